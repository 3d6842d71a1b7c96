// Words of the home (landing) page. Quoted strings from the spec are kept exactly.
export const homeCopy = {
  meta: {
    title: 'Waypoint: Empower your career journey',
    description:
      'Self-awareness assessments, skill match, an AI roadmap and a practice gym for professionals who want to change careers or keep growing.',
  },
  hero: {
    eyebrow: 'Unlock your full potential',
    title: 'Empower your career journey',
    lead: 'Whether you want to change careers or keep growing where you are, Waypoint helps you understand yourself, compare options and take the next step with AI-driven, personalised guidance.',
    contactUs: 'Contact Us',
    gettingStarted: 'Getting Started',
    subscribeBeta: 'Subscribe to our Beta',
  },
  features: {
    title: 'What you can do with Waypoint',
  },
  hoursBanner: {
    cta: 'Build self-awareness',
    text: 'That is too long to spend in work that does not fit. Start by understanding what you want from it.',
  },
  assessments: {
    title: 'Self-awareness assessments',
    lead: 'Four short exercises that show where you are today and what you need next.',
    bullets: [
      'Identify what is not working in your current role.',
      'Uncover the core traits and strengths you bring anywhere.',
      'Check how ready you are for change, and what would make it easier.',
    ],
    sampleReport: 'See sample report',
    start: 'Start self-exploration',
  },
  journey: {
    sampleLabel: 'Sample story',
  },
  why: {
    title: 'Why our platform?',
    points: [
      { title: 'Honest results', text: 'Plain words about what stands out, never clinical claims we cannot back up.' },
      { title: 'Anonymous first', text: 'Use every assessment without an account; save to an account only if you choose.' },
      { title: 'Connected steps', text: 'Assessments feed skill match, skill match feeds your roadmap, the roadmap feeds practice.' },
    ],
    cta: 'Get started',
  },
  stats: {
    title: 'Did you know that...',
    sourcesLabel: 'Sources',
    cta: 'Join our Community',
  },
  covered: {
    title: 'We have got you covered!',
    previous: 'Show previous cards',
    next: 'Show next cards',
  },
  imageSection: {
    title: 'From where you are to where you want to be',
    text: 'Every career change is a series of small, deliberate steps. We help you see them and take them one at a time.',
    imageAlt: 'Illustration of a winding path with waypoints leading up to a flag on a hill.',
  },
  closing: {
    title: 'Shape the product with us',
    text: 'Waypoint is in beta. Tell us what would help you, or start using it today for free.',
    collaborate: 'Collaborate with us',
    signUp: 'Sign up for free',
  },
  newsletter: {
    title: 'Stay in the loop',
    text: 'Get occasional news about new features and beta invitations. No spam; unsubscribe at any time.',
    emailLabel: 'Email',
    submit: 'Subscribe',
    submitting: 'Subscribing…',
    success: 'Thank you! Please check your inbox to confirm your subscription.',
    error: 'We could not subscribe you just now. Please check your connection and try again.',
    invalidEmail: 'Please enter a valid email address',
  },
  contact: {
    title: 'Questions? We would love to hear from you',
    text: 'Whether it is a question, a suggestion or just a hello, the product team reads every message.',
    cta: 'Contact Us',
  },
} as const;
