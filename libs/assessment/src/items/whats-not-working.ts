// What's Not Working: one statement per frustration area of spec section 3, in the spec's order.
// Direction (see SCORING.md): a high score always means "this area is a frustration for me right now", so items
// worded as satisfaction ("I feel fairly paid") are reverse-keyed. The two labels that end in "satisfaction" are the
// spec's words and stay; their plain names add the area they are about ("your pay"), so "What weighs on you most:
// Salary satisfaction" does not read as if being satisfied weighed on you. The area, not a direction ("pay that falls
// short"), because the same name also follows "What bothers you least", where a direction would say the opposite.
import type { RatingAssessmentDefinition } from '../definition-types';

export const WHATS_NOT_WORKING: RatingAssessmentDefinition = {
  kind: 'scale',
  slug: 'whats-not-working',
  title: 'What Is Not Working',
  scoreMeaning: 'A higher score means this area is more of a frustration for you right now.',
  scoreName: 'Frustration',
  wording: {
    highLead: 'What weighs on you most right now',
    lowLead: 'What bothers you least',
    allLow: 'None of these areas weighs heavily on you at the moment.',
    allHigh: 'Many areas weigh on you at once, which is worth taking seriously.',
  },
  items: [
    {
      question_id: 'wnw-01',
      dimension: 'Feeling unfulfilled',
      content: 'At the end of most workdays, I feel my work has given me something that matters to me.',
      leftText: 'Rarely',
      rightText: 'Almost always',
      reverse: true,
    },
    {
      question_id: 'wnw-02',
      dimension: 'Tasks feel monotonous',
      content: 'My days at work feel like the same tasks on repeat.',
      leftText: 'Not at all',
      rightText: 'Very much',
      reverse: false,
    },
    {
      question_id: 'wnw-03',
      dimension: 'Salary satisfaction',
      content: 'I feel fairly paid for what I bring to my job.',
      leftText: 'Not at all',
      rightText: 'Completely',
      reverse: true,
      plainName: 'Salary satisfaction (your pay)',
    },
    {
      question_id: 'wnw-04',
      dimension: 'Contributions unrecognized',
      content: 'The effort I put in often goes unnoticed by the people around me.',
      leftText: 'Rarely',
      rightText: 'Very often',
      reverse: false,
    },
    {
      question_id: 'wnw-05',
      dimension: 'Skills underutilized',
      content: 'My role makes good use of the skills I am proudest of.',
      leftText: 'Hardly at all',
      rightText: 'Fully',
      reverse: true,
    },
    {
      question_id: 'wnw-06',
      dimension: 'Desire for career change',
      content: 'I often catch myself imagining doing a completely different kind of work.',
      leftText: 'Almost never',
      rightText: 'All the time',
      reverse: false,
    },
    {
      question_id: 'wnw-07',
      dimension: 'Work-life balance',
      content: 'Work regularly eats into the time and energy I want for the rest of my life.',
      leftText: 'Rarely',
      rightText: 'Most weeks',
      reverse: false,
    },
    {
      question_id: 'wnw-08',
      dimension: 'Restricted at work',
      content: "I feel boxed in by rules, approvals or limits on what I'm allowed to decide.",
      leftText: 'Not at all',
      rightText: 'Very much',
      reverse: false,
    },
    {
      question_id: 'wnw-09',
      dimension: 'Work flexibility satisfaction',
      content: 'I have as much say over when and where I work as I need.',
      leftText: 'Far too little',
      rightText: 'As much as I need',
      reverse: true,
      plainName: 'Work flexibility satisfaction (your say over when and where you work)',
    },
    {
      question_id: 'wnw-10',
      dimension: 'Lacking support/resources',
      content: 'I usually have the tools, help and information I need to do my job well.',
      leftText: 'Rarely',
      rightText: 'Almost always',
      reverse: true,
    },
  ],
};
