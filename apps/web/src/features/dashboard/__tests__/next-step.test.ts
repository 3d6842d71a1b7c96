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

describe('the next-step rule', () => {
  it("starts with What's Not Working when there is no assessment, whatever else exists", () => {
    expect(nextStep({ assessmentCount: 0, skillMatchCount: 3, roadmap: null })).toMatchObject({ kind: 'assessment', to: '/assessments?exercise=whats-not-working' });
  });

  it('then a skill match, then a roadmap', () => {
    expect(nextStep({ assessmentCount: 1, skillMatchCount: 0, roadmap: null }).kind).toBe('skill-match');
    expect(nextStep({ assessmentCount: 1, skillMatchCount: 1, roadmap: null })).toMatchObject({ kind: 'roadmap', to: '/roadmap' });
  });

  it('then the first unticked milestone', () => {
    const step = nextStep({ assessmentCount: 1, skillMatchCount: 1, roadmap: { targetRole: 'Analyst', milestones: [milestone('a', true), milestone('b', false), milestone('c', false)] } });
    expect(step).toMatchObject({ kind: 'milestone', title: 'Next milestone: b', to: '/roadmap' });
  });

  it("then, all ticked, the roadmap's practice scenario", () => {
    const step = nextStep({ assessmentCount: 1, skillMatchCount: 1, roadmap: { targetRole: 'Analyst', milestones: [milestone('a', true, 'negotiate-raise'), milestone('b', true)] } });
    expect(step).toMatchObject({ kind: 'practice', to: '/practice-gym?scenario=negotiate-raise' });
  });
});
