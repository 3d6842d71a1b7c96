// Practice gym feedback (D28), built-in engine: each rubric criterion is scored 1-5 from observable features of
// the answer (signposts, numbers and dates, the other person's side named in the second or third person, questions
// direct or reported, first-person commitments, asks and next steps), and the sentence that shows the feature best is
// quoted back exactly as written.
import { RUBRIC_SCORE_MAX, type PracticeFeedback, type RubricCriterionId } from '@waypoint/domain';
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

const count = (re: RegExp) => (s: string) => (s.match(re) ?? []).length;

const WEEKDAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
// "May" is left out: it is mostly the verb ("we may need"). It counts next to a day or a preposition, below.
const MONTH = 'january|february|march|april|june|july|august|september|october|november|december';
const COUNT = String.raw`\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of`;
const UNIT = 'minutes?|hours?|days?|weeks?|fortnights?|months?|quarters?|years?|sprints?';
/** What "this", "next", "last" can name: periods and the meetings a next step is often tied to. */
const PERIOD = String.raw`${WEEKDAY}|${UNIT}|term|half|morning|afternoon|evening|review|one-to-one|1:1|meeting|call|check-in|catch-up|sync|stand-?up`;

/**
 * Dates and time frames, absolute and relative: "Friday", "14 March", "2026", "tomorrow", "next quarter", "last
 * year", "our next one-to-one", "end of the year", "Q3", "in two weeks", "3 days", "weekly", and times of day: "5pm",
 * "9:30", "noon".
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
  String.raw`\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\b(?:noon|midday)\b`,
].join('|');
const TIME = new RegExp(TIME_SOURCE, 'i');
const TIMES = new RegExp(TIME_SOURCE, 'gi');

/**
 * A number, in figures or in words: "4 hires", "12%", "three missed deadlines", "cut by half", "a third". Not "one" and "a": "no
 * one", "one of us" and "a meeting" count nothing.
 */
const NUMBER_SOURCE = String.raw`\b\d[\d,.]*%?|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|half|thirds?|twice|dozen)\b`;
const NUMBER = new RegExp(NUMBER_SOURCE, 'i');

/** What makes an answer specific: dates and time frames, numbers, examples. */
const SPECIFIC = new RegExp(String.raw`${TIME_SOURCE}|${NUMBER_SOURCE}|\b(?:for example|for instance|such as)\b`, 'gi');

/** A measure a proposal can name: "8%", "5 percent", "$2,000", "3k". */
const MEASURE = /\d+(?:[.,]\d+)?\s?%|\b\d+(?:[.,]\d+)?\s?(?:percent|per cent|k)\b|[$€£]\s?\d/i;

/** Verbs that do something for the other person (not "say" or "explain", which report the conversation). */
const DOING =
  String.raw`(?:also |then |first |immediately )?(?:offer|arrange|book|set up|organi[sz]e|send|share|call|meet|deliver|fix|` +
  String.raw`prepare|draft|update|check in|pair|hand over|introduce|start|begin|put together|walk|follow up|schedule|write|create|` +
  String.raw`give|ship|finish|bring|help|take over|cover|handle|lead|run)`;

/**
 * What the speaker would do, as answers written about a conversation put it: "I would offer to pair with them", "I'd
 * set up a meeting tomorrow", "I would apologise and fix it by Friday". Doing verbs only: "I would say" and "I would
 * explain" report the conversation and promise nothing.
 */
const WOULD_DO =
  String.raw`(?:I|we)(?:'d| would) (?:(?:take (?:full )?responsibility|apologi[sz]e|admit (?:it|that|the \w+)),? and )?${DOING}`;

/**
 * A step already taken for them, the way a problem is put right: "I've sent a replacement", "we have already refunded
 * the fee". Not what was prepared ("I've written up what I tried") or passed on ("We have sent your complaint to the
 * warehouse"), which is no step for the other person.
 */
const DONE =
  String.raw`(?:(?:I|we) have|I've|we've) (?:already |just )?(?:sent|arranged|booked|refunded|credited|replaced|scheduled|set up|` +
  String.raw`fixed|shipped|ordered|organi[sz]ed)(?! (?:your|the|this) (?:complaint|request|ticket|case|feedback|email|message|query)\b)`;

/** An invitation: "come sit with us for an hour", "join us on Friday", "drop by any time". */
const INVITATION = String.raw`come (?:and )?(?:sit|join|see|visit|shadow)|join us|drop by|stop by`;

/** Asking them to agree to a proposal: "Does that work for you?", "Which option works better for you?". */
const AGREEMENT = String.raw`(?:does|would|will|could) (?:that|this|it) (?:work|suit)|which (?:\w+ ){0,2}(?:works?|suits?) (?:better|best)`;

/**
 * What makes "a clear proposal" on its own, as the published level 4 reads: a proposal, an offer, an ask, a
 * commitment or a step already taken ("I suggest", "I'd love to show you", "could we", "I'll send", "I've sent").
 * "Asking for an 8% raise" is as concrete a proposal as "I propose a 6% raise", and an offer is a next step too:
 * "I'll call you tomorrow", "I can start on Monday" (not "I can't", nor "I can add value", a claim), and so are an ask
 * for help ("Could you spare 20 minutes this week?") and one for their agreement ("Does that work for you?"). Not "let
 * me know if you have questions", a sign-off, "let's do our best", a wish, nor "can you believe", an exclamation.
 */
const CLEAR_SOURCE =
  String.raw`propose|suggest|recommend|let's(?! (?:do our best|hope|see)\b)|let us|let me(?! know)|follow up|schedule|ask(?:ing)? for|` +
  String.raw`request|I'd love to|I would love to|I'd be (?:happy|glad|keen) to|I(?:'m| am) (?:happy|glad|keen) to|I'll|I will|we'll|` +
  String.raw`we will|I(?:'m| am) going to|(?:I|we) (?:can|could) ${DOING}|start by|begin by|could we|can we|shall we|shall I|` +
  String.raw`(?:would|could|can|will) you(?! (?:believe|imagine|guess)\b)|how about|${WOULD_DO}|${DONE}|${INVITATION}|${AGREEMENT}`;
const CLEAR_PROPOSAL = new RegExp(String.raw`\b(?:${CLEAR_SOURCE})\b`, 'i');

/**
 * A proposal, an ask or a next step: the clear ones above, and words that can be a wish as well ("plan", "agree",
 * "I'd like", "will": "I'd like things to improve"), which count towards levels 2 and 3, and a deadline: "by Friday"
 * (not "delayed by two weeks", an amount rather than a deadline).
 */
const OUTCOME = new RegExp(
  String.raw`\b(?:${CLEAR_SOURCE}|next step|agree|plan|deadline|will|I'd like|I would like)\b|` +
    String.raw`\b(?:by(?!\s+(?:${COUNT})\s+(?:${UNIT})\b)|before|until|from|starting|within)\s+(?:the\s+)?(?:${TIME_SOURCE})`,
  'gi',
);
const OUTCOME_IN_SENTENCE = new RegExp(OUTCOME.source, 'i');

/** That something should change, without saying what happens next: level 2 of Outcome. */
const HINT = /\b(?:should|ought to|better|improve\w*|change|need to|needs to|have to|has to)\b/i;

/**
 * A refusal is not a next step: "I will not send anything", "I won't propose anything, no plan, no deadline,
 * nothing by Friday", nor is what will not happen: "The feature will not be ready on Friday" names a day, not a step.
 * Where commitments and next steps are counted, the negated clause (up to the next comma, semicolon, 'but' or
 * sentence end) is left out, so "I can't do Friday, but I will send it on Monday" keeps its Monday.
 */
const REFUSAL = new RegExp(
  String.raw`(?:\b(?:I|we)\s+(?:would not|wouldn't|shall not|do not|don't|am not|are not|never|refuse to)|` +
    String.raw`\b(?:will not|won't|wont|cannot|can't|can not|could not|couldn't)|` +
    String.raw`\bI'm not|\bwe're not|\b(?:I|we)'ll never|\bnothing)\b.*?(?=\bbut\b|[,;.!?\n]|$)|` +
    String.raw`\bno\s+(?:plan|deadline|date|next step|proposal|agreement|follow[- ]?up)s?\b`,
  'gi',
);
/** The text with its refusals blanked out (for counting only: quotes are always the user's whole sentence). */
const committed = (text: string) => text.replace(REFUSAL, ' ');

/**
 * Signposts that order an answer: "First, ...", "then", "Next, ...", "finally", ", so ...", "because". Not the same
 * words doing other work: "my first 90 days", "next week", "so sorry", "by then".
 */
const SIGNPOSTS = new RegExp(
  String.raw`\b(?<!(?:my|our|your|their|the|a|his|her|its) )first(?:ly)?\b|\bsecond(?:ly)?\b(?!\s+(?:time|year|quarter))|` +
    String.raw`(?<!\b(?:by|until|till|before|back) )\bthen\b|` +
    String.raw`\bnext\b(?!\s+(?:${PERIOD}|time)\b)|\b(?:finally|lastly|because|therefore|to start|to begin|in short|to sum up|alternatively|` +
    String.raw`as a result|after that|afterwards|meanwhile|in the meantime)\b|` +
    String.raw`(?:^|[,;:]\s*)so\b(?!\s+(?:much|many|sorry|happy|glad|grateful|pleased|good|great|far)\b)`,
  'gi',
);

/** The marks that open the lines of a list: "1. ", "2) ", "- ", "• ". */
const LIST_MARK = /^[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]+(?=\S)/gm;
/** The text without its list marks: "1." numbers a line, it is no fact. */
const unlisted = (text: string) => text.replace(LIST_MARK, '');

/** Words that turn to the other person, and questions. */
const EMPATHY_WORDS = /\b(you|your|understand|appreciate|feel|feels|concern|concerns|perspective|hear|listen|listening|thanks?|thankful|grateful|sorry)\b|\?/gi;

/** What a person's side is made of: their view, needs and feelings. */
const VIEW = String.raw`point of view|perspective|views?|point|needs|priorities|side|concerns?|worr(?:y|ies)|feelings?|frustrations?|goals`;
/** Whose side, in the third person: "their", "her", "my manager's" (not "it's", "that's", "let's"). */
const THEIRS = String.raw`(?:their|his|her|(?!(?:it|that|what|let|there|here|he|she|who)'s)\w+'s)`;
/** A feeling, as the speaker names someone else's: "upset", "worried", "must feel ignored". */
const FEELING = String.raw`frustrat\w*|upset|worr(?:y|ied|ies)|disappoint\w*|angry|anxious|stressed|overwhelmed|hurt|unhappy|annoyed|ignored|feelings?`;

/**
 * The other person named in the third person, as answers about a conversation are written, counted as "your concern"
 * is (two words that turn to them): "their point of view", "my manager's frustration", and their feelings: "the
 * customer is upset and worried". Not the speaker's own ("I was frustrated", "I'm worried we will slip"), nor "no
 * worries"; "concern" and "perspective" are already among the words above.
 */
const OTHERS_SIDE = new RegExp(
  String.raw`\b${THEIRS}(?=\s+(?:${VIEW})\b)|(?<=\b${THEIRS}\s+)(?!concerns?\b|perspective\b)(?:${VIEW})\b|` +
    String.raw`(?<!\bI(?:'m| am| was| felt| feel| get| got)?\s+(?:so |really |very |quite |a bit |a little )?)(?<!\b(?:no|not) )\b(?:${FEELING})\b`,
  'gi',
);

/**
 * The other person's view or feelings, named by the speaker: "I understand", "your concern", "you must feel", "you
 * have every right to be angry", "they are worried".
 */
const EMPATHY_NAMED = new RegExp(
  String.raw`\b(?:(?:I|we)(?: do| really| fully| completely| totally)? (?:understand|appreciate|hear|see|realise|realize|know)|thank(?:s| you)|` +
    String.raw`(?:your|${THEIRS}) (?:${VIEW})|(?:you|they|he|she)(?: must| might| may)? (?:feel|felt))\b|\b(?:concerns?|frustrat\w*)\b|` +
    String.raw`\b(?:you|they|he|she)(?:'re| are| is| were| was| have every right to be| must be| might be| may be| seem| sound)` +
    String.raw`(?: so| really| very| understandably| rightly)? (?:${FEELING})\b`,
  'i',
);

/**
 * Asking for their input in reported speech, as many answers are written ("I would ask them how they see it", "find
 * out what matters to her", "invite their ideas"): the same invitation as a question mark. Not an ask for something
 * else ("ask for a raise").
 */
const REPORTED_ASK = new RegExp(
  String.raw`\b(?:ask|asking|find out|hear)\s+(?:(?:them|him|her|you|us|both|everyone|each of them|the \w+|my \w+|our \w+)\s+)?` +
    String.raw`(?:what|how|whether|if|which|when|why)\b|` +
    String.raw`\b(?:ask(?:ing)?(?:\s+\w+){0,2}\s+for|invite|inviting|welcome|seek|seeking|get|hear|want|would value|value)\s+` +
    String.raw`(?:their|your|his|her|everyone's)\s+(?:input|views?|thoughts|ideas|feedback|opinions?|perspectives?|suggestions?|side)\b`,
  'gi',
);
const REPORTED_ASK_IN_ANSWER = new RegExp(REPORTED_ASK.source, 'i');

/** A sign-off, and the name under it: "Best,", "Kind regards, Sam", "Many thanks!", "Cheers". */
const SIGN_OFF = new RegExp(
  String.raw`^(?:(?:kind |best |warm )?regards|best(?: wishes)?|all the best|cheers|(?:many )?thanks|thank you|sincerely|` +
    String.raw`yours(?: sincerely| truly)?|warmly|talk soon)\b[^.!?]{0,30}[,.!]?$`,
  'i',
);

/**
 * The closing sentence that proposes or asks, or is a concrete next step, in an answer of three sentences or more
 * (-1 when there is none). The close is what comes before a sign-off: "Best,", then "Jo", does not hide it.
 */
function closingAsk(sentences: string[]): number {
  const signOff = sentences.findLastIndex((sentence) => SIGN_OFF.test(sentence));
  const end = signOff !== -1 && signOff >= sentences.length - 2 ? signOff : sentences.length;
  if (end < 3) return -1;
  for (let i = end - 1; i >= end - 2; i -= 1) {
    const sentence = committed(sentences[i]!);
    if (CLEAR_PROPOSAL.test(sentence) || isConcreteStep(sentence)) return i;
  }
  return -1;
}

/** Blaming the listener: "you keep missing deadlines", "you always interrupt", "you never listen". */
const ACCUSING = /\byou(?:'ve| have)? (?:keep|kept|always|never)\b/gi;

/** The speaker in the first person: "I", "my", and a team's "we" (not "can we agree", which includes the other). */
const FIRST_PERSON = new RegExp(
  String.raw`\b(?:I|I'm|I'll|I've|my|mine|I will|I take)\b|` +
    String.raw`(?<!\b(?:can|could|shall|should|would|will|do|did|how|what|why) )\bwe(?:'re|'ll|'ve| will)?\b`,
  'gi',
);

/** A greeting or a pleasantry on its own: "Hi Dana,", "Dear team", "I hope you're well.", "Thanks for covering." */
const GREETING = new RegExp(
  String.raw`^(?:(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b[^.!?]{0,40}|` +
    String.raw`I hope (?:you're|you are|this finds you)\b[^.!?]{0,30}|thanks?(?: you)?(?: so much| very much)? for\b[^.!?]{0,60})[,.!:]?$`,
  'i',
);

/** The opening sentence past a greeting: where the published levels look for the point (-1: none). */
const opening = (sentences: string[]) => sentences.findIndex((sentence) => /\p{L}/u.test(sentence) && !GREETING.test(sentence));

/**
 * A commitment: "I will", "I'm going to", "I would send", "I can give you", and what was already done ("I have
 * already sent", "I've refunded"). A team's "we" is the speaker's first person too: "we will ship on 12 December".
 */
const OWN_COMMITMENT = new RegExp(
  String.raw`\b(?:(?:I|we) will|I'll|we'll|(?:I am|I'm|we are|we're) going to|(?:I|we) have already|(?:I've|we've) already|` +
    String.raw`(?:I|we) can ${DOING}|${WOULD_DO}|${DONE})\b`,
  'i',
);
/**
 * An admission: "my mistake", "I underestimated", "we made a mistake", "I would take responsibility", "we're sorry", and
 * taking a critique: "You're right, I didn't rehearse the timing" (not an excuse or a denial: "I didn't know", "I didn't
 * do anything wrong").
 */
const OWN_MISSTEP = new RegExp(
  String.raw`\b(?:(?<!not )(?:my|our) (?:mistake|fault|part|responsibility)|(?:I|we) (?:should have|missed|underestimated)|` +
    String.raw`(?:you're|you are) (?:absolutely |completely |quite )?right|(?:I|we) (?:forgot|failed|neglected) to|` +
    String.raw`(?:I|we) (?:didn't|did not) (?!(?:know|mean|expect|think|realise|realize|see|hear|get)\b|\w+ anything wrong|do (?:it|that|this)\b)\w+|` +
    String.raw`I was wrong|we were wrong|(?:I|we) got [^.!?]* wrong|` +
    String.raw`(?:I|we) made (?:a|an|the) (?:mistake|error|misjudgement|misjudgment)|I(?:'d| would)? (?:take|accept) (?:full |the )?responsibility|` +
    String.raw`(?:I|we)(?:'d| would)? apologi[sz]e|(?:I'm|I am|we're|we are) (?:so |really |very |truly |deeply )?sorry)\b`,
  'i',
);

// Each criterion scores 1 + up to 3 for how often its feature shows (plus a bonus where the rubric's middle levels
// ask for more than a count), and 5 when the answer does what only the top level of the published rubric asks for
// (scenarios.ts), so every score means what the rubric says it means.
const SIGNALS: Readonly<Record<RubricCriterionId, Signal>> = {
  structure: {
    count: count(SIGNPOSTS),
    // Paragraphs give an answer shape; a list of two or more items orders its steps as signposts do.
    bonus: (answer, sentences) =>
      (sentences.length >= 3 ? 1 : 0) + ((answer.match(LIST_MARK) ?? []).length >= 2 ? 2 : /\n\s*\n|\n\s*[-*\d]/.test(answer) ? 1 : 0),
    // "Opens with the point, develops it in steps and closes with a next step": an answer of a few sentences whose
    // close (its last two, so a sign-off such as "Kind regards, Sam" does not hide it) proposes or asks.
    top: (_answer, sentences) => closingAsk(sentences) !== -1,
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
    // own: "in 2 weeks" is one time frame, not a number and a date.
    top: (answer) => TIME.test(unlisted(answer)) && NUMBER.test(unlisted(answer).replace(TIMES, ' ')),
  },
  empathy: {
    // A reported ask weighs what its direct form does: "ask if something is going on" is "Is something going on for
    // you?", a question and a "you".
    count: (sentence) => count(EMPATHY_WORDS)(sentence) + count(OTHERS_SIDE)(sentence) + 2 * count(REPORTED_ASK)(sentence),
    // "Names their view or feelings and asks for their input": both. Naming it is the speaker's own doing ("I
    // understand", "your concern", "you must feel"), not an order to the other ("you should understand"); the ask
    // is a question, direct or reported.
    top: (answer) => EMPATHY_NAMED.test(answer) && (answer.includes('?') || REPORTED_ASK_IN_ANSWER.test(answer)),
    // An accusing "you" turns to them without their side: "You keep missing deadlines" is no view of theirs.
    penalty: count(ACCUSING),
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
    penalty: (answer) => count(/\b(?:not my fault|their fault|your fault|they always|they never|blame)\b/gi)(answer) + count(ACCUSING)(answer),
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
export function tipFor(scenarioId: string, criterion: RubricCriterionId): string {
  // Own keys only, like every table looked up by a request's text.
  const example = Object.hasOwn(TIP_EXAMPLES, scenarioId) ? TIP_EXAMPLES[scenarioId]![criterion] : undefined;
  return example ? `${TIPS[criterion]} (for example "${example}").` : `${TIPS[criterion]}.`;
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
    const score = Math.max(1, Math.min(5, earned - (signal.penalty?.(answer) ?? 0)));
    const earned5 = score === RUBRIC_SCORE_MAX ? (signal.earnedBy?.(sentences) ?? -1) : -1;
    if (earned5 !== -1) best = original[earned5]!;
    // A score the answer earned is never shown beside "No words in your answer matched this yet".
    const shown = score > 1 && best === '' ? (signal.shownBy?.(sentences) ?? -1) : -1;
    if (shown !== -1) best = original[shown]!;
    return { criterion, score, quote: best, comment: levelComment(criterion, score) };
  });
  const weakest = [...feedback].sort((a, b) => a.score - b.score)[0];
  if (weakest && weakest.score === RUBRIC_SCORE_MAX) return { criteria: feedback, suggestion: TOP_SCORE_TIP };
  return { criteria: feedback, suggestion: tipFor(input.scenario.id, weakest?.criterion ?? 'outcome') };
}
