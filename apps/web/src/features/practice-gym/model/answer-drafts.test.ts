import { afterEach, describe, expect, it } from 'vitest';
import { DRAFTS_KEPT, DRAFTS_KEY, readDraft, writeDraft } from './answer-drafts';
import { forgetBrowserData } from '../../../lib/browser-data';

afterEach(() => window.localStorage.clear());

describe('practice answer drafts', () => {
  it('keeps one draft per scenario, and an empty answer removes it', () => {
    writeDraft('negotiate-raise', 'I would like to talk about');
    writeDraft('give-feedback', 'Can we look at the deadline');
    expect(readDraft('negotiate-raise')).toBe('I would like to talk about');
    expect(readDraft('give-feedback')).toBe('Can we look at the deadline');
    writeDraft('negotiate-raise', '   ');
    expect(readDraft('negotiate-raise')).toBe('');
    writeDraft('give-feedback', '');
    expect(window.localStorage.getItem(DRAFTS_KEY)).toBeNull();
  });

  it(`keeps the ${DRAFTS_KEPT} newest drafts, a rewritten one counting as new`, () => {
    for (let i = 0; i < DRAFTS_KEPT; i += 1) writeDraft(`s${i}`, `draft ${i}`);
    writeDraft('s0', 'draft 0, rewritten');
    writeDraft('s-new', 'one more');
    expect(readDraft('s0')).toBe('draft 0, rewritten');
    expect(readDraft('s1')).toBe('');
    expect(readDraft('s2')).toBe('draft 2');
    expect(readDraft('s-new')).toBe('one more');
    expect(JSON.parse(window.localStorage.getItem(DRAFTS_KEY) ?? '[]')).toHaveLength(DRAFTS_KEPT);
    // Removing one drops nothing else.
    writeDraft('s-new', '');
    expect(readDraft('s2')).toBe('draft 2');
    expect(JSON.parse(window.localStorage.getItem(DRAFTS_KEY) ?? '[]')).toHaveLength(DRAFTS_KEPT - 1);
  });

  it('reads anything else kept under its key as no draft, and is forgotten on signing out', () => {
    window.localStorage.setItem(DRAFTS_KEY, '[["give-feedback", "kept"]');
    expect(readDraft('give-feedback')).toBe('');
    window.localStorage.setItem(DRAFTS_KEY, JSON.stringify({ 'give-feedback': 'kept' }));
    expect(readDraft('give-feedback')).toBe('');
    window.localStorage.setItem(DRAFTS_KEY, JSON.stringify([['negotiate-raise', 42], ['give-feedback', 'kept'], 'x']));
    expect(readDraft('negotiate-raise')).toBe('');
    expect(readDraft('give-feedback')).toBe('kept');
    forgetBrowserData();
    expect(readDraft('give-feedback')).toBe('');
  });
});
