// The encouraging text under a rating result. It reacts to the actual scores (what stands out, whether anything
// weighs heavily), then points to the next exercise of the chain.
import type { AssessmentSlug, RatingResult } from '@waypoint/domain';
import { DEFINITIONS, nextExercise } from './definitions';
import { joinWords, plural } from './text-helpers';

const NEXT_STEP: Readonly<Record<AssessmentSlug, string>> = {
  'whats-not-working': '',
  'who-am-i': "Next, Who Am I looks at the traits you'd bring to whatever comes next.",
  'where-am-i-now': 'Next, Where Am I Now checks how ready your situation is for a change.',
  'what-makes-me-thrive': 'Next, What Makes Me Thrive helps you put your career pitch into words.',
};

/** The sentence that invites the person to the next exercise, or '' after the last one. */
export function nextStepText(slug: AssessmentSlug): string {
  const next = nextExercise(slug);
  return next === null ? '' : NEXT_STEP[next];
}

/** The names the person read in the summary: a label's plain words where it has them ('Salary satisfaction (your pay)'). */
function plainNames(slug: AssessmentSlug, dimensions: readonly string[]): string[] {
  const definition = DEFINITIONS[slug];
  if (definition.kind !== 'scale') return [...dimensions];
  return dimensions.map((dimension) => definition.items.find((item) => item.dimension === dimension)?.plainName ?? dimension);
}

function isStrength(slug: AssessmentSlug, dimension: string): boolean {
  const definition = DEFINITIONS[slug];
  return definition.kind !== 'scale' || !definition.items.find((item) => item.dimension === dimension)?.notAStrength;
}

const verb = (names: readonly string[], one: string, many: string) => (names.length === 1 ? one : many);

function bodyFor(result: RatingResult): string {
  const names = (dimensions: readonly string[]) => plainNames(result.slug, dimensions);
  const top = names(result.strongest);
  const weak = names(result.weakest);
  const scores = result.dimensions.map((entry) => entry.score);
  const high = Math.max(...scores);
  const low = Math.min(...scores);
  switch (result.slug) {
    case 'whats-not-working':
      return high >= 4
        ? `Naming what weighs on you is a real first step. ${joinWords(top)} ${verb(top, 'stands', 'stand')} out, and ` +
            'frustrations like these are useful signals about what you need next.'
        : `Good news: nothing weighs heavily on you right now. Even so, ${joinWords(top)} ${verb(top, 'is', 'are')} ` +
            'where a small change might make the biggest difference.';
    case 'who-am-i': {
      // How easily worry takes hold is worth knowing, not a quality to carry into a role.
      const strengths = result.strongest.filter((dimension) => isStrength(result.slug, dimension));
      const worry = result.strongest.length > strengths.length;
      const worryNote = worry ? ' Worry and stress taking hold easily came through too: knowing it helps you look for a setting that suits you.' : '';
      if (strengths.length === 0) {
        return 'Worry and stress taking hold easily came through most strongly in how you describe yourself. Knowing ' +
          'that helps you look for a role and a setting that suit you.';
      }
      const praised = names(strengths);
      return high >= 4
        ? `${joinWords(praised)} came through most strongly in how you describe yourself. Qualities like these ` +
            `travel with you into any role.${worryNote}`
        : `You described yourself modestly, and that's fine: ${joinWords(praised)} still came out ahead of the ` +
            `rest, so notice where ${verb(praised, 'it shows', 'they show')} up in your work.${worryNote}`;
    }
    default: {
      if (low <= 2) {
        const more = scores.filter((score) => score === low).length - weak.length;
        const weakNames = more > 0 ? `${joinWords(weak)} (and ${more} more at the same level)` : joinWords(weak);
        return (
          `${weakNames} may need attention first, and knowing that now is what makes a plan realistic.` +
          (high >= 4 ? ` You already have ${joinWords(top)} on your side.` : '')
        );
      }
      // The middle of the scale is not 'in place': only when every area is 4 or 5 is that true.
      return low >= 4
        ? `You already have a lot in place, with ${joinWords(top)} leading the way.`
        : `Nothing here looks like a hard blocker, and ${joinWords(top)} ${verb(top, 'is', 'are')} your strongest ` +
            'ground; the areas in the middle are where a little preparation goes furthest.';
    }
  }
}

export function encouragement(result: RatingResult): string {
  if (result.answered === 0) {
    return "Whenever you're ready, rate the statements one at a time. There are no right or wrong answers.";
  }
  if (!result.complete) {
    const left = result.total - result.answered;
    return `You're ${result.answered} of ${result.total} statements in. Rate the remaining ${plural(left, 'statement')} to see your full picture.`;
  }
  let body: string;
  if (result.flat) {
    body =
      'Thank you for taking the time. Because every rating was the same, it is hard to see what is different for ' +
      'you; a second pass where you let the ratings vary may tell you more.';
  } else if (result.strongest.length === 0) {
    body =
      'Thank you for taking the time. Everything came out at the same level, so ask yourself which area you would ' +
      'change first if you could change only one.';
  } else {
    body = bodyFor(result);
  }
  return [body, nextStepText(result.slug)].filter(Boolean).join(' ');
}
