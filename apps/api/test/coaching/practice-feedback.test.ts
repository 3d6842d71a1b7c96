// Practice gym feedback (D28), built-in engine: what counts as a date, an ask and a measure, that the published
// level description never contradicts the answer, and that the tip fits the scenario practised.
import type { RubricCriterionId } from '@waypoint/domain';
import { describe, expect, it } from 'vitest';
import { scoreAnswer, tipFor } from '../../src/services/coaching/practice-feedback';
import { SCENARIOS, TIP_EXAMPLES, TIPS } from '../../src/services/coaching/scenarios';

const score = (criterion: RubricCriterionId, answer: string, scenarioId = 'negotiation-raise') =>
  scoreAnswer({ scenario: { id: scenarioId, title: '', situation: '', prompt: '' }, criteria: [criterion], answer }).criteria[0]!;

const TIME_FRAMES = [
  'from next quarter',
  'next month',
  'by Friday',
  'in two weeks',
  'by the end of the year',
  'in Q3',
  'at our next one-to-one',
  'from 1 May',
  'within 3 days',
  'tomorrow',
];

describe('practice feedback: dates and time frames', () => {
  it.each(TIME_FRAMES)('"%s" makes an ask a concrete next step', (when) => {
    expect(score('outcome', 'Can we agree on my new salary?').score).toBeLessThan(5);
    expect(score('outcome', `Can we agree on my new salary ${when}?`)).toMatchObject({ score: 5, comment: 'A concrete next step with a time or a measure.' });
  });

  it.each(TIME_FRAMES)('"%s" with a number of its own is a number and a date together', (when) => {
    expect(score('specificity', 'I cut ramp-up time by 30% and would like to talk about my pay.').score).toBe(3);
    expect(score('specificity', `I cut ramp-up time by 30% and would like to talk about my pay ${when}.`).score).toBe(5);
  });

  it('does not read the verb "may" as the month', () => {
    expect(score('specificity', 'We may need to talk about my pay.')).toMatchObject({ score: 1, comment: 'Only general statements.' });
  });

  it('reads "in 2 weeks" as one time frame, not as a number and a date', () => {
    expect(score('specificity', 'I will send the plan in 2 weeks.')).toMatchObject({ score: 3, comment: 'One concrete example or fact.' });
  });
});

describe('practice feedback: the comment never says something is missing that the answer has', () => {
  it('scores a proposal with a measure as concrete, not as a vague wish', () => {
    expect(score('outcome', 'I propose a 6% raise.').comment).toBe('A concrete next step with a time or a measure.');
    expect(score('outcome', 'I am asking for an 8% raise from next quarter.').score).toBe(5);
  });

  it('gives "not yet a number and a date together" only when they are not together', () => {
    expect(score('specificity', 'I led 4 hires and cut costs by 12%.').comment).toBe('Several concrete facts, but not yet a number and a date together.');
    expect(score('specificity', 'I led 4 hires this year.').score).toBe(5);
  });

  it('a clear proposal without a time or a measure is told it needs one', () => {
    expect(score('outcome', 'I would like to propose a raise. Could we agree on it?')).toMatchObject({
      score: 4,
      comment: 'A clear proposal; a time or a measure would make it concrete.',
    });
  });
});

describe('practice feedback: tips fit the scenario', () => {
  const otherExamples = (scenarioId: string) =>
    Object.entries(TIP_EXAMPLES)
      .filter(([id]) => id !== scenarioId)
      .flatMap(([, examples]) => Object.values(examples));

  it("every scenario has its own example for the tips that depend on the conversation, and no other scenario's", () => {
    for (const scenario of SCENARIOS) {
      for (const criterion of scenario.rubric) {
        const tip = tipFor(scenario.id, criterion);
        expect(tip.startsWith(TIPS[criterion]), `${scenario.id} ${criterion}`).toBe(true);
        if (['specificity', 'empathy', 'outcome'].includes(criterion)) expect(tip, `${scenario.id} ${criterion}`).toContain(TIP_EXAMPLES[scenario.id]![criterion]);
        for (const other of otherExamples(scenario.id)) expect(tip, `${scenario.id} ${criterion}`).not.toContain(other);
      }
    }
  });

  it('never mentions a launch date in a raise talk', () => {
    for (const criterion of SCENARIOS.find((s) => s.id === 'negotiation-raise')!.rubric) expect(tipFor('negotiation-raise', criterion)).not.toMatch(/launch/i);
  });

  it('gives the general tip alone for a scenario it has no example for', () => {
    expect(tipFor('not-a-scenario', 'empathy')).toBe("Name the other person's view in one sentence and ask one open question.");
  });
});
