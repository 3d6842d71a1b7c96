// The encouraging text under a rating result. It reacts to the actual scores (what stands out, whether anything
// weighs heavily), then points to the next exercise of the chain.
import type { AssessmentSlug, RatingResult } from '@waypoint/domain';
import { nextExercise } from './definitions';
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

function standsOut(names: readonly string[]): string {
  return `${joinWords(names)} ${names.length === 1 ? 'stands' : 'stand'} out`;
}

function bodyFor(result: RatingResult): string {
  const top = result.strongest;
  const weak = result.weakest;
  const scores = result.dimensions.map((entry) => entry.score);
  const high = Math.max(...scores);
  const low = Math.min(...scores);
  switch (result.slug) {
    case 'whats-not-working':
      return high >= 4
        ? `Naming what weighs on you is a real first step. ${standsOut(top)}, and frustrations like these are ` +
            'useful signals about what you need next.'
        : `Good news: nothing weighs heavily on you right now. Even so, ${joinWords(top)} is where a small change ` +
            'might make the biggest difference.';
    case 'who-am-i':
      return high >= 4
        ? `${joinWords(top)} came through most strongly in how you describe yourself. Qualities like these travel ` +
            'with you into any role.'
        : `You described yourself modestly, and that's fine: ${joinWords(top)} still came out ahead of the rest, ` +
            'so notice where it shows up in your work.';
    default:
      return low <= 2
        ? `${joinWords(weak)} may need attention first, and knowing that now is what makes a plan realistic.` +
            (high >= 4 ? ` You already have ${joinWords(top)} on your side.` : '')
        : `You already have a lot in place, with ${joinWords(top)} leading the way.`;
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
