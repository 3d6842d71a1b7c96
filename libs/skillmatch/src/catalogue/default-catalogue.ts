// The catalogue shipped with Waypoint (D21): works with no database and no import.
import type { Catalogue } from '@waypoint/domain';
import { DEFAULT_SKILLS } from './define';
import { DEFAULT_OCCUPATIONS } from './occupations';
import { ROLE_ALIASES } from './role-aliases';

export const DEFAULT_CATALOGUE_SOURCE =
  'Waypoint default catalogue: O*NET 29.3 Database by USDOL/ETA (CC BY 4.0), BLS OEWS May 2024, BLS Employment Projections 2024-34, with skills and ratings authored by Waypoint';

export const defaultCatalogue: Catalogue = {
  source: DEFAULT_CATALOGUE_SOURCE,
  occupations: DEFAULT_OCCUPATIONS,
  skills: DEFAULT_SKILLS,
  roleAliases: [...ROLE_ALIASES],
};
