// Page-level words around the legal documents.
export const legalCopy = {
  tocLabel: 'On this page',
  updatedLabel: 'Latest update',
  backToTop: 'Back to top',
  privacyMeta: {
    title: 'Privacy Policy · Waypoint',
    description: 'What personal data Waypoint collects, why, and your rights, including download and deletion.',
  },
  termsMeta: {
    title: 'Terms and Conditions · Waypoint',
    description: 'The terms of using Waypoint and of purchases, subscriptions and withdrawals.',
  },
} as const;
