import { describe, expect, it } from 'vitest';
import { nextStep } from '../model/next-step';

const milestone = (id: string, done: boolean, practiceScenarioId: string | null = null) => ({
  id,
  title: id,
  skills: ['SQL'],
  resources: [],
  practiceScenarioId,
  checkpoint: 'c',
  hours: 10,
  weeks: 2,
  done,
});

const ALL = ['whats-not-working', 'who-am-i', 'where-am-i-now', 'what-makes-me-thrive'] as const;

describe('the next-step rule', () => {
  it("starts with What's Not Working when there is no assessment, whatever else exists", () => {
    expect(nextStep({ taken: [], unsavedCount: 0, skillMatchCount: 3, roadmap: null })).toMatchObject({ kind: 'assessment', to: '/assessments?exercise=whats-not-working' });
  });

  it('asks first to save results finished before signing in, when none is saved yet', () => {
    expect(nextStep({ taken: [], unsavedCount: 2, skillMatchCount: 0, roadmap: null })).toMatchObject({
      kind: 'save-results',
      text: 'You finished 2 exercises on this browser before signing in. Save them to your account to see them here and build on them.',
      to: '/assessments',
    });
    expect(nextStep({ taken: ['who-am-i'], unsavedCount: 2, skillMatchCount: 0, roadmap: null }).kind).not.toBe('save-results');
  });

  it('then the first exercise of the chain not taken yet, as the result screens offer it', () => {
    expect(nextStep({ taken: ['whats-not-working'], unsavedCount: 0, skillMatchCount: 0, roadmap: null })).toMatchObject({
      kind: 'assessment',
      title: 'Next exercise: Who Am I',
      to: '/assessments?exercise=who-am-i',
    });
    expect(nextStep({ taken: ['whats-not-working', 'who-am-i', 'where-am-i-now'], unsavedCount: 0, skillMatchCount: 5, roadmap: null }).to).toBe('/assessments?exercise=what-makes-me-thrive');
  });

  it('then a skill match, then a roadmap', () => {
    expect(nextStep({ taken: ALL, unsavedCount: 0, skillMatchCount: 0, roadmap: null }).kind).toBe('skill-match');
    expect(nextStep({ taken: ALL, unsavedCount: 0, skillMatchCount: 1, roadmap: null })).toMatchObject({ kind: 'roadmap', to: '/roadmap' });
  });

  it('then the first unticked milestone', () => {
    const step = nextStep({ taken: ALL, unsavedCount: 0, skillMatchCount: 1, roadmap: { targetRole: 'Analyst', milestones: [milestone('a', true), milestone('b', false), milestone('c', false)] } });
    expect(step).toMatchObject({ kind: 'milestone', title: 'Next milestone: b', to: '/roadmap' });
  });

  it("then, all ticked, the roadmap's practice scenario", () => {
    const step = nextStep({ taken: ALL, unsavedCount: 0, skillMatchCount: 1, roadmap: { targetRole: 'Analyst', milestones: [milestone('a', true, 'negotiate-raise'), milestone('b', true)] } });
    expect(step).toMatchObject({ kind: 'practice', to: '/practice-gym?scenario=negotiate-raise' });
    expect(step.text).toMatch(/^Rehearse the conversations that come with becoming an Analyst and/u);
  });
});
