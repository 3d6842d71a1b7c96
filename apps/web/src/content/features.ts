import type { FeatureCard } from './types';

// The four promises of the public pages. D1: each is a real feature, so each card links into the app.
export const featureCards: readonly FeatureCard[] = [
  {
    id: 'assessments',
    title: 'Self-awareness assessments',
    description: '4 crafted assessments, easy to complete, with instant reports.',
    to: '/assessments',
    icon: 'compass',
  },
  {
    id: 'careers',
    title: 'Explore potential careers',
    description: 'Compare your skills with the roles you are curious about and see where you already fit.',
    to: '/skillmatch',
    icon: 'map',
  },
  {
    id: 'roadmap',
    title: 'AI-powered personalised roadmap',
    description: 'Get from where you are (A) to where you want to be (B) with actionable milestones.',
    to: '/roadmap',
    icon: 'route',
  },
  {
    id: 'practice-gym',
    title: 'Soft-skills practice gym',
    description: 'Rehearse real conversations in personalised scenarios and get feedback on your answers.',
    to: '/practice-gym',
    icon: 'chat',
  },
];

/** 'We have got you covered!': six cards shown in a scrolling row. */
export const coveredCards: ReadonlyArray<{ id: string; title: string; description: string }> = [
  {
    id: 'clarity',
    title: 'Clarity on what is not working',
    description: 'Name the frustrations behind the restlessness before you decide anything.',
  },
  {
    id: 'strengths',
    title: 'Your core traits and strengths',
    description: 'See the traits you bring to any role and the environments where they shine.',
  },
  {
    id: 'readiness',
    title: 'Readiness for change',
    description: 'Check your finances, time, support and goals so the move fits your life.',
  },
  {
    id: 'skill-match',
    title: 'Skill match with target roles',
    description: 'Find out which of your skills transfer and which gaps matter most.',
  },
  {
    id: 'roadmap',
    title: 'A roadmap you can follow',
    description: 'Milestones with resources and time estimates paced to the hours you have.',
  },
  {
    id: 'practice',
    title: 'Practice for the moments that count',
    description: 'Interviews, negotiations and feedback conversations, rehearsed safely.',
  },
];
