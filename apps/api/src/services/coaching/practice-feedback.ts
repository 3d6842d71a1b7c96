// Practice gym feedback (D28), built-in engine: each rubric criterion is scored 1-5 from observable features of
// the answer (signposts, numbers and dates, the other person's side named in the second or third person, questions
// direct or reported, first-person commitments, asks and next steps: the phrases of practice-phrases.ts), and the
// sentence that shows the feature best is quoted back exactly as written.
import { RUBRIC_SCORE_MAX, type PracticeFeedback, type RubricCriterionId } from '@waypoint/domain';
import { z } from 'zod';
import {
  ACCUSING,
  CLEAR_PROPOSAL,
  CLOSING_INVITATION,
  committed,
  count,
  DEFLECTING,
  DISMISSIVE,
  EMPATHY_NAMED,
  EMPATHY_WORDS,
  FIRST_PERSON,
  GREETING,
  HINT,
  LIST_MARK,
  MEASURE,
  NUMBER,
  OTHERS_SIDE,
  OUTCOME,
  OUTCOME_IN_SENTENCE,
  OWN_COMMITMENT,
  OWN_PROPOSAL,
  OWN_MISSTEP,
  QUESTION,
  REPORTED_ASK,
  REPORTED_ASK_IN_ANSWER,
  SIGN_OFF,
  SIGNPOSTS,
  SPECIFIC,
  TIME,
  TIMES,
  unlisted,
} from './practice-phrases';
import {
  OWNERSHIP_PART_TIP,
  RUBRIC,
  SPECIFICITY_DATE_TIP,
  SPECIFICITY_NUMBER_TIP,
  STRUCTURE_CLOSE_TIP,
  STRUCTURE_STEPS_TIP,
  TIP_EXAMPLES,
  TIPS,
} from './scenarios';

export const PracticeTaskInputSchema = z.object({
  scenario: z.object({ id: z.string(), title: z.string(), situation: z.string(), prompt: z.string() }),
  criteria: z.array(z.string()),
  answer: z.string(),
});
export type PracticeTaskInput = z.infer<typeof PracticeTaskInputSchema>;

interface Signal {
  /** Count of the feature in one sentence. */
  count(sentence: string): number;
  /**
   * Bonus points (0-3) for what the count alone does not show: the answer's shape, a clear proposal, a hint, a
   * commitment or an admission.
   */
  bonus?(answer: string, sentences: string[]): number;
  /**
   * What the published top level asks for and only it: when the answer shows it, the score is 5. Without it the
   * count reaches 4 at most, whose description names what is missing, so the comment never says something is
   * missing that the answer has ("a time would make it concrete" under "an 8% raise from next quarter").
   */
  top?(answer: string, sentences: string[]): boolean;
  /**
   * The sentence that shows what a bonus or the top level was given for, quoted when no sentence shows the counted
   * feature (-1: none).
   */
  shownBy?(sentences: string[]): number;
  /**
   * The sentence a 5 is quoted from, over the one with the most counted features, where the top level is one
   * sentence's doing: 'I propose 6% from March' earned it, not 'I'd like to discuss my pay', which only counts.
   */
  earnedBy?(sentences: string[]): number;
  /** Points taken away (blame, hedging). */
  penalty?(answer: string): number;
}

/**
 * The closing sentence that proposes or asks, or is a concrete next step, in an answer of three sentences or more past
 * its greeting (-1 when there is none). The close is what comes before a sign-off: "Best,", then "Jo", does not hide it.
 */
function closingAsk(sentences: string[]): number {
  const end = bodyEnd(sentences);
  if (end - Math.max(0, opening(sentences)) < 3) return -1;
  for (let i = end - 1; i >= end - 2; i -= 1) {
    if (closes(sentences, i)) return i;
  }
  return -1;
}

/** The least an answer says, from its point to its close, to "develop it in steps". */
const DEVELOPED_MIN_WORDS = 15;

/**
 * Whether the answer says enough to develop its point: "i deserve more money. everyone else got a raise. can you review
 * my pay" has the shape of a point, a middle and an ask, in 13 words.
 */
function developed(sentences: string[]): boolean {
  const body = sentences.slice(Math.max(0, opening(sentences)), bodyEnd(sentences));
  return body.join(' ').split(/\s+/).filter((word) => /\p{L}|\d/u.test(word)).length >= DEVELOPED_MIN_WORDS;
}

/** Where the answer ends before a sign-off in its last two sentences ("Best,", then "Jo"). */
function bodyEnd(sentences: string[]): number {
  const signOff = sentences.findLastIndex((sentence) => SIGN_OFF.test(sentence));
  return signOff !== -1 && signOff >= sentences.length - 2 ? signOff : sentences.length;
}

/** A sentence (refusals left out) that proposes, asks or is a concrete next step. */
const asksOrSteps = (sentence: string) => CLEAR_PROPOSAL.test(committed(sentence)) || isConcreteStep(committed(sentence));

/**
 * Whether sentence i closes the answer's structure: it proposes, asks or is a next step, or, as a talk or a reply
 * closes, it invites the other person back ("What questions do you have before we start?") after the answer has put
 * its steps. After a notice with no step ("The team is working hard on it. Let me know if you have questions.") the
 * invitation is a formula, not a close; and it is never a proposal for the outcome.
 */
const closes = (sentences: string[], i: number) =>
  asksOrSteps(sentences[i]!) || (CLOSING_INVITATION.test(sentences[i]!) && sentences.slice(0, i).some(asksOrSteps));

/** The opening sentence past a greeting: where the published levels look for the point (-1: none). */
const opening = (sentences: string[]) => sentences.findIndex((sentence) => /\p{L}/u.test(sentence) && !GREETING.test(sentence));

/**
 * A short answer in a clear order: past any greeting and sign-off, two sentences, the point and then a proposal, an
 * ask or a next step. Too short to "develop it in steps", but no point "buried in the middle" either.
 */
function pointThenAsk(sentences: string[]): boolean {
  const start = opening(sentences);
  const end = bodyEnd(sentences);
  return start !== -1 && end - start === 2 && !asksOrSteps(sentences[start]!) && asksOrSteps(sentences[end - 1]!);
}

// Each criterion scores 1 + up to 3 for how often its feature shows (plus a bonus where the rubric's middle levels
// ask for more than a count), and 5 when the answer does what only the top level of the published rubric asks for
// (scenarios.ts), so every score means what the rubric says it means.
const SIGNALS: Readonly<Record<RubricCriterionId, Signal>> = {
  structure: {
    count: count(SIGNPOSTS),
    // Paragraphs give an answer shape; a list of two or more items orders its steps as signposts do. The point and
    // then an ask, in two sentences or in a few too short to develop it, is "A clear order with the point early".
    bonus: (answer, sentences) =>
      pointThenAsk(sentences) || closingAsk(sentences) !== -1
        ? 3
        : (sentences.length >= 3 ? 1 : 0) + ((answer.match(LIST_MARK) ?? []).length >= 2 ? 2 : /\n\s*\n|\n\s*[-*\d]/.test(answer) ? 1 : 0),
    // "Opens with the point, develops it in steps and closes with a next step": an answer of a few sentences whose
    // close (its last two, so a sign-off such as "Kind regards, Sam" does not hide it) proposes or asks.
    top: (_answer, sentences) => closingAsk(sentences) !== -1 && developed(sentences),
    earnedBy: closingAsk,
    // Below the top, a score earned by the answer's shape alone (sentences, paragraphs, a list) quotes its opening:
    // whether the point is there is what levels 2 to 4 describe.
    shownBy: opening,
  },
  specificity: {
    count: (sentence) => count(SPECIFIC)(unlisted(sentence)),
    // A number or a date is more than an example ("One concrete example or fact" from the first one on).
    bonus: (answer) => (TIME.test(unlisted(answer)) || NUMBER.test(unlisted(answer)) ? 1 : 0),
    // "Several concrete facts (numbers, dates...)": a number and a time together. The number must be a fact of its
    // own: "in 2 weeks" is one time frame, not a number and a date; a length of time beside a date is both ("20
    // minutes this week ... due Friday" scored 4, "not yet a number and a date together").
    top: (answer) => {
      const text = unlisted(answer);
      const times = text.match(TIMES) ?? [];
      return (times.length > 0 && NUMBER.test(text.replace(TIMES, ' '))) || (times.length >= 2 && times.some((time) => NUMBER.test(time)));
    },
  },
  empathy: {
    // A reported ask weighs what its direct form does: "ask if something is going on" is "Is something going on for
    // you?", a question and a "you".
    count: (sentence) => count(EMPATHY_WORDS)(sentence) + count(OTHERS_SIDE)(sentence) + 2 * count(REPORTED_ASK)(sentence),
    // "Names their view or feelings and asks for their input": both. Naming it is the speaker's own doing ("I
    // understand", "your concern", "you must feel"), not an order to the other ("you should understand"); the ask
    // is a question, direct or reported.
    top: (answer, sentences) => EMPATHY_NAMED.test(answer) && (sentences.some((sentence) => QUESTION.test(sentence)) || REPORTED_ASK_IN_ANSWER.test(answer)),
    // A 5 quotes where the answer names their view and asks (one sentence that does both, else the naming, else the
    // ask), not a greeting's thanks: "Hi Jo, thanks for making time" was quoted over "Is something going on that I can
    // help with?".
    earnedBy: (sentences) => {
      const asks = (sentence: string) => QUESTION.test(sentence) || REPORTED_ASK_IN_ANSWER.test(sentence);
      const names = (sentence: string) => EMPATHY_NAMED.test(sentence.replace(/\bthank(?:s| you)\b/gi, ' '));
      const both = sentences.findIndex((sentence) => asks(sentence) && names(sentence));
      if (both !== -1) return both;
      const named = sentences.findIndex(names);
      return named !== -1 ? named : sentences.findIndex(asks);
    },
    // An accusing "you" turns to them without their side: "You keep missing deadlines" is no view of theirs. Waving
    // their side away ("I'm sorry you feel that way", "calm down") takes an answer down to "only about your own side".
    penalty: (answer) => count(ACCUSING)(answer) + 2 * count(DISMISSIVE)(answer),
  },
  ownership: {
    // Any case: "My mistake" opens a sentence, "i will" is typed on phones.
    count: count(FIRST_PERSON),
    // A commitment or an admission is more than describing what happened: "I've sent a replacement today" alone is
    // "Some first-person statements", not "Mostly describes what happened to you".
    bonus: (answer) => (OWN_COMMITMENT.test(committed(answer)) || OWN_MISSTEP.test(answer) ? 1 : 0),
    // "Owns what they did, will do and got wrong": a commitment and an admission.
    // What was already done for them counts as a commitment kept ("I have already sent a replacement").
    top: (answer) => OWN_COMMITMENT.test(committed(answer)) && OWN_MISSTEP.test(answer),
    // The admission is what only the top level asks for: a 5 quotes it ("I should have flagged the risk earlier").
    earnedBy: admission,
    shownBy: admission,
    // Blame, and handing the problem on ("not my problem", "our policy says"), are what level 1 describes.
    penalty: (answer) =>
      count(/\b(?:their fault|your fault|they always|they never|blame)\b/gi)(answer) + count(ACCUSING)(answer) + count(DEFLECTING)(answer),
  },
  outcome: {
    count: (sentence) => count(OUTCOME)(committed(sentence)),
    // One clear proposal is level 4 ("A clear proposal; a time or a measure would make it concrete"), however few
    // of the counted words it uses: "I'd love to show you that project" is an offer, not a hint.
    // An answer that only hints ("things should be better") is level 2 ("Hints that something should change").
    bonus: (answer, sentences) => {
      if (sentences.some((sentence) => CLEAR_PROPOSAL.test(committed(sentence)))) return 2;
      return !sentences.some((sentence) => OUTCOME_IN_SENTENCE.test(committed(sentence))) && HINT.test(answer) ? 1 : 0;
    },
    shownBy: (sentences) => sentences.findIndex((sentence) => HINT.test(sentence)),
    // "A concrete next step with a time or a measure": both in the sentence that proposes or asks.
    top: (_answer, sentences) => concreteStep(sentences) !== -1,
    earnedBy: concreteStep,
  },
};

/** The first sentence that owns a misstep (-1: none). */
function admission(sentences: string[]): number {
  return sentences.findIndex((sentence) => OWN_MISSTEP.test(sentence));
}

/** A sentence (refusals left out) that proposes or asks with a time or a measure in it. */
const isConcreteStep = (sentence: string) => OUTCOME_IN_SENTENCE.test(sentence) && (TIME.test(sentence) || MEASURE.test(sentence));

/** The first sentence that is a concrete next step (-1: none). */
function concreteStep(sentences: string[]): number {
  return sentences.findIndex((sentence) => isConcreteStep(committed(sentence)));
}

/**
 * The tip for the weakest criterion, made concrete with an example line from the scenario the user practised. A
 * scenario without its own example gets the general tip alone: an example from another scenario (a launch date in
 * a raise talk) would not fit the conversation.
 */
export function tipFor(scenarioId: string, criterion: RubricCriterionId, sentences: string[] = []): string {
  // Not "close with what happens next" to an answer that does: its structure lacks the steps between point and close.
  if (criterion === 'structure' && closesWithAsk(sentences)) return `${STRUCTURE_STEPS_TIP}.`;
  // Nor "give the reasons in order (first, then, finally)" to one ordered by two signposts or more: it lacks the close.
  if (criterion === 'structure' && sentences.reduce((n, sentence) => n + count(SIGNPOSTS)(sentence), 0) >= 2) return `${STRUCTURE_CLOSE_TIP}.`;
  // Nor "say what you will do" to an answer that says it, or asks for it in its own name ("I'd like to ask for a
  // raise"): what it lacks is owning a part of what went wrong, or has yet to be learnt.
  // "Let's meet again on Friday" proposes in the speaker's own name as well.
  const ownsNextStep = (sentence: string) =>
    OWN_COMMITMENT.test(committed(sentence)) || OWN_PROPOSAL.test(committed(sentence)) || /\blet(?:'s| us)\b/i.test(committed(sentence));
  if (criterion === 'ownership' && sentences.some(ownsNextStep)) return `${OWNERSHIP_PART_TIP}.`;
  // Nor "add one concrete fact" to an answer with dates or numbers: what it lacks is the other kind beside them.
  if (criterion === 'specificity') {
    const text = unlisted(sentences.join(' '));
    const dated = TIME.test(text);
    const numbered = NUMBER.test(text.replace(TIMES, ' '));
    if (dated && !numbered) return `${SPECIFICITY_NUMBER_TIP}.`;
    if (numbered && !dated) return `${SPECIFICITY_DATE_TIP}.`;
  }
  // Own keys only, like every table looked up by a request's text.
  const example = Object.hasOwn(TIP_EXAMPLES, scenarioId) ? TIP_EXAMPLES[scenarioId]![criterion] : undefined;
  return example ? `${TIPS[criterion]} (for example "${example}").` : `${TIPS[criterion]}.`;
}

/** Whether the answer makes a point and then closes (before any sign-off) with a proposal, an ask or a next step. */
function closesWithAsk(sentences: string[]): boolean {
  const start = opening(sentences);
  const end = bodyEnd(sentences);
  return start !== -1 && end - start >= 2 && closes(sentences, end - 1);
}

/**
 * Sentences as exact substrings of the answer: split after . ! ? where a space or the end follows, and at line
 * breaks. A decimal ("2.5 days") stays whole, and so does a list line with its mark ("1. The billing migration.").
 */
export function sentencesOf(answer: string): string[] {
  return (answer.match(/(?:^[ \t]*\d{1,2}[.)][ \t]+)?(?:[^.!?\n]|[.!?](?=[^\s.!?]))+[.!?]*/gm) ?? []).map((s) => s.trim()).filter((s) => s.length > 0);
}

function levelComment(criterion: RubricCriterionId, score: number): string {
  const definition = RUBRIC.criteria.find((c) => c.id === criterion);
  const levels = definition?.levels ?? [];
  // The published description of the score (every score has one; the nearest below it otherwise).
  const level = [...levels].reverse().find((l) => l.score <= score) ?? levels[0];
  return level?.description ?? '';
}

/**
 * Phones type curly apostrophes ("I’ll", "I’d love to"): the signals read them as straight ones. One character for
 * one, so a sentence keeps its length and the quote stays the user's own text.
 */
const plain = (text: string) => text.replace(/[\u2018\u2019\u02BC]/g, "'");

/** When every criterion reached the top, the tip is about what the rubric cannot score from text. */
export const TOP_SCORE_TIP = 'Every criterion reached the top level: say the answer aloud once, then try a harder scenario.';

export function scoreAnswer(input: PracticeTaskInput): PracticeFeedback {
  const original = sentencesOf(input.answer);
  const sentences = original.map(plain);
  const answer = plain(input.answer);
  const criteria = RUBRIC.criteria.map((c) => c.id).filter((id) => input.criteria.includes(id));
  const lostPoints = new Set<RubricCriterionId>();
  const feedback = criteria.map((criterion) => {
    const signal = SIGNALS[criterion];
    let best = '';
    let bestCount = 0;
    let total = 0;
    sentences.forEach((sentence, i) => {
      const n = signal.count(sentence);
      total += n;
      if (n > bestCount) {
        best = original[i]!;
        bestCount = n;
      }
    });
    const counted = 1 + Math.min(3, total) + (signal.bonus?.(answer, sentences) ?? 0);
    const earned = !signal.top ? counted : signal.top(answer, sentences) ? 5 : Math.min(4, counted);
    const penalty = signal.penalty?.(answer) ?? 0;
    const score = Math.max(1, Math.min(5, earned - penalty));
    const earned5 = score === RUBRIC_SCORE_MAX ? (signal.earnedBy?.(sentences) ?? -1) : -1;
    if (earned5 !== -1) best = original[earned5]!;
    // Points taken away quote the sentence that lost them ("Our policy says..."): that is the one to change.
    const lost = penalty > 0 && earned5 === -1 ? sentences.findIndex((sentence) => signal.penalty!(sentence) > 0) : -1;
    if (lost !== -1) best = original[lost]!;
    if (penalty > 0) lostPoints.add(criterion);
    // A score the answer earned is never shown beside "No words in your answer matched this yet".
    const shown = score > 1 && best === '' ? (signal.shownBy?.(sentences) ?? -1) : -1;
    if (shown !== -1) best = original[shown]!;
    return { criterion, score, quote: best, comment: levelComment(criterion, score) };
  });
  // Among the weakest, one that lost points for something said ("not my problem") is the one to work on first.
  const weakest = [...feedback].sort((a, b) => a.score - b.score || Number(lostPoints.has(b.criterion)) - Number(lostPoints.has(a.criterion)))[0];
  if (weakest && weakest.score === RUBRIC_SCORE_MAX) return { criteria: feedback, suggestion: TOP_SCORE_TIP };
  return { criteria: feedback, suggestion: tipFor(input.scenario.id, weakest?.criterion ?? 'outcome', sentences) };
}
