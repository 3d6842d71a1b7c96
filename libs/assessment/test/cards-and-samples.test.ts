import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_CARDS,
  DEFINITIONS,
  EXERCISE_CHAIN,
  SAMPLE_NOTE,
  SAMPLE_RATING_ANSWERS,
  cardFor,
  nextExercise,
  nextStepText,
  sampleReport,
  scoreAssessment,
  WHATS_NOT_WORKING,
} from '../src/index';

describe('cards of the /assessments page', () => {
  it('lists the four exercises in the spec order with their subtitles', () => {
    expect(ASSESSMENT_CARDS.map((card) => [card.order, card.title, card.subtitle])).toEqual([
      [1, "What's Not Working", 'Identify Your Frustrations'],
      [2, 'Who Am I', 'Uncover Your Core Traits'],
      [3, 'Where Am I Now', 'Assess Your Current Situation and Readiness for Change'],
      [4, 'What Makes Me Thrive', 'Your Career Pitch Story'],
    ]);
    expect(cardFor('whats-not-working').apiTitle).toBe('What Is Not Working');
  });

  it("shows '3 minutes' and the real question count", () => {
    for (const card of ASSESSMENT_CARDS) expect(card.duration).toBe('3 minutes');
    expect(ASSESSMENT_CARDS.slice(0, 3).map((card) => card.questionCountText)).toEqual(Array(3).fill('10 questions'));
    expect(cardFor('what-makes-me-thrive').questionCountText).toBe('5 questions');
  });
});

describe('exercise chain', () => {
  it("leads from What's Not Working to Who Am I, Where Am I Now and the career pitch, then stops", () => {
    expect(EXERCISE_CHAIN.map(nextExercise)).toEqual(['who-am-i', 'where-am-i-now', 'what-makes-me-thrive', null]);
    expect(nextStepText('what-makes-me-thrive')).toBe('');
  });
});

describe('sample reports', () => {
  it('runs the fixed sample answers through the same scoring and labels the result as a sample', () => {
    for (const slug of ['whats-not-working', 'who-am-i', 'where-am-i-now'] as const) {
      const report = sampleReport(slug);
      expect(report).toMatchObject({ sample: true, label: 'Sample report', kind: 'scale' });
      expect(report.caption).toMatch(/made-up answers/);
      const definition = DEFINITIONS[slug];
      if (definition.kind !== 'scale') throw new Error('rating exercise expected');
      // The same scores, with a note that does not call them the reader's own answers.
      expect(report.result).toEqual({ ...scoreAssessment(definition, SAMPLE_RATING_ANSWERS[slug]), note: SAMPLE_NOTE });
      expect(report.result.note).not.toMatch(/your own answers today/);
      expect(report.result.complete).toBe(true);
      expect(report.result.flat).toBe(false);
    }
  });

  it("gives What's Not Working a sample whose summary reads naturally", () => {
    const report = sampleReport('whats-not-working');
    expect(report.result.summary).toBe(
      'What weighs on you most right now: Skills underutilized. What bothers you least: Salary satisfaction (your pay), ' +
        'Work-life balance and Work flexibility satisfaction (your say over when and where you work).',
    );
    expect(scoreAssessment(WHATS_NOT_WORKING, report.answers).summary).toBe(report.result.summary);
  });

  it("tells the same story as the 'Meet Maya' persona shown beside the samples", () => {
    // Unused skills, not pay, weigh on her most.
    const notWorking = sampleReport('whats-not-working').result;
    expect(notWorking.strongest).toEqual(['Skills underutilized']);
    const score = (result: typeof notWorking, dimension: string) => result.dimensions.find((d) => d.dimension === dimension)!.score;
    expect(score(notWorking, 'Salary satisfaction')).toBeLessThan(score(notWorking, 'Skills underutilized'));
    // Curiosity and patience with detail stand out.
    expect(sampleReport('who-am-i').result.strongest).toEqual(['Openness to Experience', 'Conscientiousness']);
    // Her savings are fine but her plan is missing.
    const now = sampleReport('where-am-i-now').result;
    expect(now.weakest).toEqual(['Roadmap']);
    expect(score(now, 'Finance')).toBeGreaterThanOrEqual(4);
  });

  it('gives the thrive exercise a complete sample with its copy text', () => {
    const report = sampleReport('what-makes-me-thrive');
    expect(report).toMatchObject({ sample: true, kind: 'text', label: 'Sample report' });
    expect(report.result.complete).toBe(true);
    expect(report.copyText.startsWith('What Makes Me Thrive\n\nI thrive when I am working on:\n')).toBe(true);
  });
});
