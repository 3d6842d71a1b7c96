// Words of the About page. The mission sentence is the spec's.
export const aboutCopy = {
  meta: {
    title: 'About us · Waypoint',
    description: 'Who we are, our mission, our (sample) team, our values and where Waypoint is going.',
  },
  aboutUs: {
    title: 'About us',
    text: 'Waypoint is a career-coaching web application for professionals who want to change careers or keep growing in their career. We combine self-assessments, skill matching, a personalised roadmap and a practice gym in one place.',
  },
  mission: {
    title: 'Our mission',
    text: 'To empower individuals to achieve successful career transitions and continuous career growth with AI-driven, personalised guidance.',
  },
  team: {
    title: 'Meet the team',
    sampleNote: 'These are sample profiles that show how the team section works; they are not real people.',
    readBio: 'Read Bio',
    profileLink: 'Professional profile',
    previous: 'Scroll team left',
    next: 'Scroll team right',
    closeBio: 'Close',
  },
  features: {
    title: 'What we offer',
  },
  story: {
    title: 'Our story',
    paragraphs: [
      'Waypoint began with a simple observation: many capable people feel stuck in their careers, not for lack of talent, but for lack of a clear picture of themselves and their options.',
      'Career advice was either generic or expensive. We set out to build something in between: structured self-reflection, honest comparisons with real roles, and concrete next steps, available to anyone.',
    ],
  },
  values: {
    title: 'Our values',
  },
  lookingAhead: {
    title: 'Looking ahead',
    text: 'We are building highly personalised roadmaps and career paths with AI: plans that adapt as you learn, reflect the time you really have and connect you with the resources that matter for your target role.',
    cta: 'Discover what’s next',
  },
  join: {
    title: 'Join us',
    text: 'Waypoint is in beta, and the people using it shape what we build next. Join the beta, try the assessments and tell us what would help you.',
    cta: 'Join the beta',
    contact: 'Collaborate with us',
  },
} as const;
