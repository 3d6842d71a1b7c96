import { describe, expect, it } from 'vitest';
import { ThriveResultSchema } from '@waypoint/domain';
import { formatThriveResult, promptWithoutDots, thriveCopyText } from '../src/index';

describe('thrive result formatting', () => {
  it('drops the trailing dots of each prompt', () => {
    expect(promptWithoutDots('I thrive when I am working on...')).toBe('I thrive when I am working on');
    expect(promptWithoutDots('I am most fulfilled when\u2026')).toBe('I am most fulfilled when');
    expect(promptWithoutDots('No dots here')).toBe('No dots here');
  });

  it("shows each answer trimmed, or 'No response provided' when missing or blank", () => {
    const result = formatThriveResult({
      'thrive-01': '  Building tools people rely on.  ',
      'thrive-02': '   ',
      'thrive-04': 'A calm, curious team.',
      'thrive-05': '',
    });
    expect(result.entries.map((entry) => [entry.prompt, entry.display])).toEqual([
      ['I thrive when I am working on', 'Building tools people rely on.'],
      ['My greatest strengths include', 'No response provided'],
      ['I am most fulfilled when', 'No response provided'],
      ['My ideal work environment looks like', 'A calm, curious team.'],
      ['My desire to transform my career is motivated by', 'No response provided'],
    ]);
    expect(result.entries[1]!.answer).toBeNull();
    expect(result.complete).toBe(false);
    expect(ThriveResultSchema.parse(result)).toEqual(result);
  });

  it('reads the stored answer list form and is complete when all five are answered within the limit', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((text, index) => ({
      question_id: `thrive-0${index + 1}`,
      answer_data: { type: 'text', text },
    }));
    const result = formatThriveResult(list);
    expect(result.entries.map((entry) => entry.answer)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(result.complete).toBe(true);

    const tooLong = formatThriveResult([...list, { question_id: 'thrive-05', answer_data: { type: 'text', text: 'x'.repeat(501) } }]);
    expect(tooLong.entries[4]!.answer).toHaveLength(501);
    expect(tooLong.complete).toBe(false);
  });

  it('builds the copy text: a heading, then each prompt with its answer', () => {
    const result = formatThriveResult({ 'thrive-01': 'Data problems.', 'thrive-03': 'I help someone learn.' });
    expect(thriveCopyText(result)).toBe(
      [
        'What Makes Me Thrive',
        'I thrive when I am working on:\nData problems.',
        'My greatest strengths include:\nNo response provided',
        'I am most fulfilled when:\nI help someone learn.',
        'My ideal work environment looks like:\nNo response provided',
        'My desire to transform my career is motivated by:\nNo response provided',
      ].join('\n\n'),
    );
  });
});
