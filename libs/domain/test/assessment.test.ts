import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_SLUGS,
  ASSESSMENT_SLUG_BY_TITLE,
  ASSESSMENT_TITLES,
  ASSESSMENT_TITLE_BY_SLUG,
  AnswerSubmissionSchema,
  AssessmentSchema,
  AssessmentTitleSchema,
  QuestionSchema,
} from '../src/index';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('assessment titles and slugs', () => {
  it('maps every title to its slug and back', () => {
    expect(ASSESSMENT_TITLES).toEqual(['What Is Not Working', 'Who Am I', 'Where Am I Now', 'What Makes Me Thrive']);
    expect(ASSESSMENT_SLUGS).toEqual(['whats-not-working', 'who-am-i', 'where-am-i-now', 'what-makes-me-thrive']);
    for (const title of ASSESSMENT_TITLES) expect(ASSESSMENT_TITLE_BY_SLUG[ASSESSMENT_SLUG_BY_TITLE[title]]).toBe(title);
  });

  it('names the valid titles when an unknown one is asked for', () => {
    expect(firstMessage(AssessmentTitleSchema.safeParse("What's Not Working"))).toBe(
      'Unknown assessment. Choose one of: What Is Not Working, Who Am I, Where Am I Now, What Makes Me Thrive.',
    );
  });
});

describe('questions', () => {
  it('parses a rating question and a thrive question, and rejects a rating question without anchors', () => {
    const scale = { question_id: 'wnw-01', kind: 'scale', data: { content: 'c', leftText: 'l', rightText: 'r' } };
    const text = { question_id: 'thrive-01', kind: 'text', data: { content: 'I thrive when I am working on...' } };
    expect(QuestionSchema.parse(scale)).toEqual(scale);
    expect(QuestionSchema.parse(text)).toEqual(text);
    expect(QuestionSchema.safeParse({ ...scale, data: { content: 'c' } }).success).toBe(false);
    expect(
      AssessmentSchema.safeParse({ assessment_id: 'a1', title: 'Who Am I', slug: 'who-am-i', kind: 'scale', questions: [scale] })
        .success,
    ).toBe(true);
  });
});

describe('answer submission', () => {
  const base = {
    assessment_id: 'a1',
    question_id: 'wnw-01',
    question_data: { content: 'c', leftText: 'l', rightText: 'r' },
  };

  it('accepts a rating and a written answer', () => {
    expect(AnswerSubmissionSchema.safeParse({ ...base, answer_data: { type: 'scale', selection: '5' } }).success).toBe(true);
    expect(
      AnswerSubmissionSchema.safeParse({
        ...base,
        question_data: { content: 'I thrive when I am working on...' },
        answer_data: { type: 'text', text: 'Puzzles.' },
      }).success,
    ).toBe(true);
  });

  it.each([
    [{ type: 'scale', selection: '0' }, 'A rating must be a whole number from 1 to 5; "0" is not on the scale.'],
    [{ type: 'scale', selection: '6' }, 'A rating must be a whole number from 1 to 5; "6" is not on the scale.'],
    [{ type: 'scale' }, 'Please choose a rating from 1 (Strongly Disagree) to 5 (Strongly Agree).'],
    [{ type: 'text', text: 'z'.repeat(501) }, 'Your answer is too long.'],
    [{ type: 'text', text: '   ' }, 'Please write an answer before continuing; an empty or blank answer cannot be saved.'],
    [{ type: 'other' }, 'An answer must be either a rating ("scale") or a written answer ("text").'],
  ])('rejects %j with a message a person understands', (answer_data, message) => {
    expect(firstMessage(AnswerSubmissionSchema.safeParse({ ...base, answer_data }))).toBe(message);
  });

  it('asks which question an answer belongs to when question_id is missing', () => {
    const { question_id: _omitted, ...rest } = base;
    expect(firstMessage(AnswerSubmissionSchema.safeParse({ ...rest, answer_data: { type: 'scale', selection: '3' } }))).toBe(
      'The answer does not say which question it belongs to.',
    );
  });
});
