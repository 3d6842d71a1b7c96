import { afterEach, describe, expect, it } from 'vitest';
import { finishedResult, storeResults } from '../test/stored-results';
import { countAnonymousResults } from './anonymous-results';
import { countSavableResults, toImportBody } from './savable-results';

afterEach(() => window.localStorage.clear());

describe('results an account can take', () => {
  it('counts only finished results of a known exercise whose every answer the server accepts', () => {
    const whoAmI = finishedResult('who-am-i');
    const { ['who-03']: _dropped, ...incomplete } = whoAmI.answers;
    storeResults([
      whoAmI,
      finishedResult('what-makes-me-thrive'),
      { ...whoAmI, answers: incomplete },
      { ...whoAmI, answers: { ...whoAmI.answers, 'who-01': '6' } },
      { ...finishedResult('what-makes-me-thrive'), answers: { ...finishedResult('what-makes-me-thrive').answers, 'thrive-01': 'x'.repeat(501) } },
      { ...whoAmI, slug: 'who-are-you' },
      { ...whoAmI, slug: 'constructor' },
      'not a result',
    ]);
    // Log out and the dashboard speak of the two that could be saved, not of all that is stored.
    expect(countAnonymousResults()).toBe(7);
    expect(countSavableResults()).toBe(2);
    expect(toImportBody([whoAmI])?.results[0]).toMatchObject({ slug: 'who-am-i', completed_at: whoAmI.completedAt });
  });

  it('counts none when nothing or something unreadable is stored', () => {
    expect(countSavableResults()).toBe(0);
    window.localStorage.setItem('waypoint.assessments.v1.anonymous-results', '{not json');
    expect(countSavableResults()).toBe(0);
    expect(countSavableResults(undefined)).toBe(0);
  });

  it('leaves out a completion time the server would refuse, so it stamps the time of saving', () => {
    const now = Date.parse('2026-06-01T00:00:00.000Z');
    const body = toImportBody([finishedResult('who-am-i', '2026-06-02T00:00:00.000Z'), finishedResult('who-am-i', 'yesterday'), finishedResult('who-am-i', '1999-12-31T00:00:00.000Z')], now);
    expect(body?.results.map((r) => r.completed_at)).toEqual([undefined, undefined, undefined]);
  });
});
