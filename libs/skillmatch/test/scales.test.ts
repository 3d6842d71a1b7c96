import { describe, expect, it } from 'vitest';
import { statusForScore } from '../src/scales';

describe('section status', () => {
  // The score badge beside a status is green from 8, yellow from 3, red below (spec section 9): the status text's
  // colour (Mostly meet green, Attention orange, No match red) must fall in the same band.
  it.each([
    [10, 'Mostly meet'],
    [8, 'Mostly meet'],
    [7.99, 'Attention'],
    [3, 'Attention'],
    [2.99, 'No match'],
    [0, 'No match'],
    [null, 'Not assessed yet'],
  ] as const)('score %s is %s', (score, status) => {
    expect(statusForScore(score)).toBe(status);
  });
});
