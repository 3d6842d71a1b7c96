// The one recommended next step (D18), by a fixed rule so the same data always gives the same advice:
// no assessment -> start What's Not Working; no skill match -> run one; no roadmap -> build one;
// otherwise the next unticked milestone, or (all ticked) a practice scenario.
import type { Roadmap } from '@waypoint/domain';

export interface NextStepInput {
  assessmentCount: number;
  skillMatchCount: number;
  roadmap: Pick<Roadmap, 'milestones' | 'targetRole'> | null;
}

export interface NextStep {
  kind: 'assessment' | 'skill-match' | 'roadmap' | 'milestone' | 'practice';
  title: string;
  text: string;
  to: string;
  action: string;
}

export function nextStep({ assessmentCount, skillMatchCount, roadmap }: NextStepInput): NextStep {
  if (assessmentCount === 0) {
    return {
      kind: 'assessment',
      title: "Start with What's Not Working",
      text: 'A three-minute exercise that names what is holding you back at work. It is the best first step.',
      to: '/assessments?exercise=whats-not-working',
      action: "Start What's Not Working",
    };
  }
  if (skillMatchCount === 0) {
    return {
      kind: 'skill-match',
      title: 'Run a skill match',
      text: 'Compare your skills with a role you want, and see what matches and what is missing.',
      to: '/skillmatch',
      action: 'Run a skill match',
    };
  }
  if (!roadmap || roadmap.milestones.length === 0) {
    return {
      kind: 'roadmap',
      title: 'Build your roadmap',
      text: 'Turn the gap to your target role into milestones paced to the hours you can give each week.',
      to: '/roadmap',
      action: 'Build my roadmap',
    };
  }
  const next = roadmap.milestones.find((m) => !m.done);
  if (next) {
    return {
      kind: 'milestone',
      title: `Next milestone: ${next.title}`,
      text: `${next.skills.slice(0, 3).join(', ') || 'Keep going'} · about ${next.hours} hours. Tick it off on your roadmap when you reach its checkpoint.`,
      to: '/roadmap',
      action: 'Open my roadmap',
    };
  }
  const scenario = [...roadmap.milestones].reverse().find((m) => m.practiceScenarioId)?.practiceScenarioId;
  return {
    kind: 'practice',
    title: 'Every milestone is done: practise for the interview',
    text: `Rehearse the conversations that come with becoming a ${roadmap.targetRole} and get feedback on your answer.`,
    to: scenario ? `/practice-gym?scenario=${encodeURIComponent(scenario)}` : '/practice-gym',
    action: 'Open the practice gym',
  };
}
