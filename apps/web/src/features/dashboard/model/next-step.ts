// The one recommended next step (D18), by a fixed rule so the same data always gives the same advice:
// results finished before signing in and nothing saved -> save them; no assessment -> start What's Not Working; an
// exercise of the chain not taken yet -> the first of them, as each result screen offers it; no skill match -> run
// one; no roadmap -> build one; otherwise the next unticked milestone, or (all ticked) a practice scenario.
import { cardFor, EXERCISE_CHAIN } from '@waypoint/assessment';
import { withArticle, type AssessmentSlug, type Roadmap } from '@waypoint/domain';

export interface NextStepInput {
  /** The exercises with a saved result. */
  taken: readonly AssessmentSlug[];
  /** Results finished in this browser before signing in and not saved yet. */
  unsavedCount: number;
  skillMatchCount: number;
  roadmap: Pick<Roadmap, 'milestones' | 'targetRole'> | null;
}

export interface NextStep {
  kind: 'save-results' | 'assessment' | 'skill-match' | 'roadmap' | 'milestone' | 'practice';
  title: string;
  text: string;
  to: string;
  action: string;
}

export function nextStep({ taken, unsavedCount, skillMatchCount, roadmap }: NextStepInput): NextStep {
  if (taken.length === 0 && unsavedCount > 0) {
    return {
      kind: 'save-results',
      title: 'Save the results you finished',
      text: `You finished ${unsavedCount === 1 ? 'an exercise' : `${unsavedCount} exercises`} on this browser before signing in. Save ${unsavedCount === 1 ? 'it' : 'them'} to your account to see ${unsavedCount === 1 ? 'it' : 'them'} here and build on ${unsavedCount === 1 ? 'it' : 'them'}.`,
      to: '/assessments',
      action: 'Save my results',
    };
  }
  if (taken.length === 0) {
    return {
      kind: 'assessment',
      title: "Start with What's Not Working",
      text: 'A three-minute exercise that names what is holding you back at work. It is the best first step.',
      to: '/assessments?exercise=whats-not-working',
      action: "Start What's Not Working",
    };
  }
  const untaken = EXERCISE_CHAIN.find((slug) => !taken.includes(slug));
  if (untaken) {
    const { title } = cardFor(untaken);
    return {
      kind: 'assessment',
      title: `Next exercise: ${title}`,
      text: 'Three minutes each: every exercise adds to the picture your skill match and roadmap start from.',
      to: `/assessments?exercise=${untaken}`,
      action: `Start ${title}`,
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
    text: `Rehearse the conversations that come with becoming ${withArticle(roadmap.targetRole)} and get feedback on your answer.`,
    to: scenario ? `/practice-gym?scenario=${encodeURIComponent(scenario)}` : '/practice-gym',
    action: 'Open the practice gym',
  };
}
