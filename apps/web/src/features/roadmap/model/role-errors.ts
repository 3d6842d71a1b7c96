// The API's answer to a role it does not know (400 UNKNOWN_ROLE), read per field: the message for the current or
// target role, and the roles it suggests instead, so the form can show them under the field the user has to fix.
import { ROLE_SUGGESTION_ISSUE } from '@waypoint/domain';
import { RequestError } from '../../../lib/request-error';

export type RoleField = 'currentRole' | 'targetRole';

export interface RoleError {
  message: string;
  suggestions: string[];
}

const FIELDS: readonly RoleField[] = ['currentRole', 'targetRole'];

/** Per role field, what the API said about it; null when the error is not about an unknown role. */
export function roleErrorsOf(error: unknown): Partial<Record<RoleField, RoleError>> | null {
  if (!(error instanceof RequestError) || error.code !== 'UNKNOWN_ROLE') return null;
  const found: Partial<Record<RoleField, RoleError>> = {};
  for (const field of FIELDS) {
    const issues = error.issues.filter((issue) => issue.path === `body.${field}`);
    const main = issues.find((issue) => issue.code !== ROLE_SUGGESTION_ISSUE);
    if (!main) continue;
    found[field] = { message: main.message, suggestions: issues.filter((issue) => issue.code === ROLE_SUGGESTION_ISSUE).map((issue) => issue.message) };
  }
  return Object.keys(found).length > 0 ? found : null;
}
