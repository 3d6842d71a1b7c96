import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { legalCopy } from '../content';
import type { LegalDocument } from '../content';
import styles from './legal-document-view.module.css';

function formatDate(iso: string): string {
  // Fixed locale and UTC: the date reads the same for every visitor and in tests ("8 April 2023").
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** A paragraph's text, with `[words](/path)` made a link to that page of the site (nothing else is markup). */
export function withSiteLinks(text: string): ReactNode[] {
  return text.split(/(\[[^\]]+\]\(\/[a-z0-9/#-]*\))/).map((part, i) => {
    const link = /^\[([^\]]+)\]\((\/[a-z0-9/#-]*)\)$/.exec(part);
    return link ? (
      <Link key={i} to={link[2]!}>
        {link[1]}
      </Link>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    );
  });
}

/** A privacy or terms document: the page anchor on the container, a dated heading, a linked table of contents. */
export function LegalDocumentView({ document: doc }: { document: LegalDocument }) {
  const tocId = `${doc.anchorId}-toc`;
  return (
    <div id={doc.anchorId} className={styles.page}>
      <header className={styles.header}>
        <h1>{doc.title}</h1>
        <p className={styles.updated}>
          {legalCopy.updatedLabel}: <time dateTime={doc.updated}>{formatDate(doc.updated)}</time>
        </p>
        {doc.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </header>
      <nav className={styles.toc} aria-labelledby={tocId}>
        <h2 id={tocId} className={styles.tocTitle}>
          {legalCopy.tocLabel}
        </h2>
        <ol>
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.body}>
        {doc.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{withSiteLinks(paragraph)}</p>
            ))}
            {section.bullets ? (
              <ul>
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{withSiteLinks(bullet)}</li>
                ))}
              </ul>
            ) : null}
            <p className={styles.backToTop}>
              <a href={`#${doc.anchorId}`}>{legalCopy.backToTop}</a>
            </p>
          </section>
        ))}
      </div>
    </div>
  );
}
