import { describe, expect, it } from 'vitest';
import { WHATS_NOT_WORKING, WHAT_MAKES_ME_THRIVE, validateAnswer } from '../src/index';

describe('validateAnswer on a rating exercise', () => {
  const check = (answer: unknown, questionId = 'wnw-01') => validateAnswer(WHATS_NOT_WORKING, questionId, answer);

  it('accepts each rating from 1 to 5', () => {
    for (const selection of ['1', '2', '3', '4', '5']) {
      expect(check({ type: 'scale', selection })).toEqual({ ok: true, answer: { type: 'scale', selection } });
    }
  });

  it.each([
    ['0', 'A rating must be a whole number from 1 to 5; "0" is not on the scale.'],
    ['6', 'A rating must be a whole number from 1 to 5; "6" is not on the scale.'],
    ['x', 'A rating must be a whole number from 1 to 5; "x" is not on the scale.'],
    [3, 'A rating must be sent as text ("1" to "5"), not as the number 3.'],
  ])('rejects the selection %j with a clear message', (selection, message) => {
    expect(check({ type: 'scale', selection })).toEqual({ ok: false, message, path: 'answer_data.selection' });
  });

  it('asks for a rating when the selection or the whole answer is missing', () => {
    const message = 'Please choose a rating from 1 (Strongly Disagree) to 5 (Strongly Agree).';
    expect(check({ type: 'scale' })).toEqual({ ok: false, message, path: 'answer_data.selection' });
    expect(check(undefined)).toEqual({ ok: false, message, path: 'answer_data.selection' });
  });

  it('rejects a written answer, an unknown type and a question of another assessment', () => {
    expect(check({ type: 'text', text: 'hello' })).toMatchObject({
      ok: false,
      message: 'This question is answered with a rating from 1 to 5, not with text.',
    });
    expect(check({ selection: '3' })).toMatchObject({
      ok: false,
      message: 'An answer must be either a rating ("scale") or a written answer ("text").',
    });
    expect(check({ type: 'scale', selection: '3' }, 'who-01')).toEqual({
      ok: false,
      message: 'The question "who-01" is not part of the "What Is Not Working" assessment.',
      path: 'question_id',
    });
  });
});

describe('validateAnswer on the thrive exercise', () => {
  const check = (answer: unknown) => validateAnswer(WHAT_MAKES_ME_THRIVE, 'thrive-02', answer);

  it('accepts text up to exactly 500 characters', () => {
    expect(check({ type: 'text', text: 'y'.repeat(500) })).toMatchObject({ ok: true });
  });

  it("rejects 501 characters with the spec's message", () => {
    expect(check({ type: 'text', text: 'y'.repeat(501) })).toEqual({
      ok: false,
      message: 'Your answer is too long.',
      path: 'answer_data.text',
    });
  });

  it('rejects blank and missing text, and a rating', () => {
    expect(check({ type: 'text', text: ' \n\t ' })).toMatchObject({
      ok: false,
      message: 'Please write an answer before continuing; an empty or blank answer cannot be saved.',
    });
    expect(check({ type: 'text' })).toMatchObject({ ok: false, message: 'Please write an answer before continuing.' });
    expect(check({ type: 'scale', selection: '3' })).toMatchObject({
      ok: false,
      message: 'This question is answered in your own words, not with a rating.',
    });
    expect(validateAnswer(WHAT_MAKES_ME_THRIVE, 'wnw-01', { type: 'text', text: 'hi' })).toMatchObject({
      ok: false,
      message: 'The question "wnw-01" is not part of the "What Makes Me Thrive" assessment.',
    });
  });
});
