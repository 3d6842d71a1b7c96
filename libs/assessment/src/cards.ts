// What the four cards of /assessments show (spec section 2). Descriptions are ours (D5: content is data).
import { ASSESSMENT_DURATION_TEXT, ASSESSMENT_TITLE_BY_SLUG, type AssessmentSlug, type AssessmentTitle } from '@waypoint/domain';
import { DEFINITIONS, questionIdsOf } from './definitions';
import { plural } from './text-helpers';

export interface AssessmentCard {
  readonly slug: AssessmentSlug;
  /** 1-based position on the page and in the exercise chain. */
  readonly order: number;
  /** Title as displayed. */
  readonly title: string;
  /** Title the API's by-title query takes. */
  readonly apiTitle: AssessmentTitle;
  readonly subtitle: string;
  readonly description: string;
  readonly duration: string;
  readonly questionCount: number;
  /** '10 questions'; the thrive exercise honestly says '5 questions' (it has five prompts). */
  readonly questionCountText: string;
  readonly startLabel: string;
  readonly sampleLabel: string;
}

const CARD_TEXT: readonly { slug: AssessmentSlug; title: string; subtitle: string; description: string }[] = [
  {
    slug: 'whats-not-working',
    title: "What's Not Working",
    subtitle: 'Identify Your Frustrations',
    description:
      'Pinpoint what drains you at work today, from pay and recognition to balance and room to grow, so you know what a change needs to fix.',
  },
  {
    slug: 'who-am-i',
    title: 'Who Am I',
    subtitle: 'Uncover Your Core Traits',
    description:
      'Reflect on how you tend to think, feel and work with others, and see which traits you bring to any next step.',
  },
  {
    slug: 'where-am-i-now',
    title: 'Where Am I Now',
    subtitle: 'Assess Your Current Situation and Readiness for Change',
    description:
      'Take stock of your clarity, time, money, support and plans, and see what is already in place for a change and what needs attention first.',
  },
  {
    slug: 'what-makes-me-thrive',
    title: 'What Makes Me Thrive',
    subtitle: 'Your Career Pitch Story',
    description:
      'Answer five short prompts in your own words about your strengths, motivation and ideal work, and turn them into the story of your next move.',
  },
];

export const ASSESSMENT_CARDS: readonly AssessmentCard[] = CARD_TEXT.map((card, index) => {
  const questionCount = questionIdsOf(DEFINITIONS[card.slug]).length;
  return {
    ...card,
    order: index + 1,
    apiTitle: ASSESSMENT_TITLE_BY_SLUG[card.slug],
    duration: ASSESSMENT_DURATION_TEXT,
    questionCount,
    questionCountText: plural(questionCount, 'question'),
    startLabel: 'Start self-exploration',
    sampleLabel: 'See sample report',
  };
});

export function cardFor(slug: AssessmentSlug): AssessmentCard {
  const card = ASSESSMENT_CARDS.find((entry) => entry.slug === slug);
  if (!card) throw new Error(`No card for assessment ${slug}`);
  return card;
}
