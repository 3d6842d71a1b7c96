import { describe, expect, it } from 'vitest';
import { QuestionSchema, QUESTIONS_PER_ASSESSMENT } from '@waypoint/domain';
import {
  DEFINITIONS,
  RATING_DEFINITIONS,
  WHATS_NOT_WORKING,
  WHAT_MAKES_ME_THRIVE,
  WHERE_AM_I_NOW,
  WHO_AM_I,
  dimensionsOf,
  getDefinition,
  questionIdsOf,
  toQuestions,
} from '../src/index';

// Copied from spec section 3, "Dimension labels", word for word and in the spec's order.
const SPEC_LABELS = {
  whatsNotWorking: [
    'Feeling unfulfilled', 'Tasks feel monotonous', 'Salary satisfaction', 'Contributions unrecognized',
    'Skills underutilized', 'Desire for career change', 'Work-life balance', 'Restricted at work',
    'Work flexibility satisfaction', 'Lacking support/resources',
  ],
  whoAmI: [
    'Neuroticism', 'Extraversion', 'Openness to Experience', 'Agreeableness', 'Conscientiousness', 'Adaptability',
    'Resilience', 'Independence', 'Leadership', 'Creativity',
  ],
  whereAmINow: [
    'Clarity', 'Finance', 'Roadmap', 'Time', 'Resources', 'Support', 'Flexibility', 'Goals', 'Commitment', 'Feedback',
  ],
};

describe('item definitions', () => {
  it('given the spec label lists, each rating exercise has exactly one item per label, in the spec order', () => {
    expect(dimensionsOf(WHATS_NOT_WORKING)).toEqual(SPEC_LABELS.whatsNotWorking);
    expect(dimensionsOf(WHO_AM_I)).toEqual(SPEC_LABELS.whoAmI);
    expect(dimensionsOf(WHERE_AM_I_NOW)).toEqual(SPEC_LABELS.whereAmINow);
  });

  it('gives every item a stable, unique, prefixed id numbered in order', () => {
    const prefixes = { 'whats-not-working': 'wnw', 'who-am-i': 'who', 'where-am-i-now': 'now' } as const;
    for (const definition of RATING_DEFINITIONS) {
      const prefix = prefixes[definition.slug as keyof typeof prefixes];
      expect(definition.items).toHaveLength(QUESTIONS_PER_ASSESSMENT);
      expect(questionIdsOf(definition)).toEqual(
        Array.from({ length: 10 }, (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}`),
      );
    }
    const all = Object.values(DEFINITIONS).flatMap(questionIdsOf);
    expect(new Set(all).size).toBe(all.length);
  });

  it('keys exactly the items documented in SCORING.md in reverse', () => {
    const reversed = (items: readonly { question_id: string; reverse: boolean }[]) =>
      items.filter((item) => item.reverse).map((item) => item.question_id);
    expect(reversed(WHATS_NOT_WORKING.items)).toEqual(['wnw-01', 'wnw-03', 'wnw-05', 'wnw-09', 'wnw-10']);
    expect(reversed(WHO_AM_I.items)).toEqual(['who-03', 'who-05', 'who-07', 'who-09']);
    expect(reversed(WHERE_AM_I_NOW.items)).toEqual(['now-02', 'now-05', 'now-07', 'now-10']);
  });

  it('gives every rating item a statement and both anchor texts', () => {
    for (const definition of RATING_DEFINITIONS) {
      for (const item of definition.items) {
        expect(item.content.trim().length).toBeGreaterThan(10);
        expect(item.leftText.trim()).not.toBe('');
        expect(item.rightText.trim()).not.toBe('');
        expect(item.leftText).not.toBe(item.rightText);
      }
    }
  });

  it('uses the five thrive prompts of spec section 3 word for word', () => {
    expect(WHAT_MAKES_ME_THRIVE.prompts.map((prompt) => prompt.content)).toEqual([
      'I thrive when I am working on...',
      'My greatest strengths include...',
      'I am most fulfilled when...',
      'My ideal work environment looks like...',
      'My desire to transform my career is motivated by...',
    ]);
    expect(WHAT_MAKES_ME_THRIVE.maxChars).toBe(500);
  });

  it('serves questions in the wire shape without the scoring keys', () => {
    const questions = toQuestions(WHO_AM_I);
    expect(questions[0]).toEqual({
      question_id: 'who-01',
      kind: 'scale',
      data: {
        content: 'I tend to worry, and stress stays with me for a while.',
        leftText: 'Not like me',
        rightText: 'Very like me',
      },
    });
    for (const definition of Object.values(DEFINITIONS)) {
      for (const question of toQuestions(definition)) {
        expect(QuestionSchema.parse(question)).toEqual(question);
        expect(question).not.toHaveProperty('reverse');
        expect(question).not.toHaveProperty('dimension');
      }
    }
    expect(toQuestions(WHAT_MAKES_ME_THRIVE)[4]).toEqual({
      question_id: 'thrive-05',
      kind: 'text',
      data: { content: 'My desire to transform my career is motivated by...' },
    });
  });

  it('finds a definition by slug or by API title, and nothing for other names', () => {
    expect(getDefinition('who-am-i')).toBe(WHO_AM_I);
    expect(getDefinition('What Is Not Working')).toBe(WHATS_NOT_WORKING);
    expect(getDefinition('What Makes Me Thrive')).toBe(WHAT_MAKES_ME_THRIVE);
    expect(getDefinition("What's Not Working")).toBeUndefined();
    expect(getDefinition('toString')).toBeUndefined();
  });
});
