// The contact form's robot check: the same ALTCHA proof of work as the account forms (app.robotCheck), and a
// solution is spent once (the accounts' spent-challenge table refuses a replay).
import type { Db } from '../../db/client';
import { spendChallenge } from '../../db/queries/tokens';
import { httpError } from '../../lib/http-error';
import { CHALLENGE_TTL_MS, type RobotCheck } from '../accounts/altcha';

export async function requireSolvedRobotCheck(deps: { db: Db; robot: RobotCheck; clock: () => Date }, payload: string | undefined): Promise<void> {
  const signature = await deps.robot.verify(payload);
  const now = deps.clock();
  if (!signature || !(await spendChallenge(deps.db, { signature, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS), now }))) {
    throw httpError(428, 'ROBOT_CHECK_REQUIRED', 'Please confirm you are not a robot.');
  }
}
