import { useRef } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useSessionFromOtherTabs } from '../../lib/session';
import { useSessionIdleTimeout } from '../../lib/session-idle';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useMobileMenu } from './use-mobile-menu';
import { useDocumentTitle, useScrollOnNavigate } from './use-route-effects';
import styles from './app-shell.module.css';

/** The frame around every page: skip link, header, <main id="main">, footer. */
export function AppShell() {
  const mainRef = useRef<HTMLElement>(null);
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  useDocumentTitle();
  useScrollOnNavigate(mainRef);
  // The spec's 30-minute inactivity sign-out; does nothing while signed out.
  useSessionIdleTimeout();
  useSessionFromOtherTabs();
  const mobileMenu = useMobileMenu();
  // The open phone menu covers the page: what it covers is out of reach of Tab and screen readers meanwhile.
  const covered = mobileMenu.open || undefined;

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink} inert={covered}>
        Skip to main content
      </a>
      <SiteHeader mobileMenu={mobileMenu} />
      {/* A thin bar while the next page's code or data loads; the old page stays usable meanwhile. */}
      <div className={styles.progress} data-active={loading || undefined} aria-hidden="true" />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main} aria-busy={loading || undefined} inert={covered}>
        <Outlet />
      </main>
      <SiteFooter inert={covered} />
    </div>
  );
}

/** Shown inside the shell while the first page's code is still loading, so the visitor never sees a blank screen. */
export function PageLoading() {
  return (
    <div className={styles.pageLoading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      Loading the page…
    </div>
  );
}
