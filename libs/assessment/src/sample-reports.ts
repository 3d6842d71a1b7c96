// "See sample report": a fixed, made-up answer set per exercise, run through the same scoring as real answers, so
// the sample shows exactly what a real result looks like. Always labelled as a sample.
import type { AssessmentSlug, RatingResult, RatingSelection, ThriveResult } from '@waypoint/domain';
import { DEFINITIONS } from './definitions';
import { encouragement } from './encouragement';
import { scoreAssessment } from './score';
import { formatThriveResult, thriveCopyText } from './thrive-format';

export const SAMPLE_LABEL = 'Sample report';
export const SAMPLE_CAPTION = 'This is an example built from made-up answers. It is not your result.';
/** In place of RESULT_NOTE, which speaks of 'your own answers': a sample's scores are nobody's. */
export const SAMPLE_NOTE =
  "These scores come from the example's made-up answers. Yours will reflect only your own answers, as a starting " +
  'point for reflection, not a test result, a diagnosis or a comparison with other people.';

type RatingSlug = Exclude<AssessmentSlug, 'what-makes-me-thrive'>;

// The answers tell the same story as the 'Meet Maya' persona beside the cards: unused skills, not pay, weigh on her
// most (the same scores as the home page's sample, content/persona.ts in the web app); curiosity and patience with
// detail stand out; her savings are fine but her plan is missing.
export const SAMPLE_RATING_ANSWERS: Readonly<Record<RatingSlug, Readonly<Record<string, RatingSelection>>>> = {
  'whats-not-working': {
    'wnw-01': '2', 'wnw-02': '4', 'wnw-03': '4', 'wnw-04': '3', 'wnw-05': '1',
    'wnw-06': '4', 'wnw-07': '2', 'wnw-08': '3', 'wnw-09': '4', 'wnw-10': '3',
  },
  'who-am-i': {
    'who-01': '3', 'who-02': '2', 'who-03': '1', 'who-04': '4', 'who-05': '1',
    'who-06': '4', 'who-07': '3', 'who-08': '4', 'who-09': '3', 'who-10': '4',
  },
  'where-am-i-now': {
    'now-01': '4', 'now-02': '2', 'now-03': '2', 'now-04': '3', 'now-05': '3',
    'now-06': '5', 'now-07': '3', 'now-08': '3', 'now-09': '4', 'now-10': '3',
  },
};

export const SAMPLE_THRIVE_ANSWERS: Readonly<Record<string, string>> = {
  'thrive-01': 'Untangling messy problems with data and turning them into something a team can act on.',
  'thrive-02': 'Patience with detail, explaining complex ideas simply, and staying calm under deadlines.',
  'thrive-03': 'I can see that something I built made someone else’s work easier.',
  'thrive-04': 'A small team with clear goals, honest feedback and room to learn on the job.',
  'thrive-05': 'Wanting work that keeps me learning and uses the analytical side I enjoy most.',
};

export interface RatingSampleReport {
  readonly kind: 'scale';
  readonly slug: RatingSlug;
  readonly sample: true;
  readonly label: string;
  readonly caption: string;
  readonly answers: Readonly<Record<string, RatingSelection>>;
  readonly result: RatingResult;
  readonly encouragement: string;
}

export interface ThriveSampleReport {
  readonly kind: 'text';
  readonly slug: 'what-makes-me-thrive';
  readonly sample: true;
  readonly label: string;
  readonly caption: string;
  readonly answers: Readonly<Record<string, string>>;
  readonly result: ThriveResult;
  readonly copyText: string;
}

export type SampleReport = RatingSampleReport | ThriveSampleReport;

export function sampleReport(slug: 'what-makes-me-thrive'): ThriveSampleReport;
export function sampleReport(slug: RatingSlug): RatingSampleReport;
export function sampleReport(slug: AssessmentSlug): SampleReport;
export function sampleReport(slug: AssessmentSlug): SampleReport {
  const definition = DEFINITIONS[slug];
  if (definition.kind === 'text') {
    const result = formatThriveResult(SAMPLE_THRIVE_ANSWERS, definition);
    return {
      kind: 'text',
      slug: definition.slug,
      sample: true,
      label: SAMPLE_LABEL,
      caption: SAMPLE_CAPTION,
      answers: SAMPLE_THRIVE_ANSWERS,
      result,
      copyText: thriveCopyText(result),
    };
  }
  const ratingSlug = slug as RatingSlug;
  const answers = SAMPLE_RATING_ANSWERS[ratingSlug];
  const result = { ...scoreAssessment(definition, answers), note: SAMPLE_NOTE };
  return {
    kind: 'scale',
    slug: ratingSlug,
    sample: true,
    label: SAMPLE_LABEL,
    caption: SAMPLE_CAPTION,
    answers,
    result,
    encouragement: encouragement(result),
  };
}
