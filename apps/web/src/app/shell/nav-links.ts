/** The header's and footer's destinations in one place (spec "Header"/"Footer" with the D1 fixes). */
export interface NavItem {
  label: string;
  to: string;
}

export interface NavMenu {
  id: 'discovery' | 'about';
  label: string;
  items: readonly NavItem[];
}

export const HEADER_MENUS: readonly NavMenu[] = [
  {
    id: 'discovery',
    label: 'Discovery',
    items: [
      { label: 'Assessments', to: '/assessments' },
      { label: 'Explore careers', to: '/careers' },
      { label: 'Skill match', to: '/skillmatch' },
      { label: 'Roadmap', to: '/roadmap' },
      { label: 'Typical day', to: '/typical-day' },
      { label: 'Practice gym', to: '/practice-gym' },
    ],
  },
  {
    id: 'about',
    label: 'About',
    items: [
      { label: 'Who we are', to: '/about' },
      { label: 'Our approach', to: '/our-approach' },
    ],
  },
];

export const HEADER_LINKS: readonly NavItem[] = [
  { label: 'Resources', to: '/resources' },
  { label: 'Contact us', to: '/contact' },
];

export const FOOTER_GROUPS: readonly { heading: string; items: readonly NavItem[] }[] = [
  {
    heading: 'Discover',
    items: [
      { label: 'Assessments', to: '/assessments' },
      // 'Explore', not a bare 'Careers', which in a footer reads as jobs at Waypoint.
      { label: 'Explore careers', to: '/careers' },
      { label: 'Skill match', to: '/skillmatch' },
      { label: 'Roadmap', to: '/roadmap' },
      { label: 'Typical day', to: '/typical-day' },
      { label: 'Practice gym', to: '/practice-gym' },
    ],
  },
  {
    heading: 'Waypoint',
    items: [
      { label: 'Home', to: '/' },
      { label: 'Who we are', to: '/about' },
      { label: 'Our approach', to: '/our-approach' },
      { label: 'Resources', to: '/resources' },
      { label: 'Contact us', to: '/contact#contact-section--one' },
    ],
  },
  {
    heading: 'Legal',
    items: [
      { label: 'Terms and Conditions', to: '/terms#terms-page' },
      { label: 'Privacy Policy', to: '/privacy#privacy-page' },
    ],
  },
];

/** Pages where the header shows only the brand and the account actions (spec: main links and burger hidden). */
export const FOCUSED_AUTH_PATHS: readonly string[] = ['/login', '/signup'];

/** Whether `pathname` is `to` or below it, so a section's link stays current on its sub-pages. */
export function isWithin(pathname: string, to: string): boolean {
  const path = to.split('#')[0] ?? to;
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
