// The practice gym's content (D28): soft-skill scenarios written by us, and the published rubric they are scored
// on. Content is data (D5): change the texts here, not in the engine. Role groups are SOC major groups
// ('15' computer and mathematical, '11' management, '27' arts and design, '13' business, '41' sales...).
import type { Rubric, RubricCriterionId, Scenario, SoftSkill } from '@waypoint/domain';

export const RUBRIC: Rubric = {
  // 2025-2: every score from 1 to 5 has its own description (2025-1 described 1, 3 and 5 only, so a 4 read as a 3).
  // 2025-3: structure's 4 says what the top asks for, as empathy's and ownership's do: "the close could be sharper"
  // was also shown to a short answer whose close was a sharp ask, and lacked only the steps.
  version: '2025-3',
  criteria: [
    {
      id: 'structure',
      title: 'Structure',
      description: 'The answer has a clear opening, a middle that develops one idea at a time, and a close.',
      levels: [
        { score: 1, description: 'One block of text; the point is hard to find.' },
        { score: 2, description: 'The point is there, but buried in the middle or repeated.' },
        { score: 3, description: 'The point is there, but the order wanders.' },
        { score: 4, description: 'A clear order with the point early; developing it in steps and closing with a next step reaches the top.' },
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
    // Not sales ('41'): a launch and its features are project work; a shop floor's own talk is the unhappy customer.
    roleGroups: ['15', '27', '13'],
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

/**
 * The feedback's tip for the weakest criterion, in words that fit every scenario (practice-feedback.ts adds the
 * scenario's example below, when it has one).
 */
export const TIPS: Readonly<Record<RubricCriterionId, string>> = {
  structure: 'Open with your main point in one sentence, then give the reasons in order (first, then, finally) and close with what happens next',
  specificity: 'Add one concrete fact: a number, a date or a named result',
  empathy: "Name the other person's view in one sentence and ask one open question",
  ownership: 'Say what you will do in the first person ("I will ...") and own your part instead of describing what happened to you',
  outcome: 'End with one concrete next step and a time or a measure',
};

/** The ownership tip for an answer that already says what the speaker will do: what it lacks is their own part. */
export const OWNERSHIP_PART_TIP = 'Keep saying what you will do, and own your part in one sentence too: what you got wrong or have yet to learn';

/** The structure tip for an answer that already closes with an ask or a next step: what it lacks is the steps. */
export const STRUCTURE_STEPS_TIP = 'Keep your point first and your close last, and between them give the reasons in order (first, then, finally)';
/** The specificity tips for an answer with dates and no number, or numbers and no date: what it lacks is the other. */
export const SPECIFICITY_NUMBER_TIP = 'Keep your dates, and add a number beside them: how many, how long or how much';
export const SPECIFICITY_DATE_TIP = 'Keep your numbers, and add a date or a time frame beside them: when, or by when';

/** The structure tip for an answer already ordered by signposts: what it lacks is the close. */
export const STRUCTURE_CLOSE_TIP = 'Keep your point first and your steps in order, and close with what happens next: a proposal, an ask or a next step';

/**
 * Per scenario, an example line for the tips whose advice depends on the conversation: the fact, the other
 * person's view and the next step of that scenario (a raise talk has no launch date).
 */
export const TIP_EXAMPLES: Readonly<Record<string, Partial<Record<RubricCriterionId, string>>>> = {
  'communication-explain-delay': {
    specificity: 'the export will ship on 14 March, two weeks after Friday, because the payment API we use changed',
    empathy: 'I know your launch depends on this; what matters most to you for Friday?',
    outcome: 'Can we agree on the new date in a 15-minute call tomorrow?',
  },
  'communication-explain-to-newcomer': {
    specificity: 'we answer about 200 customer questions a week, most of them within a day',
    empathy: 'You know our customers from the sales side; what do you hear from them most?',
    outcome: 'Would you like to join our planning on Thursday to see it in action?',
  },
  'negotiation-raise': {
    specificity: 'since March I have led the onboarding of 4 new hires and cut their ramp-up from 6 weeks to 4',
    empathy: 'I know the budget for this year is tight; what would you need to see from me to support this?',
    outcome: 'I am asking for a 7% raise from 1 July; can we decide on it at my review next week?',
  },
  'negotiation-deadline': {
    specificity: 'the three features add about 4 weeks of work, and the launch is 6 weeks away',
    empathy: 'I understand the launch date matters to you; which of the three features matters most?',
    outcome: 'I propose we ship two features at launch and the third by 15 May; can you confirm by Friday?',
  },
  'feedback-give-peer': {
    specificity: "in Tuesday's planning meeting you finished Ana's sentences twice",
    empathy: 'I know you want our meetings to move fast; how did that meeting feel to you?',
    outcome: 'Could you let others finish first in this week\'s meetings, and we talk again on Friday?',
  },
  'feedback-receive-critique': {
    empathy: 'Thank you for telling me; which part was hardest to follow for you?',
    outcome: 'I will cut it to 10 slides and run it past you by Thursday.',
  },
  'conflict-priorities': {
    specificity: 'the work has stalled for 2 days and the release is on the 20th',
    empathy: 'I hear that you both want the release to go well; what does each of you need to happen first?',
    outcome: "Let's list both tasks with their deadlines now and settle the order by 3 pm today.",
  },
  'conflict-unhappy-customer': {
    specificity: 'your order arrived 5 days late and damaged, the second time since March',
    empathy: 'I understand how frustrating a second damaged order is; what would make this right for you?',
    outcome: 'I will send a replacement by express today, so it reaches you by Thursday.',
  },
  'leadership-kickoff': {
    specificity: 'we have 12 weeks to launch the new booking system in 3 clinics',
    empathy: 'Most of you have not worked together before; what do you need from each other to work well?',
    outcome: "Let's agree on who owns what by the end of this meeting and meet again on Monday.",
  },
  'leadership-underperformer': {
    specificity: 'the report due on the 3rd and the two reviews last week came in late',
    empathy: 'This is not like you, so I wanted to ask: how are things going for you at the moment?',
    outcome: 'Shall we look at your workload together and agree on the next deadline by Friday?',
  },
  'adaptability-reorg': {
    specificity: 'in my last team I built the payments service and reviewed about 10 pull requests a week',
    empathy: 'The merge is a lot of change for you too; what do you expect from the reviewers?',
    outcome: 'Can we set my first three goals in our next one-to-one?',
  },
  'adaptability-career-change': {
    specificity: 'as a teacher I planned lessons for 120 students a week and cut marking time by a third',
    empathy: 'I understand hiring someone from outside the field is a risk; which skills matter most to you in the first months?',
    outcome: 'In my first 90 days I would finish the certification and take over one client account.',
  },
  'teamwork-handover': {
    specificity: 'the invoice export is 80% done and the client expects it on the 12th',
    empathy: 'I know you have your own work too; which of these would you rather pass to someone else?',
    outcome: 'Can we go through this list together at 2 pm today, before I leave tomorrow?',
  },
  'teamwork-ask-help': {
    specificity: 'our import fails on files over 2 GB with the same error you fixed last year',
    empathy: 'I know you are busy with your own release; is there a time this week that suits you?',
    outcome: 'Could you spare 15 minutes on Thursday at 10 to look at it with me?',
  },
};

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
  const key = label.trim().toLowerCase().replace(/\s+/g, ' ');
  // Own keys only: a label like 'constructor' must not find Object.prototype's members.
  return Object.hasOwn(SOFT_SKILL_ALIASES, key) ? SOFT_SKILL_ALIASES[key] : undefined;
}

export function scenarioById(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id);
}
