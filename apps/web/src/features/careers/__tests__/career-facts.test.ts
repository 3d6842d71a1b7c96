import { describe, expect, it } from 'vitest';
import { thousandsOfDollars as thousands } from '@waypoint/domain';
import { growthText, otherNames, preparationOf, skillGroups } from '../model/career-facts';

describe('career facts', () => {
  it('names the preparation of each O*NET Job Zone, and none without one', () => {
    expect(preparationOf(4)).toEqual({ label: 'High', detail: "Job Zone 4 of 5, considerable preparation: usually a bachelor's degree" });
    expect(preparationOf(1)?.label).toBe('Little');
    expect(preparationOf(null)).toBeNull();
    expect(preparationOf(9)).toBeNull();
  });

  it('writes pay in thousands and growth with its sign', () => {
    expect(thousands(133_080)).toBe('$133K');
    expect(thousands(79_499)).toBe('$79K');
    // BLS's top code is a floor, not a figure: surgeons earn it or more.
    expect(thousands(239_200)).toBe('$239K+');
    expect(thousands(238_380)).toBe('$238K');
    expect(growthText(15.8)).toBe('+15.8%');
    expect(growthText(-3)).toBe('-3%');
    expect(growthText(0)).toBe('0%');
  });

  it('lists other names without the heading or the official title, case-insensitively, at most five', () => {
    const names = otherNames({ role: 'Software Engineer', title: 'Software Developers', alternateTitles: ['software engineer', 'Developer', 'Software Developers', 'A', 'B', 'C', 'D', 'E'] });
    expect(names).toEqual(['Developer', 'A', 'B', 'C', 'D']);
  });

  it('groups skills by kind, most important first, leaving out empty groups', () => {
    const skill = (id: string, kind: string, importance: number) => ({ id, name: id, kind, importance, level: 4 });
    const groups = skillGroups([skill('git', 'technology', 4.2), skill('listening', 'soft', 3.7), skill('programming', 'hard', 4.75), skill('detail', 'workStyle', 4.9)], 8);
    expect(groups.map((g) => [g.title, g.skills.map((s) => s.id)])).toEqual([
      ['Skills and tools', ['programming', 'git']],
      ['Soft skills', ['listening']],
      ['Work styles', ['detail']],
    ]);
    expect(skillGroups(Array.from({ length: 12 }, (_, i) => skill(`s${i}`, 'soft', i)), 3)[0]!.skills.map((s) => s.id)).toEqual(['s11', 's10', 's9']);
  });
});
