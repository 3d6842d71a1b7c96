// The role (and skill-match report) a link into /roadmap named, read from the address and dropped from it once used.
import { useSearchParams } from 'react-router';
import type { Roadmap, RoadmapInput } from '@waypoint/domain';

/**
 * The target role a link named (?target=, from "Plan a roadmap" on a career page, a typical day or a skill-match
 * result). It fills the form's target role, and opens the form over a plan that leads elsewhere, until a plan is built
 * or the form is cancelled. A saved skill-match result also names its report (?report=), where the form starts.
 */
export function useLinkedTarget() {
  const [params, setParams] = useSearchParams();
  const target = params.get('target')?.trim() || null;
  const report = params.get('report')?.trim() || null;
  const differsFrom = (role: string) => target !== null && target.toLowerCase() !== role.trim().toLowerCase();
  return {
    target,
    report,
    differsFrom,
    over: <T extends Partial<RoadmapInput>>(input: T): T => (target ? { ...input, targetRole: target } : input),
    /**
     * The form's "Filled in from ..." line: the plan the link would replace, or the skill match; and the link itself
     * when its role is not already the skill match's own. Null when the user typed the values (or there are none).
     */
    filledFrom: (plan: Roadmap | null, skillMatch: { source: string | null; targetRole: string | undefined }): string | null => {
      if (plan) return differsFrom(plan.targetRole) ? 'your current plan and the career you chose' : null;
      const sources = [skillMatch.source, differsFrom(skillMatch.targetRole ?? '') ? 'the career you chose' : null].filter(Boolean);
      return sources.length ? sources.join(' and ') : null;
    },
    // Only when there is one: the same address again counts as a new visit to the page, which puts focus on <main>
    // (app/shell/use-route-effects) and would take it from the plan that just appeared.
    drop: () => {
      if (target === null && report === null) return;
      setParams(
        (current) => {
          current.delete('target');
          current.delete('report');
          return current;
        },
        { replace: true },
      );
    },
  };
}
