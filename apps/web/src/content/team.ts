import type { TeamMember } from './types';

// SAMPLE CONTENT: these six people are illustrative profiles, not real staff. Avatars are drawn
// from initials and colours (no photos of real people). Profile links point at the network's home
// page rather than at any real person's profile; an operator replaces them with the real team.
const NETWORK_HOME = 'https://www.linkedin.com/';

export const teamIsSample = true;

export const team: readonly TeamMember[] = [
  {
    id: 'amara-okafor',
    name: 'Amara Okafor',
    title: 'Founder & Career Coach (sample profile)',
    initials: 'AO',
    palette: ['#0f5e5f', '#dff1f0'],
    bio: 'Amara spent ten years in HR and talent development before retraining as a coach. She started Waypoint after seeing how many talented people felt stuck without a clear next step. She cares about honest advice and small, doable actions.',
    profileUrl: NETWORK_HOME,
  },
  {
    id: 'daniel-reyes',
    name: 'Daniel Reyes',
    title: 'Head of Engineering (sample profile)',
    initials: 'DR',
    palette: ['#3d4fa3', '#e4e7f7'],
    bio: 'Daniel moved from teaching physics into software engineering at 34. He leads the team building the assessments, skill match and roadmap features, and insists that every feature works without an account.',
    profileUrl: NETWORK_HOME,
  },
  {
    id: 'mei-lin',
    name: 'Mei Lin',
    title: 'Product Designer (sample profile)',
    initials: 'ML',
    palette: ['#a2401f', '#fde9e1'],
    bio: 'Mei designs calm, accessible screens for people going through stressful decisions. Before product design she worked as an architect, which taught her to design for how people actually move through a space.',
    profileUrl: NETWORK_HOME,
  },
  {
    id: 'samuel-berg',
    name: 'Samuel Berg',
    title: 'Data Scientist (sample profile)',
    initials: 'SB',
    palette: ['#1e6b34', '#e3f3e6'],
    bio: 'Samuel works on skill matching and the occupation catalogue. He spends his time making sure that every number on a result page can be explained in plain words.',
    profileUrl: NETWORK_HOME,
  },
  {
    id: 'priya-nair',
    name: 'Priya Nair',
    title: 'Learning Experience Lead (sample profile)',
    initials: 'PN',
    palette: ['#6b3a7a', '#f1e6f4'],
    bio: 'Priya writes the practice gym scenarios and their feedback rubrics. She has coached interview and negotiation skills for career changers from many different industries.',
    profileUrl: NETWORK_HOME,
  },
  {
    id: 'lukas-weber',
    name: 'Lukas Weber',
    title: 'Community Manager (sample profile)',
    initials: 'LW',
    palette: ['#7a5200', '#fdf1d6'],
    bio: 'Lukas looks after the beta community: he reads every message, runs the feedback sessions and makes sure what people tell us reaches the product team.',
    profileUrl: NETWORK_HOME,
  },
];
