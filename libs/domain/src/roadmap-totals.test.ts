// The roadmap's arithmetic (assembleRoadmap), which the server and a visitor's browser both use: a user checks the
// totals by hand, so they must add up at the plan's pace whatever was ticked, re-planned or untouched for months.
import { describe, expect, it } from 'vitest';
import { assembleRoadmap, COACHING_TEXT, type Milestone, type Roadmap } from './index';

const milestone = (id: string, hours: number, weeks: number, done = false): Milestone => ({
  id,
  title: id,
  skills: [id],
  resources: [],
  practiceScenarioId: null,
  checkpoint: `Use ${id}`,
  hours,
  weeks,
  done,
});

const base: Pick<Roadmap, 'currentRole' | 'targetRole' | 'targetCode' | 'hoursPerWeek' | 'targetDate' | 'startDate' | 'engine'> = {
  currentRole: 'Registered Nurse',
  targetRole: 'Medical and Health Services Manager',
  targetCode: '11-9111.00',
  hoursPerWeek: 40,
  targetDate: null,
  startDate: '2030-01-07',
  engine: 'builtin',
};

describe('roadmap totals', () => {
  it('round the hours still to do once at the pace: 391 hours at 40 a week is 10 weeks, not the sum of rounded milestones', () => {
    const plan = assembleRoadmap(base, [milestone('a', 95, 3), milestone('b', 101, 3), milestone('c', 95, 3), milestone('d', 100, 3)]);
    expect(plan).toMatchObject({ totalHours: 391, totalWeeks: 10, finishDate: '2030-03-18' });
  });

  it('pace a milestone unticked after a re-plan at the new pace, and keep the weeks of one done', () => {
    // Ticked at 8 hours a week (12 weeks), then re-planned at 2 a week.
    const atTwo = { ...base, hoursPerWeek: 2 };
    const ticked = assembleRoadmap(atTwo, [milestone('a', 95, 12, true), milestone('b', 20, 10)]);
    expect(ticked.milestones[0]!.weeks).toBe(12);
    const unticked = assembleRoadmap(atTwo, ticked.milestones.map((m) => ({ ...m, done: false })));
    expect(unticked.milestones.map((m) => m.weeks)).toEqual([48, 10]);
    expect(unticked).toMatchObject({ totalHours: 115, totalWeeks: 58 });
  });

  it('count the weeks still needed from today once the plan has started, and from its start before', () => {
    const milestones = [milestone('a', 80, 2)];
    expect(assembleRoadmap(base, milestones, '2030-05-06').finishDate).toBe('2030-05-20');
    expect(assembleRoadmap(base, milestones, '2029-12-01').finishDate).toBe('2030-01-21');
    expect(assembleRoadmap(base, milestones).finishDate).toBe('2030-01-21');
  });

  it('name the pace that meets the target date, counted from today', () => {
    const plan = assembleRoadmap({ ...base, hoursPerWeek: 5, targetDate: '2030-03-04' }, [milestone('a', 50, 10)], '2030-01-07');
    // Eight weeks to the date: 50 hours need 7 a week.
    expect(plan.warning).toBe(COACHING_TEXT.targetDateWarning(5, 10, 7));
    const later = assembleRoadmap({ ...base, hoursPerWeek: 5, targetDate: '2030-03-04' }, [milestone('a', 50, 10)], '2030-03-04');
    expect(later.warning).toBe(COACHING_TEXT.targetDatePassed);
  });

  it('leave a finished plan without a warning, even when its target date has passed', () => {
    const done = assembleRoadmap({ ...base, targetDate: '2030-02-01' }, [milestone('a', 80, 2, true)], '2030-06-01');
    expect(done).toMatchObject({ totalHours: 0, totalWeeks: 0 });
    expect(done).not.toHaveProperty('warning');
  });
});
