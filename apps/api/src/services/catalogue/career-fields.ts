// Browsing the catalogue by field of work, for people who do not know a job title to search for yet: the SOC major
// groups (the first two digits of an O*NET code: 15 = Computer and Mathematical) with how many occupations each
// holds, and one field's occupations with the figures that tell them apart (median pay, outlook).
import type { Catalogue } from '@waypoint/domain';
import { indexCatalogue, medianPayOf, roleNameOf } from '@waypoint/skillmatch';

export interface CareerField {
  /** The SOC major group: '15'. */
  id: string;
  name: string;
  count: number;
}

export interface FieldOccupation {
  code: string;
  role: string;
  /** The O*NET title, when the role goes by a friendlier name ('Software Developers' for 'Software Engineer'). */
  title: string;
  medianPay: number | null;
  /** Only where BLS publishes no annual pay for the work. */
  medianHourlyPay: number | null;
  growthPercent: number | null;
}

/** The field (SOC major group) of an O*NET-SOC code: '15' for 15-1252.00. */
export const fieldOf = (code: string) => code.slice(0, 2);

export function careerFields(catalogue: Catalogue): CareerField[] {
  const fields = new Map<string, CareerField>();
  for (const occ of catalogue.occupations) {
    const id = fieldOf(occ.code);
    const field = fields.get(id) ?? { id, name: occ.industry, count: 0 };
    field.count += 1;
    fields.set(id, field);
  }
  return [...fields.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The field's name and its occupations by role name, or null when the catalogue has none in it. */
export function careersInField(catalogue: Catalogue, id: string): { id: string; name: string; occupations: FieldOccupation[] } | null {
  const inField = catalogue.occupations.filter((occ) => fieldOf(occ.code) === id);
  if (inField.length === 0) return null;
  const index = indexCatalogue(catalogue);
  const occupations = inField
    .map((occ) => ({ code: occ.code, role: roleNameOf(index, occ), title: occ.title, ...medianPayOf(occ), growthPercent: occ.growth?.percent ?? null }))
    .sort((a, b) => a.role.localeCompare(b.role) || a.code.localeCompare(b.code));
  return { id, name: inField[0]!.industry, occupations };
}
