import { COACHING_TEXT, RoadmapSchema, type Roadmap } from '@waypoint/domain';
import { describe, expect, it } from 'vitest';
import { keepTicked, withTick } from '../model/local-roadmap';

const milestone = (id: string, hours: number, done = false) => ({
  id,
  title: id,
  skills: [id],
  resources: [],
  practiceScenarioId: null,
  checkpoint: `Use ${id}`,
  hours,
  weeks: Math.ceil(hours / 5),
  done,
});

/** A visitor's plan as the API sends it: 20 + 30 hours at 5 a week, 10 weeks, with 8 weeks to the target date. */
const plan: Roadmap = RoadmapSchema.parse({
  currentRole: 'Teacher',
  targetRole: 'Instructional Designer',
  targetCode: '25-9031.00',
  hoursPerWeek: 5,
  targetDate: '2030-03-04',
  startDate: '2030-01-07',
  milestones: [milestone('sql', 20), milestone('statistics', 30)],
  totalHours: 50,
  totalWeeks: 10,
  finishDate: '2030-03-18',
  // 7 hours a week fits them in the 8 weeks: 3 + 5.
  warning: COACHING_TEXT.targetDateWarning(5, 10, 7),
  engine: 'builtin',
});

describe("a visitor's plan", () => {
  it('counts only what is left once a milestone is ticked: totals, finish date and the warning follow', () => {
    const ticked = withTick(plan, 'sql', true);
    expect(ticked.milestones.map((m) => m.done)).toEqual([true, false]);
    expect(ticked).toMatchObject({ totalHours: 30, totalWeeks: 6, finishDate: '2030-02-18' });
    // Six weeks fit in the eight before the target date.
    expect(ticked).not.toHaveProperty('warning');
    expect(withTick(ticked, 'sql', false)).toEqual(plan);
    expect(plan.warning).toBe('The target date cannot be met at 5 hours a week; it needs about 10 weeks. About 7 hours a week would meet it, or choose a later date.');
  });

  it('keeps ticked milestones through a re-plan without counting them again', () => {
    const ticked = withTick(plan, 'sql', true);
    // The server re-plans everything as to do, at a new pace (10 hours a week).
    const atTen = (id: string, hours: number) => ({ ...milestone(id, hours), weeks: Math.ceil(hours / 10) });
    const next = RoadmapSchema.parse({ ...plan, hoursPerWeek: 10, milestones: [atTen('sql', 20), atTen('statistics', 30)] });
    const kept = keepTicked(ticked, next);
    expect(kept.milestones.map((m) => [m.id, m.done])).toEqual([['sql', true], ['statistics', false]]);
    // What is done stays as it was done; only the rest is paced again.
    expect(kept.milestones[0]).toEqual(ticked.milestones[0]);
    expect(kept.milestones[1]!.weeks).toBe(3);
    expect(kept).toMatchObject({ totalHours: 30, totalWeeks: 3 });
  });
});
