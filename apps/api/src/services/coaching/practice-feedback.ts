// Practice gym feedback (D28), built-in engine: each rubric criterion is scored 1-5 from observable features of
// the answer (signposts, numbers, second-person and question sentences, first-person commitments, next steps),
// and the sentence that shows the feature best is quoted back exactly as the user wrote it.
import type { PracticeFeedback, RubricCriterionId } from '@waypoint/domain';
import { z } from 'zod';
import { RUBRIC } from './scenarios';

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
  /** Points taken away (blame, hedging). */
  penalty?(answer: string): number;
}

const count = (re: RegExp) => (s: string) => (s.match(re) ?? []).length;

const DAY_OR_TIME = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight|january|february|march|april|may|june|july|august|september|october|november|december|next week|this week|end of (the )?(day|week|month)|\d+ (hours?|days?|weeks?|months?))\b/i;

// Each criterion scores 1 + up to 3 for how often its feature shows, plus a bonus for what only the top level of
// the published rubric asks for (scenarios.ts), so 5 is reachable and means what the rubric says it means.
const SIGNALS: Readonly<Record<RubricCriterionId, Signal>> = {
  structure: {
    count: count(/\b(first(ly)?|second(ly)?|then|next|finally|so|because|therefore|to start|in short|to sum up)\b/gi),
    bonus: (answer, sentences) => (sentences.length >= 3 ? 1 : 0) + (/\n\s*\n|\n\s*[-*\d]/.test(answer) ? 1 : 0),
  },
  specificity: {
    count: count(/\b\d[\d,.]*%?|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|week|weeks|days|hours|for example|for instance|such as)\b/gi),
    // "Several concrete facts (numbers, dates...)": a number and a time together.
    bonus: (answer) => (/\d/.test(answer) && DAY_OR_TIME.test(answer) ? 1 : 0),
  },
  empathy: {
    count: count(/\b(you|your|understand|appreciate|feel|feels|concern|concerns|perspective|hear|thank|sorry)\b|\?/gi),
    // "Names their view or feelings and asks for their input": both.
    bonus: (answer) => (/\b(understand|appreciate|thank|hear|perspective|feel|feels|concerns?)\b/i.test(answer) && answer.includes('?') ? 1 : 0),
  },
  ownership: {
    count: count(/\b(I|I'm|I'll|I've|my|mine|we'll|I will|I take)\b/g),
    // "Owns what they did, will do and got wrong": a commitment and an admission.
    bonus: (answer) =>
      /\b(I will|I'll|I am going to|I'm going to)\b/i.test(answer) &&
      /\b((?<!not )my (mistake|fault|part|responsibility)|I should have|I missed|I underestimated|I was wrong|I got [^.!?]* wrong|I take responsibility|I apologi[sz]e|I'm sorry|I am sorry)\b/i.test(answer)
        ? 1
        : 0,
    penalty: (answer) => (answer.match(/\b(not my fault|their fault|they always|they never|blame)\b/gi) ?? []).length,
  },
  outcome: {
    count: count(/\b(propose|suggest|next step|next week|let's|let us|agree|plan|by (monday|tuesday|wednesday|thursday|friday|tomorrow|the end)|deadline|follow up|schedule|will)\b/gi),
    // "A concrete next step with a time or a measure".
    bonus: (answer) => (DAY_OR_TIME.test(answer) || /\b\d+ ?%/.test(answer) ? 1 : 0),
  },
};

const SUGGESTIONS: Readonly<Record<RubricCriterionId, string>> = {
  structure: 'Open with your main point in one sentence, then give the reasons in order (first, then, finally) and close with what happens next.',
  specificity: 'Add one concrete fact: a number, a date or a named result (for example "cut review time from 3 days to 1").',
  empathy: 'Name the other person\'s view in one sentence ("I understand the launch date matters to you") and ask one open question.',
  ownership: 'Say what you will do in the first person ("I will ...") and own your part instead of describing what happened to you.',
  outcome: 'End with one concrete next step and a time ("Can we agree on the new plan by Thursday?").',
};

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
    const raw = 1 + Math.min(3, total) + (signal.bonus?.(input.answer, sentences) ?? 0) - (signal.penalty?.(input.answer) ?? 0);
    const score = Math.max(1, Math.min(5, raw));
    return { criterion, score, quote: best, comment: levelComment(criterion, score) };
  });
  const weakest = [...feedback].sort((a, b) => a.score - b.score)[0];
  return { criteria: feedback, suggestion: SUGGESTIONS[weakest?.criterion ?? 'outcome'] };
}
