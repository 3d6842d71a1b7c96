import type { Milestone } from './types';

// SAMPLE CONTENT: an illustrative persona, not a real customer. Used for the home journey story
// ("Decided to Pivot to ML Engineering") and the sample report.
export const persona = {
  name: 'Maya',
  isSample: true,
  sampleNote: 'Maya is a sample persona created to show how the product works; she is not a real customer.',
  currentRole: 'Data Analyst',
  targetRole: 'Machine Learning Engineer',
  summary:
    'Maya had spent six years as a data analyst. She was good at it, but the work had stopped stretching her. She kept reading about machine learning in the evenings and wondered whether it could become her job.',
} as const;

export const journey = {
  eyebrow: `Meet ${persona.name}`,
  title: 'Decided to Pivot to ML Engineering',
  milestones: [
    {
      when: 'Week 1',
      title: 'Took stock honestly',
      description:
        'Completed the four self-awareness assessments. “What’s Not Working” showed that skills going unused, not salary, was her main frustration.',
    },
    {
      when: 'Week 2',
      title: 'Compared roles',
      description:
        'Ran a skill match from Data Analyst to Machine Learning Engineer: strong in Python and statistics, gaps in model deployment and software engineering practice.',
    },
    {
      when: 'Month 1',
      title: 'Built a roadmap',
      description:
        'Turned the gaps into milestones paced for eight hours a week: a deployment course, a portfolio project and a code-review habit at work.',
    },
    {
      when: 'Month 4',
      title: 'Practised the conversations',
      description:
        'Used the practice gym to rehearse telling her story in interviews and asking her manager for an ML project.',
    },
    {
      when: 'Month 7',
      title: 'Made the move',
      description: 'Joined her company’s ML platform team as a junior ML engineer, with a plan for the next step.',
    },
  ] satisfies readonly Milestone[],
} as const;

/**
 * The sample report behind 'See sample report': Maya's "What's Not Working" answers, 1 (strongly
 * disagree) to 5 (strongly agree). An empty list shows the 'no report' state.
 */
export const sampleReport = {
  title: 'Sample report: What’s Not Working',
  note: 'Sample data for the persona Maya; your own report is built from your answers.',
  scale: 'Ratings from 1 (Strongly Disagree) to 5 (Strongly Agree).',
  summary:
    'What stands out: Maya’s strongest frustration is that her skills are underused, while salary is not the issue.',
  rows: [
    { label: 'Feeling unfulfilled', score: 4 },
    { label: 'Tasks feel monotonous', score: 4 },
    { label: 'Salary satisfaction', score: 2 },
    { label: 'Contributions unrecognized', score: 3 },
    { label: 'Skills underutilized', score: 5 },
    { label: 'Desire for career change', score: 4 },
    { label: 'Work-life balance', score: 2 },
    { label: 'Restricted at work', score: 3 },
    { label: 'Work flexibility satisfaction', score: 2 },
    { label: 'Lacking support/resources', score: 3 },
  ] as ReadonlyArray<{ label: string; score: number }>,
};
