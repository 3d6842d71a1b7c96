// Practice gym feedback (D28), built-in engine: each rubric criterion is scored 1-5 from observable features of
// the answer (signposts, numbers and dates, second-person and question sentences, first-person commitments, asks
// and next steps), and the sentence that shows the feature best is quoted back exactly as the user wrote it.
import type { PracticeFeedback, RubricCriterionId } from '@waypoint/domain';
import { z } from 'zod';
import { RUBRIC, TIP_EXAMPLES, TIPS } from './scenarios';

export const PracticeTaskInputSchema = z.object({
  scenario: z.object({ id: z.string(), title: z.string(), situation: z.string(), prompt: z.string() }),
  criteria: z.array(z.string()),
  answer: z.string(),
});
export type PracticeTaskInput = z.infer<typeof PracticeTaskInputSchema>;

interface Signal {
  /** Count of the feature in one sentence. */
  count(sentence: string): number;
  /** Answer-level bonus points (0-2) for things no single sentence shows. */
  bonus?(answer: string, sentences: string[]): number;
  /**
   * What the published top level asks for and only it: when the answer shows it, the score is 5. Without it the
   * count reaches 4 at most, whose description names what is missing, so the comment never says something is
   * missing that the answer has ("a time would make it concrete" under "an 8% raise from next quarter").
   */
  top?(answer: string, sentences: string[]): boolean;
  /** Points taken away (blame, hedging). */
  penalty?(answer: string): number;
}

const count = (re: RegExp) => (s: string) => (s.match(re) ?? []).length;

const WEEKDAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
// "May" is left out: it is mostly the verb ("we may need"). It counts next to a day or a preposition, below.
const MONTH = 'january|february|march|april|june|july|august|september|october|november|december';
const COUNT = String.raw`\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of`;
const UNIT = 'hours?|days?|weeks?|fortnights?|months?|quarters?|years?|sprints?';
/** What "this", "next", "last" can name: periods and the meetings a next step is often tied to. */
const PERIOD = String.raw`${WEEKDAY}|${UNIT}|term|half|morning|afternoon|evening|review|one-to-one|1:1|meeting|call|check-in|catch-up|sync|stand-?up`;

/**
 * Dates and time frames, absolute and relative: "Friday", "14 March", "2026", "tomorrow", "next quarter", "last
 * year", "our next one-to-one", "end of the year", "Q3", "in two weeks", "3 days", "weekly".
 */
const TIME_SOURCE = [
  String.raw`\b(?:${WEEKDAY}|${MONTH})\b`,
  String.raw`\b(?:in|by|from|until|since|before|after|early|mid|late|of)\s+may\b|\bmay\s+\d|\b\d+(?:st|nd|rd|th)?\s+may\b`,
  String.raw`\b(?:today|tonight|tomorrow|yesterday|daily|weekly|monthly|quarterly|yearly|annually)\b`,
  String.raw`\b(?:this|next|last|past|previous|coming|following)\s+(?:${PERIOD})\b`,
  String.raw`\b(?:end|start|beginning|middle)\s+of\s+(?:the\s+|this\s+|next\s+)?(?:day|week|month|quarter|year|sprint|${MONTH}|may|q[1-4])\b`,
  String.raw`\b(?:q[1-4]|h[12])\b`,
  String.raw`\b(?:${COUNT})\s+(?:${UNIT})\b`,
  String.raw`\b(?:19|20)\d{2}\b|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b|\b\d{4}-\d{2}-\d{2}\b`,
].join('|');
const TIME = new RegExp(TIME_SOURCE, 'i');
const TIMES = new RegExp(TIME_SOURCE, 'gi');

/** A measure a proposal can name: "8%", "5 percent", "$2,000", "3k". */
const MEASURE = /\d+(?:[.,]\d+)?\s?%|\b\d+(?:[.,]\d+)?\s?(?:percent|per cent|k)\b|[$€£]\s?\d/i;

/**
 * A proposal, an ask or a next step: "I propose", "I am asking for", "could we", "let's", "agree", "by Friday".
 * "Asking for an 8% raise" is as concrete a proposal as "I propose a 6% raise".
 */
const OUTCOME = new RegExp(
  String.raw`\b(?:propose|suggest|recommend|next step|let's|let us|agree|plan|deadline|follow up|schedule|will|` +
    String.raw`ask(?:ing)? for|request|I'd like|I would like|could we|can we|shall we|would you|how about)\b|` +
    String.raw`\b(?:by|before|until|from|starting|within)\s+(?:the\s+)?(?:${TIME_SOURCE})`,
  'gi',
);
const OUTCOME_IN_SENTENCE = new RegExp(OUTCOME.source, 'i');

// Each criterion scores 1 + up to 3 for how often its feature shows (plus a bonus where the rubric's middle levels
// ask for more than a count), and 5 when the answer does what only the top level of the published rubric asks for
// (scenarios.ts), so every score means what the rubric says it means.
const SIGNALS: Readonly<Record<RubricCriterionId, Signal>> = {
  structure: {
    count: count(/\b(first(ly)?|second(ly)?|then|next|finally|so|because|therefore|to start|in short|to sum up)\b/gi),
    bonus: (answer, sentences) => (sentences.length >= 3 ? 1 : 0) + (/\n\s*\n|\n\s*[-*\d]/.test(answer) ? 1 : 0),
  },
  specificity: {
    count: count(new RegExp(String.raw`${TIME_SOURCE}|\b\d[\d,.]*%?|\b(?:for example|for instance|such as)\b`, 'gi')),
    // A number or a date is more than an example ("One concrete example or fact" from the first one on).
    bonus: (answer) => (TIME.test(answer) || /\d/.test(answer) ? 1 : 0),
    // "Several concrete facts (numbers, dates...)": a number and a time together. The number must be a fact of its
    // own: "in 2 weeks" is one time frame, not a number and a date.
    top: (answer) => TIME.test(answer) && /\d/.test(answer.replace(TIMES, ' ')),
  },
  empathy: {
    count: count(/\b(you|your|understand|appreciate|feel|feels|concern|concerns|perspective|hear|thank|sorry)\b|\?/gi),
    // "Names their view or feelings and asks for their input": both.
    top: (answer) => /\b(understand|appreciate|thank|hear|perspective|feel|feels|concerns?)\b/i.test(answer) && answer.includes('?'),
  },
  ownership: {
    count: count(/\b(I|I'm|I'll|I've|my|mine|we'll|I will|I take)\b/g),
    // "Owns what they did, will do and got wrong": a commitment and an admission.
    top: (answer) =>
      /\b(I will|I'll|I am going to|I'm going to)\b/i.test(answer) &&
      /\b((?<!not )my (mistake|fault|part|responsibility)|I should have|I missed|I underestimated|I was wrong|I got [^.!?]* wrong|I take responsibility|I apologi[sz]e|I'm sorry|I am sorry)\b/i.test(answer),
    penalty: (answer) => (answer.match(/\b(not my fault|their fault|they always|they never|blame)\b/gi) ?? []).length,
  },
  outcome: {
    count: count(OUTCOME),
    // "A concrete next step with a time or a measure": both in the sentence that proposes or asks.
    top: (_answer, sentences) => sentences.some((s) => OUTCOME_IN_SENTENCE.test(s) && (TIME.test(s) || MEASURE.test(s))),
  },
};

/**
 * The tip for the weakest criterion, made concrete with an example line from the scenario the user practised. A
 * scenario without its own example gets the general tip alone: an example from another scenario (a launch date in
 * a raise talk) would not fit the conversation.
 */
export function tipFor(scenarioId: string, criterion: RubricCriterionId): string {
  const example = TIP_EXAMPLES[scenarioId]?.[criterion];
  return example ? `${TIPS[criterion]} (for example "${example}").` : `${TIPS[criterion]}.`;
}

/** Sentences as exact substrings of the answer (split after . ! ? and line breaks). */
export function sentencesOf(answer: string): string[] {
  return (answer.match(/[^.!?\n]+[.!?]*/g) ?? []).map((s) => s.trim()).filter((s) => s.length > 0);
}

function levelComment(criterion: RubricCriterionId, score: number): string {
  const definition = RUBRIC.criteria.find((c) => c.id === criterion);
  const levels = definition?.levels ?? [];
  // The published description of the score (every score has one; the nearest below it otherwise).
  const level = [...levels].reverse().find((l) => l.score <= score) ?? levels[0];
  return level?.description ?? '';
}

export function scoreAnswer(input: PracticeTaskInput): PracticeFeedback {
  const sentences = sentencesOf(input.answer);
  const criteria = RUBRIC.criteria.map((c) => c.id).filter((id) => input.criteria.includes(id));
  const feedback = criteria.map((criterion) => {
    const signal = SIGNALS[criterion];
    let best = '';
    let bestCount = 0;
    let total = 0;
    for (const sentence of sentences) {
      const n = signal.count(sentence);
      total += n;
      if (n > bestCount) {
        best = sentence;
        bestCount = n;
      }
    }
    const counted = 1 + Math.min(3, total) + (signal.bonus?.(input.answer, sentences) ?? 0);
    const earned = !signal.top ? counted : signal.top(input.answer, sentences) ? 5 : Math.min(4, counted);
    const score = Math.max(1, Math.min(5, earned - (signal.penalty?.(input.answer) ?? 0)));
    return { criterion, score, quote: best, comment: levelComment(criterion, score) };
  });
  const weakest = [...feedback].sort((a, b) => a.score - b.score)[0];
  return { criteria: feedback, suggestion: tipFor(input.scenario.id, weakest?.criterion ?? 'outcome') };
}
