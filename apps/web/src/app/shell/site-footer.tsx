import { Link } from 'react-router';
import { BrandMark } from './icons';
import { FOOTER_GROUPS } from './nav-links';
import styles from './site-footer.module.css';

/** `inert` while the phone menu covers the page. */
export function SiteFooter({ inert }: { inert?: boolean | undefined }) {
  return (
    <footer className={styles.footer} inert={inert}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link to="/" className={styles.brand}>
            <BrandMark size={28} />
            Waypoint
          </Link>
          <p className={styles.tagline}>
            Waypoint offers personalised assessments, targeted skill development and guidance for career transitions.
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.heading} aria-label={`Footer: ${group.heading}`} className={styles.group}>
            <h2 className={styles.heading}>{group.heading}</h2>
            <ul className={styles.list}>
              {group.items.map((item) => (
                <li key={item.label}>
                  <Link to={item.to} className={styles.link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.legal}>© {new Date().getFullYear()} Waypoint. Career coaching in beta.</p>
    </footer>
  );
}
