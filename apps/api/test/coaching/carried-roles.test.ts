// Where a career changer's experience carries (D26): which occupation the role they leave is, and the roles like it.
import type { Occupation } from '@waypoint/domain';
import { defaultCatalogue } from '@waypoint/skillmatch';
import { describe, expect, it } from 'vitest';
import { carriedRoles, occupationNamed } from '../../src/services/coaching/carried-roles';

const catalogue = defaultCatalogue;
const named = (name: string) => occupationNamed(name, catalogue)?.code;
const occupation = (code: string) => catalogue.occupations.find((o) => o.code === code)!;

describe('the role a writer leaves', () => {
  it('is the occupation their words name, however they name it', () => {
    expect(named('car mechanic')).toBe('49-3023.00');
    // The head noun of a longer title, called exactly that.
    expect(named('theatre nurse')).toBe('29-1141.00');
    expect(named('primary school teacher')).toBe('25-2021.00');
    // A sector, by the role most of its workers hold; a field, by its role.
    expect(named('hospitality')).toBe('35-3031.00');
    expect(named('admin')).toBe('43-6014.00');
    expect(named('retail')).toBe('41-2031.00');
    expect(named('accounting')).toBe('13-2011.00');
  });

  it('is none for words that only share a word with a role', () => {
    // Before: a Service Desk Analyst (IT Support Specialist) for "the civil service".
    expect(named('the civil service')).toBeUndefined();
    expect(named('local government')).toBeUndefined();
    expect(named('a bit')).toBeUndefined();
    expect(named('people person')).toBeUndefined();
  });
});

describe('roles experience carries into', () => {
  it('are the most alike by skills, never the same work, a far step up or a health licence, nor what the caller excludes', () => {
    const nurse = occupation('29-1141.00');
    const all = carriedRoles(nurse, 'nurse', catalogue, 10, () => false);
    expect(all).toHaveLength(10);
    expect(all.map((r) => r.similarity)).toEqual([...all.map((r) => r.similarity)].sort((a, b) => b - a));
    for (const role of all) {
      expect(role.occupation.code.startsWith('29-1')).toBe(false);
      expect(role.occupation.jobZone ?? 0).toBeLessThanOrEqual((nurse.jobZone ?? 0) + 1);
      expect(role.shared.length).toBeGreaterThan(0);
      expect(role.shared.length).toBeLessThanOrEqual(3);
    }
    const excluded = (o: Occupation) => o.code === all[0]!.occupation.code;
    const without = carriedRoles(nurse, 'nurse', catalogue, 3, excluded);
    expect(without.map((r) => r.occupation.code)).toEqual(all.slice(1, 4).map((r) => r.occupation.code));
    expect(carriedRoles(nurse, 'nurse', catalogue, 0, () => false)).toEqual([]);
  });
});
