import type { ArticleSection } from './types';

// The Our Approach article: the section order of the spec, our own words.
export const approachCopy = {
  meta: {
    title: 'Our Approach · Waypoint',
    description: 'How Waypoint helps you understand yourself, explore options and take action on a career change.',
  },
  title: 'Our Approach',
  lead: 'A good career change starts with understanding, not with a job board. Here is how we think about it, and how Waypoint helps at each step.',
  sections: [
    {
      id: 'why-careers-evolve',
      heading: 'Why careers evolve',
      paragraphs: [
        'Careers are no longer a single ladder climbed for fifty years. Industries change, roles appear and disappear, and people change too: what mattered at twenty-five may not matter at forty.',
        'Seeing your career as something that evolves is not a sign of failure. It is a realistic response to a working life that can span decades.',
      ],
    },
    {
      id: 'why-people-change',
      heading: 'Why people change careers',
      paragraphs: [
        'People change careers for many reasons: work that no longer feels meaningful, skills that go unused, a wish for more flexibility or better pay, burnout, or simply curiosity about a different field.',
        'Knowing your own reasons matters, because they decide what a better next step looks like.',
      ],
    },
    {
      id: 'honest-self-assessment',
      heading: 'Start with an honest self-assessment',
      paragraphs: [
        'Before looking outward, look inward. Our four short assessments help you name what is not working, describe your core traits, judge your readiness for change and put into words what makes you thrive.',
        'The results use plain language. They point out what stands out in your answers; they do not label you or claim clinical meaning.',
      ],
    },
    {
      id: 'discover-what-drives-you',
      heading: 'Discover what drives you',
      paragraphs: [
        'Motivation is the fuel for a long change. When you know whether you are driven by mastery, autonomy, impact, security or creativity, you can recognise roles that will keep you engaged.',
      ],
      bullets: [
        'Notice when you lose track of time at work.',
        'Write down the moments you felt proud, and why.',
        'Separate what you enjoy from what you are merely good at.',
      ],
    },
    {
      id: 'explore-and-act',
      heading: 'Explore your options and take action',
      paragraphs: [
        'With a clearer picture of yourself, compare real roles. Skill match shows which of your skills transfer and which gaps matter most. Your roadmap turns those gaps into milestones paced to the hours you actually have.',
        'Then practise: the practice gym lets you rehearse interviews and difficult conversations and get feedback before they count.',
      ],
    },
    {
      id: 'why-choose-us',
      heading: 'Why choose us',
      paragraphs: [
        'Waypoint connects every step, from reflection to action, in one place. You can start without an account, your data stays yours (you can download or delete it at any time), and every number we show can be explained.',
      ],
    },
  ] satisfies readonly ArticleSection[],
  banner: {
    title: 'Join us on the journey',
    text: 'Take the first step today: start with a free self-awareness assessment, or join the beta and help shape what comes next.',
    start: 'Start self-exploration',
    beta: 'Join the beta',
  },
} as const;
