import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { loadChunk } from './chunk-load-error';
import { RootError, RouteError } from './route-error';
import type { PageMeta } from './route-meta';
import { RouteMetaSync } from './route-meta-sync';
import type { PageHandle } from './route-meta-sync';
import { AppShell, PageLoading } from './shell/app-shell';

/**
 * A route module exports its page as `Component`, and later may add a `loader` that prefetches with React Query.
 * `meta` (title and description for search engines and link previews) is optional; pages without it get the
 * handle title and the site description.
 */
interface RouteModule {
  Component: ComponentType;
  loader?: RouteObject['loader'];
  meta?: PageMeta;
}

/**
 * Every page is its own chunk; a chunk that fails or takes longer than 120 s becomes a ChunkLoadError.
 * The module's `meta` goes into the route's handle when the chunk arrives (before the route renders), so the
 * prerender and the client read it from the same place (route-meta-sync).
 */
export function lazyPage(path: string, title: PageHandle['title'], load: () => Promise<RouteModule>): RouteObject {
  const handle: PageHandle = { title };
  const lazy = async () => {
    const { meta, ...module } = await loadChunk(load, path);
    if (meta) handle.meta = meta;
    return module;
  };
  return path === '/' ? { index: true, handle, lazy } : { path, handle, lazy };
}

/** The public pages that are prerendered to HTML at build time (scripts/prerender.mjs) and hydrated. */
export const PRERENDERED_PATHS = ['/', '/our-approach', '/about', '/contact', '/resources', '/privacy', '/terms'] as const;

/** The route table of the spec (section 2) plus D1's additions; '*' is the 404 page. */
export const pageRoutes: RouteObject[] = [
  lazyPage('/', null, () => import('../features/site/home-page').then((m) => ({ Component: m.HomePage, meta: m.meta }))),
  lazyPage('/our-approach', 'Our approach', () => import('../features/site/our-approach-page').then((m) => ({ Component: m.OurApproachPage, meta: m.meta }))),
  lazyPage('/about', 'About us', () => import('../features/site/about-page').then((m) => ({ Component: m.AboutPage, meta: m.meta }))),
  lazyPage('/contact', 'Contact us', () => import('../features/site/contact-page').then((m) => ({ Component: m.ContactPage, meta: m.meta }))),
  lazyPage('/privacy', 'Privacy Policy', () => import('../features/site/privacy-page').then((m) => ({ Component: m.PrivacyPage, meta: m.meta }))),
  lazyPage('/terms', 'Terms and Conditions', () => import('../features/site/terms-page').then((m) => ({ Component: m.TermsPage, meta: m.meta }))),
  lazyPage('/resources', 'Resources', () => import('../features/site/resources-page').then((m) => ({ Component: m.ResourcesPage, meta: m.meta }))),
  lazyPage('/login', 'Log in', () => import('./routes/login')),
  lazyPage('/signup', 'Sign up', () => import('./routes/signup')),
  lazyPage('/email-confirmation/:token', 'Confirm your email', () => import('./routes/email-confirmation')),
  lazyPage('/reset-password/:token', 'Change your password', () => import('./routes/reset-password')),
  lazyPage('/email-change/:token', 'Change your email address', () => import('./routes/email-change')),
  lazyPage('/verify-email', 'Forgot your password?', () => import('./routes/verify-email')),
  lazyPage('/verification-prompt', 'Check your inbox', () => import('./routes/verification-prompt')),
  lazyPage('/assessments', 'Assessments', () => import('./routes/assessments')),
  lazyPage('/skillmatch', 'Skill match', () => import('./routes/skillmatch')),
  lazyPage('/skillmatch/questionnaire/:step', 'Skill match questionnaire', () => import('./routes/skillmatch-questionnaire')),
  lazyPage('/skillmatch/reports/:id', 'Skill match report', () => import('./routes/skillmatch-report')),
  lazyPage('/roadmap', 'Roadmap', () => import('./routes/roadmap')),
  lazyPage('/typical-day', 'Typical day', () => import('./routes/typical-day')),
  lazyPage('/practice-gym', 'Practice gym', () => import('./routes/practice-gym')),
  lazyPage('/dashboard', 'My dashboard', () => import('./routes/dashboard')),
  lazyPage('/profile', 'Your profile', () => import('./routes/profile')),
  lazyPage('/careers', 'Careers', () => import('./routes/careers')),
  lazyPage('/careers/:code', 'Career', () => import('./routes/career')),
  lazyPage('*', 'Page not found', () => import('./routes/not-found')),
];

/**
 * The shell wraps everything. Page errors render inside the shell (the pathless child's errorElement), so header
 * and footer stay usable; only a failure of the shell itself falls back to the bare RootError.
 */
export function buildRoutes(pages: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      errorElement: <RootError />,
      // The fallback sits below the shell, so the shell mounts once and keeps its state when the first page arrives.
      children: [{ id: 'pages', HydrateFallback: PageLoading, errorElement: <RouteError />, children: pages }],
    },
  ];
}

/** The shell plus the head-tag sync; the sync comes after the shell so its title effect runs last (see there). */
function RootLayout() {
  return (
    <>
      <AppShell />
      <RouteMetaSync />
    </>
  );
}

export const routes: RouteObject[] = buildRoutes(pageRoutes);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
