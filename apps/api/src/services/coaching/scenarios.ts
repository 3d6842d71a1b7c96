// The practice gym's content (D28): soft-skill scenarios written by us, and the published rubric they are scored
// on. Content is data (D5): change the texts here, not in the engine. Role groups are SOC major groups
// ('15' computer and mathematical, '11' management, '27' arts and design, '13' business, '41' sales...).
import type { Rubric, Scenario, SoftSkill } from '@waypoint/domain';

export const RUBRIC: Rubric = {
  // 2025-2: every score from 1 to 5 has its own description (2025-1 described 1, 3 and 5 only, so a 4 read as a 3).
  version: '2025-2',
  criteria: [
    {
      id: 'structure',
      title: 'Structure',
      description: 'The answer has a clear opening, a middle that develops one idea at a time, and a close.',
      levels: [
        { score: 1, description: 'One block of text; the point is hard to find.' },
        { score: 2, description: 'The point is there, but buried in the middle or repeated.' },
        { score: 3, description: 'The point is there, but the order wanders.' },
        { score: 4, description: 'A clear order with the point early; the close could be sharper.' },
        { score: 5, description: 'Opens with the point, develops it in steps and closes with a next step.' },
      ],
    },
    {
      id: 'specificity',
      title: 'Specificity',
      description: 'Concrete facts, numbers, examples and dates instead of general statements.',
      levels: [
        { score: 1, description: 'Only general statements.' },
        { score: 2, description: 'An example, but without a number, a date or a name.' },
        { score: 3, description: 'One concrete example or fact.' },
        { score: 4, description: 'Several concrete facts, but not yet a number and a date together.' },
        { score: 5, description: 'Several concrete facts (numbers, dates, named results) that support the point.' },
      ],
    },
    {
      id: 'empathy',
      title: 'Empathy',
      description: "Acknowledges the other person's view, needs or feelings, and invites their input.",
      levels: [
        { score: 1, description: 'The other person does not appear in the answer.' },
        { score: 2, description: 'Addresses the other person, but only about your own side.' },
        { score: 3, description: "Mentions the other person's view once." },
        { score: 4, description: 'Acknowledges their side often; naming their view and asking for their input together reaches the top.' },
        { score: 5, description: 'Names their view or feelings and asks for their input.' },
      ],
    },
    {
      id: 'ownership',
      title: 'Ownership',
      description: 'Speaks in the first person, owns decisions and mistakes, avoids blaming.',
      levels: [
        { score: 1, description: 'Blames others or hides behind the passive voice.' },
        { score: 2, description: 'Mostly describes what happened to you.' },
        { score: 3, description: 'Some first-person statements.' },
        { score: 4, description: 'Speaks for themselves throughout; owning both the next step and the misstep reaches the top.' },
        { score: 5, description: 'Clearly owns what they did, will do and got wrong.' },
      ],
    },
    {
      id: 'outcome',
      title: 'Outcome',
      description: 'Ends with a concrete proposal, agreement or next step.',
      levels: [
        { score: 1, description: 'No proposal or next step.' },
        { score: 2, description: 'Hints that something should change, without a proposal.' },
        { score: 3, description: 'A vague wish for things to improve.' },
        { score: 4, description: 'A clear proposal; a time or a measure would make it concrete.' },
        { score: 5, description: 'A concrete next step with a time or a measure.' },
      ],
    },
  ],
};

const ALL = ['structure', 'specificity', 'empathy', 'ownership', 'outcome'] as const;

export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'communication-explain-delay',
    skill: 'communication',
    title: 'Explain a delay to a stakeholder',
    situation: 'A feature you promised for Friday will be two weeks late because a dependency changed.',
    prompt: 'Write the message you would send to the stakeholder who is counting on Friday.',
    rubric: [...ALL],
    roleGroups: ['15', '11', '13'],
  },
  {
    id: 'communication-explain-to-newcomer',
    skill: 'communication',
    title: 'Explain your work to a newcomer',
    situation: 'A new colleague from another department asks what your team does and why it matters.',
    prompt: 'Explain your work in a way they will understand and remember.',
    rubric: ['structure', 'specificity', 'empathy', 'outcome'],
    roleGroups: [],
  },
  {
    id: 'negotiation-raise',
    skill: 'negotiation',
    title: 'Negotiate a raise',
    situation: 'Your yearly review is next week. You took on more responsibility this year and market pay has moved up.',
    prompt: 'Write what you would say to your manager to ask for a raise.',
    rubric: [...ALL],
    roleGroups: [],
  },
  {
    id: 'negotiation-deadline',
    skill: 'negotiation',
    title: 'Negotiate scope against a deadline',
    situation: 'A client wants three more features without moving the launch date.',
    prompt: 'Write your reply proposing a trade-off the client can accept.',
    rubric: [...ALL],
    roleGroups: ['15', '27', '41', '13'],
  },
  {
    id: 'feedback-give-peer',
    skill: 'feedback',
    title: 'Give feedback to a peer',
    situation: 'A peer often interrupts others in meetings, and two colleagues have stopped speaking up.',
    prompt: 'Write what you would say to your peer in a one-to-one conversation.',
    rubric: [...ALL],
    roleGroups: [],
  },
  {
    id: 'feedback-receive-critique',
    skill: 'feedback',
    title: 'Respond to critical feedback',
    situation: 'Your manager tells you your last presentation was hard to follow and ran over time.',
    prompt: 'Write how you would respond to your manager, there and then.',
    rubric: ['structure', 'empathy', 'ownership', 'outcome'],
    roleGroups: ['27', '11', '13'],
  },
  {
    id: 'conflict-priorities',
    skill: 'conflict-resolution',
    title: 'Two teammates, one priority list',
    situation: 'Two teammates disagree loudly about which task goes first, and the work has stalled for two days.',
    prompt: 'Write what you would say to both of them to move forward.',
    rubric: [...ALL],
    roleGroups: ['15', '11'],
  },
  {
    id: 'conflict-unhappy-customer',
    skill: 'conflict-resolution',
    title: 'Calm an unhappy customer',
    situation: 'A customer writes an angry email: their order arrived late and damaged, the second time this year.',
    prompt: 'Write your reply to the customer.',
    rubric: [...ALL],
    roleGroups: ['41', '43', '13'],
  },
  {
    id: 'leadership-kickoff',
    skill: 'leadership',
    title: 'Kick off a project',
    situation: 'You lead a new project with five people who have not worked together before.',
    prompt: 'Write the opening you would give at the first team meeting.',
    rubric: [...ALL],
    roleGroups: ['11', '15'],
  },
  {
    id: 'leadership-underperformer',
    skill: 'leadership',
    title: 'Support a struggling team member',
    situation: 'A usually reliable team member has missed three deadlines this month.',
    prompt: 'Write how you would open the conversation with them.',
    rubric: [...ALL],
    roleGroups: ['11', '29', '25'],
  },
  {
    id: 'adaptability-reorg',
    skill: 'adaptability',
    title: 'Your team is reorganised',
    situation: 'Your team is merged with another one and your role changes from building to reviewing.',
    prompt: 'Write what you would tell your new manager in your first one-to-one.',
    rubric: [...ALL],
    roleGroups: [],
  },
  {
    id: 'adaptability-career-change',
    skill: 'adaptability',
    title: 'A career-change interview answer',
    situation: 'In an interview for a role in a new field, you are asked: "Why should we hire you without direct experience?"',
    prompt: 'Write your answer to the interviewer.',
    rubric: [...ALL],
    roleGroups: [],
  },
  {
    id: 'teamwork-handover',
    skill: 'teamwork',
    title: 'Hand over your work',
    situation: 'You go on leave for three weeks tomorrow and a colleague takes over your open tasks.',
    prompt: 'Write the handover note for your colleague.',
    rubric: ['structure', 'specificity', 'empathy', 'outcome'],
    roleGroups: ['15', '29', '13'],
  },
  {
    id: 'teamwork-ask-help',
    skill: 'teamwork',
    title: 'Ask a busy colleague for help',
    situation: 'You are stuck on a problem a busy colleague in another team solved last year.',
    prompt: 'Write the message asking them for help.',
    rubric: ['structure', 'specificity', 'empathy', 'outcome'],
    roleGroups: [],
  },
];

/** Catalogue soft skills and the labels people type, mapped to the gym's soft skills (for personalisation). */
export const SOFT_SKILL_ALIASES: Readonly<Record<string, SoftSkill>> = {
  communication: 'communication',
  speaking: 'communication',
  writing: 'communication',
  'active listening': 'communication',
  'active-listening': 'communication',
  negotiation: 'negotiation',
  persuasion: 'negotiation',
  feedback: 'feedback',
  instructing: 'feedback',
  'conflict resolution': 'conflict-resolution',
  'conflict-resolution': 'conflict-resolution',
  'social perceptiveness': 'conflict-resolution',
  'social-perceptiveness': 'conflict-resolution',
  'service orientation': 'conflict-resolution',
  'service-orientation': 'conflict-resolution',
  leadership: 'leadership',
  'management of personnel resources': 'leadership',
  'management-of-personnel-resources': 'leadership',
  adaptability: 'adaptability',
  'active learning': 'adaptability',
  'active-learning': 'adaptability',
  teamwork: 'teamwork',
  'team work': 'teamwork',
  coordination: 'teamwork',
  // Who Am I dimensions (spec labels), lower-cased.
  extraversion: 'communication',
  agreeableness: 'conflict-resolution',
  'openness to experience': 'adaptability',
  resilience: 'adaptability',
  independence: 'leadership',
  conscientiousness: 'teamwork',
};

export function softSkillOf(label: string): SoftSkill | undefined {
  return SOFT_SKILL_ALIASES[label.trim().toLowerCase().replace(/\s+/g, ' ')];
}

export function scenarioById(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id);
}
