// The phrases the practice gym's built-in engine reads (D28): dates and numbers, proposals, asks and next steps,
// signposts, the other person's side, first-person commitments and admissions, as career changers write them. Each
// pattern names what it counts and what it deliberately does not; practice-feedback.ts turns them into scores.

/** How often a pattern (with the g flag) occurs in a text. */
export const count = (re: RegExp) => (s: string) => (s.match(re) ?? []).length;

const WEEKDAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
// "May" is left out: it is mostly the verb ("we may need"). It counts next to a day or a preposition, below.
const MONTH = 'january|february|march|april|june|july|august|september|october|november|december';
const COUNT = String.raw`\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of`;
const UNIT = 'minutes?|hours?|days?|weeks?|fortnights?|months?|quarters?|years?|sprints?';
/** What "this", "next", "last" can name: periods and the meetings a next step is often tied to. */
const PERIOD = String.raw`${WEEKDAY}|${UNIT}|term|half|morning|afternoon|evening|review|one-to-one|1:1|meeting|call|check-in|catch-up|sync|stand-?up`;

/**
 * Dates and time frames, absolute and relative: "Friday", "14 March", "2026", "tomorrow", "next quarter", "last
 * year", "our next one-to-one", "end of the year", "Q3", "in two weeks", "3 days", "weekly", "the 14th", "the weekend",
 * "next-day", and times of day: "5pm", "9:30", "noon".
 */
const TIME_SOURCE = [
  String.raw`\b(?:${WEEKDAY}|${MONTH})\b`,
  String.raw`\b(?:in|by|from|until|since|before|after|early|mid|late|of)\s+may\b|\bmay\s+\d|\b\d+(?:st|nd|rd|th)?\s+may\b`,
  String.raw`\b(?:today|tonight|tomorrow|yesterday|daily|weekly|monthly|quarterly|yearly|annually)\b`,
  String.raw`\b(?:this|next|last|past|previous|coming|following)\s+(?:${PERIOD})\b`,
  // "Next-day delivery", "a same-day reply", "by the weekend".
  String.raw`\b(?:next|same)-day\b|\b(?:the|this|next|last|coming)\s+weekend\b`,
  String.raw`\b(?:end|start|beginning|middle)\s+of\s+(?:the\s+|this\s+|next\s+)?(?:day|week|month|quarter|year|sprint|${MONTH}|may|q[1-4])\b`,
  String.raw`\b(?:q[1-4]|h[12])\b`,
  String.raw`\b(?:${COUNT})\s+(?:${UNIT})\b`,
  String.raw`\b(?:19|20)\d{2}\b|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b|\b\d{4}-\d{2}-\d{2}\b|\bthe\s+\d{1,2}(?:st|nd|rd|th)\b`,
  String.raw`\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\b(?:noon|midday)\b`,
].join('|');
export const TIME = new RegExp(TIME_SOURCE, 'i');
export const TIMES = new RegExp(TIME_SOURCE, 'gi');

/**
 * A number, in figures or in words: "4 hires", "12%", "three missed deadlines", "cut by half", "a third", "the last
 * couple of reports". Not "one" and "a": "no one", "one of us" and "a meeting" count nothing.
 */
const NUMBER_SOURCE = String.raw`\b\d[\d,.]*%?|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|million|half|thirds?|twice|dozen|couple)\b`;
export const NUMBER = new RegExp(NUMBER_SOURCE, 'i');

/** What makes an answer specific: dates and time frames, numbers, examples. */
export const SPECIFIC = new RegExp(String.raw`${TIME_SOURCE}|${NUMBER_SOURCE}|\b(?:for example|for instance|such as)\b`, 'gi');

/** A measure a proposal can name: "8%", "5 percent", "$2,000", "3k". */
export const MEASURE = /\d+(?:[.,]\d+)?\s?%|\b\d+(?:[.,]\d+)?\s?(?:percent|per cent|k)\b|[$€£]\s?\d/i;

/** Verbs that do something for the other person (not "say" or "explain", which report the conversation). */
const DOING =
  String.raw`(?:also |then |first |immediately )?(?:offer|arrange|book|set up|organi[sz]e|send|share|call|meet|deliver|fix|` +
  String.raw`prepare|draft|update|check in|pair|hand over|introduce|start|begin|put together|walk|follow up|schedule|write|create|` +
  String.raw`give|ship|finish|bring|help|take over|cover|handle|lead|run|move|reassign|free up|shift)`;

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

/**
 * An invitation: "come sit with us for an hour", "join us on Friday", "drop by any time", and one asked the way
 * people talk: "Want to sit in on our stand-up tomorrow?", "Fancy joining us?" (not "I want to see the new build").
 */
const INVITATION =
  String.raw`come (?:and )?(?:sit|join|see|visit|shadow)|join us|drop by|stop by|sit in on|` +
  String.raw`(?:^|(?:do|would) you )(?:want|care) to (?:come|join|see|visit|shadow|try)|fancy (?:coming|joining|sitting|seeing)`;

/** Asking them to agree to a proposal: "Does that work for you?", "Which option works better for you?". */
const AGREEMENT = String.raw`(?:does|would|will|could) (?:that|this|it) (?:work|suit)|which (?:\w+ ){0,2}(?:works?|suits?) (?:better|best)`;

/**
 * A promise that names no step: "we will look into it", "I'll see what I can do", "I'll do my best", "I'll get back to
 * you", "I'll keep you posted". A reply that closes on one is "a vague wish for things to improve", not a clear
 * proposal; a time still makes it concrete ("I'll get back to you by Friday").
 */
const VAGUE_PROMISE =
  String.raw`(?:(?:try to |try and )?(?:look into|investigate|look at) (?:it|this|that|the matter|the issue|your \w+)|see what (?:I|we) can do|` +
  String.raw`(?:try|do) (?:my|our) (?:best|utmost)|get back to you|keep you (?:posted|updated|informed|in the loop)|` +
  String.raw`(?:bear|keep) (?:it|this|that) in mind|think about it)\b` +
  // "I'll look into it and send a replacement" names its step after the "and".
  String.raw`(?! and (?!(?:get back to you|let you know)\b))`;

/**
 * An instruction that opens a sentence, a list line, what follows its colon or the condition it answers, as a handover
 * note or a reply gives them: "Acme invoice: chase it on 12 March", "- Call the supplier on Monday", "If anything else
 * goes wrong, reply to me directly", "If anything else isn't right, please reply to me directly".
 */
const INSTRUCTION =
  String.raw`(?<=(?:^\s*(?:(?:\d{1,2}[.)]|[-*•])\s+)?|[:–—]\s*|^\s*(?:if|when|whenever|should)\b[^,.!?]{1,80},\s*)(?:please\s+|just\s+)?)(?:chase|check|call|send|email|ask|follow up on|book|submit|review|update|` +
  String.raw`remind|contact|reply to|forward|pay|approve|renew|cancel|sign off)(?=\s)`;

/**
 * Handing the whole thing over, with no step or time named: "can you sort it", "could you just deal with this".
 * Asked with a step or a time ("Can you fix it by Friday?"), it is an ask like any other.
 */
const HANDING_OVER = String.raw`(?:sort|fix|deal with|handle|look into|do something about) (?:it|this|that)(?: out)?(?: please)?\s*(?:[.!?]|$)`;

/**
 * What makes "a clear proposal" on its own, as the published level 4 reads: a proposal, an offer, an ask, a
 * commitment or a step already taken ("I suggest", "I'd love to show you", "could we", "I'll send", "I've sent").
 * "Asking for an 8% raise" is as concrete a proposal as "I propose a 6% raise", and an offer is a next step too:
 * "I'll call you tomorrow", "I can start on Monday" (not "I can't", nor "I can add value", a claim), and so are an ask
 * for help ("Could you spare 20 minutes this week?") and one for their agreement ("Does that work for you?"). Not "let
 * me know if you have questions", a sign-off, "let's do our best", a wish, "can you believe", an exclamation, a
 * promise that names no step, nor "thanks for the request", theirs. A proposal named as one counts ("Here's an option:",
 * "my proposal is"), and so do an offer without its "I'm" ("Happy to talk it through tomorrow") and an instruction.
 */
const CLEAR_SOURCE =
  String.raw`propose|suggest|recommend|(?:my|our) (?:proposal|suggestion)|(?:one|another) option|` +
  String.raw`here(?:'s| is) (?:an?|one|my|our) (?:option|idea|plan|proposal|suggestion)|` +
  String.raw`let's(?! (?:do our best|hope|see|(?:all )?work hard|make (?:this|it) (?:a (?:big |huge |real )?success|work|happen|great|count)|have fun|enjoy|give it (?:our|everything)|do (?:this|it|great things)|smash it|be positive|stay positive|keep going|go for it|get going)\b)|let us|let me(?! know)|follow up|schedule|ask(?:ing)? for|` +
  String.raw`(?<!\b(?:the|your|this|that|their|his|her) )request|I'd love to|I would love to|` +
  String.raw`I'd be (?:happy|glad|keen) to|(?:I(?:'m| am) |^)(?:happy|glad|keen) to|` +
  String.raw`(?:I'll|I will|we'll|we will|I(?:'m| am) going to)(?! ${VAGUE_PROMISE})|` +
  String.raw`(?:I|we) (?:can|could) ${DOING}|start by|begin by|could we|can we|shall we|shall I|` +
  String.raw`(?:would|could|can|will) (?:you|u)(?! (?:believe|imagine|guess)\b)(?! (?:just )?${HANDING_OVER})|how about|${WOULD_DO}|${DONE}|${INVITATION}|${AGREEMENT}|` +
  String.raw`${INSTRUCTION}`;
export const CLEAR_PROPOSAL = new RegExp(String.raw`\b(?:${CLEAR_SOURCE})\b`, 'i');

/**
 * A proposal, an ask or a next step: the clear ones above; words that can be a wish as well ("plan", "agree", "I'd
 * like", "will": "I'd like things to improve") and a promise that names no step ("I'll do my best"), which count
 * towards levels 2 and 3; and a deadline: "by Friday" (not "delayed by two weeks" or "cut from 6 weeks to 3", amounts
 * rather than deadlines, nor "something from Tuesday's meeting", a past one), written day first too: "by 15 March" (not
 * "moves from 3 March to 17 March", a change of date).
 */
export const OUTCOME = new RegExp(
  String.raw`\b(?:${CLEAR_SOURCE}|(?:I'll|we'll) ${VAGUE_PROMISE}|next step|agree|plan|deadline|will|I'd like|I would like)\b|` +
    String.raw`\b(?:by(?!\s+(?:${COUNT})\s+(?:${UNIT})\b)|from(?!\s+(?:${COUNT})\s+(?:${UNIT})\s+(?:to|down to|up to)\b)|before|until|starting|within)\s+(?:the\s+)?(?:${TIME_SOURCE})(?!'s\b)|` +
    String.raw`\b(?:by|before|until)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:${MONTH})\b`,
  'gi',
);
export const OUTCOME_IN_SENTENCE = new RegExp(OUTCOME.source, 'i');

/** That something should change, without saying what happens next: level 2 of Outcome. */
export const HINT = /\b(?:should|ought to|better|improv(?:e|es|ed|ing|ements?)|change|need to|needs to|have to|has to)\b/i;

/**
 * A refusal is not a next step: "I will not send anything", "I won't propose anything, no plan, no deadline,
 * nothing by Friday", nor is what will not happen: "The feature will not be ready on Friday" names a day, not a step.
 * Where commitments and next steps are counted, the negated clause (up to the next comma, semicolon, 'but' or
 * sentence end) is left out, so "I can't do Friday, but I will send it on Monday" keeps its Monday. Nor is a threat:
 * "pay me more or I'll leave" proposes nothing the other person can agree to.
 */
const REFUSAL = new RegExp(
  String.raw`(?:\b(?:I|we)\s+(?:would not|wouldn't|shall not|do not|don't|am not|are not|never|refuse to)|` +
    String.raw`\b(?:will not|won't|wont|cannot|can't|can not|could not|couldn't)|` +
    String.raw`\bI'm not|\bwe're not|\b(?:I|we)'ll never|\bnothing)\b.*?(?=\bbut\b|[,;.!?\n]|$)|` +
    String.raw`\bno\s+(?:plan|deadline|date|next step|proposal|agreement|follow[- ]?up)s?\b|` +
    String.raw`\bor (?:else )?(?:I|we)(?:'ll| will) (?:leave|quit|resign|walk|go|look|start looking|find)\b.*?(?=[,;.!?\n]|$)`,
  'gi',
);
/** The text with its refusals blanked out (for counting only: quotes are always the user's whole sentence). */
export const committed = (text: string) => text.replace(REFUSAL, ' ');

/**
 * A question, with its mark or typed without it as phones leave it: "does that work for both of you", "what do you
 * think" (not a sentence that only opens with a question word: "What I propose is ...", "How we fix this is ...").
 */
export const QUESTION =
  /\?|^\s*(?:(?:so|and|ok|okay),?\s+)?(?:(?:what|how|which|when|where|why|who)\s+(?:do|does|did|would|could|can|will|is|are|should)\b|(?:do|does|would|could|can|will|is|are|shall)\s+(?:you|that|this|it|we|there|everyone|anyone|both)\b)/i;

/**
 * An invitation to come back, as a talk, a briefing or a reply closes: "What questions do you have before we start?",
 * "Any questions so far?", "Does anyone have questions?", "Is there anything else I can do to put this right?" (not a
 * question about the past: "What questions did the client ask?"), "Let me know if anything else is wrong", "Don't
 * hesitate to get in touch".
 */
export const CLOSING_INVITATION = new RegExp(
  String.raw`^(?![^?]*\b(?:did|was|were|had)\b)[^?]*\b(?:(?:what|any(?: other| more| further)?) questions?|` +
    String.raw`(?:do you|does anyone|has anyone|have you) (?:have |got )?(?:any )?questions|anything else (?:I|we) can do)\b[^?]*\?|` +
    String.raw`\b(?:let me know if|(?:feel free|don't hesitate|do not hesitate) to (?:ask|reach out|get in touch|contact|call|reply))\b`,
  'i',
);

/**
 * Signposts that order an answer: "First, ...", "then", "Next, ...", "finally", ", so ...", "because". Not the same
 * words doing other work: "my first 90 days", "next week", "your next order", "next-day delivery", "so sorry", "by then".
 */
export const SIGNPOSTS = new RegExp(
  String.raw`\b(?<!(?:my|our|your|their|the|a|his|her|its) )first(?:ly)?\b|\bsecond(?:ly)?\b(?!\s+(?:time|year|quarter))|` +
    String.raw`(?<!\b(?:by|until|till|before|back) )\bthen\b|` +
    String.raw`(?<!(?:my|our|your|their|the|a|his|her|its) )\bnext\b(?!-|\s+(?:${PERIOD}|time)\b)|\b(?:finally|lastly|because|therefore|to start|to begin|in short|to sum up|alternatively|` +
    String.raw`as a result|after that|afterwards|meanwhile|in the meantime)\b|` +
    String.raw`(?:^|[,;:]\s*)so\b(?!\s+(?:much|many|sorry|happy|glad|grateful|pleased|good|great|far)\b)`,
  'gi',
);

/** The marks that open the lines of a list: "1. ", "2) ", "- ", "• ". */
export const LIST_MARK = /^[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]+(?=\S)/gm;
/** The text without its list marks: "1." numbers a line, it is no fact. */
export const unlisted = (text: string) => text.replace(LIST_MARK, '');

/** Words that turn to the other person, and questions; "u" and "ur" as phones type them. */
export const EMPATHY_WORDS = /\b(you|your|u|ur|understand|appreciate|feel|feels|concern|concerns|perspective|hear|listen|listening|thanks?|thankful|grateful|sorry)\b|\?/gi;

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
export const OTHERS_SIDE = new RegExp(
  String.raw`\b${THEIRS}(?=\s+(?:${VIEW})\b)|(?<=\b${THEIRS}\s+)(?!concerns?\b|perspective\b)(?:${VIEW})\b|` +
    String.raw`(?<!\bI(?:'m| am| was| felt| feel| get| got)?\s+(?:so |really |very |quite |a bit |a little )?)(?<!\b(?:no|not) )\b(?:${FEELING})\b`,
  'gi',
);

/** Strain the speaker may see in someone: "you've seemed stretched lately", "she looked exhausted". */
const STRAIN = String.raw`stretched|tired|exhausted|swamped|overloaded|under (?:a lot of )?pressure|stuck|low|quiet|distracted`;

/**
 * The other person's view or feelings, named by the speaker: "I understand", "your concern", "you must feel", "you have
 * every right to be angry", "they are worried", "you've seemed stretched", and agreeing with it: "you're right",
 * "that's fair", "both are fair points". Not what the speaker knows of themselves: "I know I don't have direct
 * experience".
 */
export const EMPATHY_NAMED = new RegExp(
  String.raw`\b(?:(?:I|we)(?: do| really| fully| completely| totally)? (?:understand|appreciate|hear|see|realise|realize|know)(?! (?:I|I'm|I've|we|my|our)\b)|thank(?:s| you)|` +
    String.raw`you(?:'re| are)(?: absolutely| completely| quite| totally)? right|(?:that's|that is|both are) (?:a )?fair(?: points?)?|(?:fair|good|valid) points?|` +
    String.raw`(?:your|${THEIRS}) (?:${VIEW})|(?:you|they|he|she)(?: must| might| may)? (?:feel|felt))\b|\b(?:concerns?|frustrat\w*)\b|` +
    String.raw`\b(?:you|they|he|she)(?:'re| are| is| were| was| have every right to be| must be| might be| may be| seem| sound|` +
    String.raw`(?:'ve| have)? (?:been|seemed|looked|sounded)| seemed| looked| sounded)` +
    String.raw`(?: so| really| very| understandably| rightly| a bit| quite)? (?:${FEELING}|${STRAIN})\b`,
  'i',
);

/**
 * Asking for their input in reported speech, as many answers are written ("I would ask them how they see it", "find
 * out what matters to her", "invite their ideas"): the same invitation as a question mark. Not an ask for something
 * else ("ask for a raise").
 */
export const REPORTED_ASK = new RegExp(
  String.raw`\b(?:ask|asking|find out|hear)\s+(?:(?:them|him|her|you|us|both|everyone|each of them|the \w+|my \w+|our \w+)\s+)?` +
    String.raw`(?:what|how|whether|if|which|when|why)\b|` +
    String.raw`\b(?:ask(?:ing)?(?:\s+\w+){0,2}\s+for|invite|inviting|welcome|seek|seeking|get|hear|want|would value|value)\s+` +
    String.raw`(?:their|your|his|her|everyone's)\s+(?:input|views?|thoughts|ideas|feedback|opinions?|perspectives?|suggestions?|side)\b`,
  'gi',
);
export const REPORTED_ASK_IN_ANSWER = new RegExp(REPORTED_ASK.source, 'i');

/** A sign-off, and the name under it: "Best,", "Kind regards, Sam", "Many thanks!", "Cheers". */
export const SIGN_OFF = new RegExp(
  String.raw`^(?:(?:kind |best |warm )?regards|best(?: wishes)?|all the best|cheers|(?:many )?thanks|thank you|sincerely|` +
    String.raw`yours(?: sincerely| truly)?|warmly|talk soon)\b[^.!?]{0,30}[,.!]?$`,
  'i',
);

/** Blaming the listener: "you keep missing deadlines", "you always interrupt", "you never listen". */
export const ACCUSING = /\byou(?:'ve| have)? (?:keep|kept|always|never)\b/gi;

/**
 * "Sorry" that regrets the other person's reaction, not what happened: "I'm sorry you feel that way", "sorry if you
 * were upset", "sorry you took it like that". Not "I'm sorry you were kept waiting", which owns the wait.
 */
const REGRETS_REACTION = String.raw`(?:if\b|(?:that )?(?:you|they|he|she)(?:'re| are| were)? (?:feel|felt|think|thought|see it|saw it|take it|took it|upset|got upset)\b)`;
const NON_APOLOGY = String.raw`sorry ${REGRETS_REACTION}`;

/**
 * Waving the other person's side away: a non-apology, "calm down", "you're overreacting", "don't take it personally",
 * "with all due respect", "no offence", "it is what it is", "rules are rules", "as I already said".
 */
export const DISMISSIVE = new RegExp(
  String.raw`\b(?:${NON_APOLOGY}|calm down|(?:you're|you are) overreacting|(?:don't|do not) take it personally|with all due respect|` +
    String.raw`no offen[cs]e|it is what it is|rules are rules|policy is policy|(?:that's|it's|that is|it is) (?:just )?(?:how|the way) ` +
    String.raw`(?:it is|it goes|things are)|as I (?:already |just |have )?(?:said|told you|explained))`,
  'gi',
);

/**
 * Handing the problem to someone or something else: "not my problem", "it wasn't really my fault", "nothing I can
 * do", "take it up with the warehouse", "our policy says", "it's out of my hands".
 */
export const DEFLECTING =
  /\b(?:not my (?:problem|job|department|responsibility|call)|(?:not|\w+n't|never) (?:(?:really|entirely|totally|completely|actually|exactly|all) )?(?:my|our) fault|nothing (?:I|we) can do|take it up with|(?:our|the|company) policy (?:says|is|states)|(?:it's|that's|it is|that is) (?:just |simply )?(?:our |the |company )?policy|out of (?:my|our) hands|above my pay ?grade)\b/gi;

/** The speaker in the first person: "I", "my", and a team's "we" (not "can we agree", which includes the other). */
export const FIRST_PERSON = new RegExp(
  String.raw`\b(?:I|I'm|I'll|I've|my|mine|I will|I take)\b|` +
    String.raw`(?<!\b(?:can|could|shall|should|would|will|do|did|how|what|why) )\bwe(?:'re|'ll|'ve| will)?\b`,
  'gi',
);

/** A greeting or a pleasantry on its own: "Hi Dana,", "Dear team", "I hope you're well.", "Thanks for covering." */
export const GREETING = new RegExp(
  String.raw`^(?:(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b[^.!?]{0,40}|` +
    String.raw`I hope (?:you're|you are|this finds you)\b[^.!?]{0,30}|thanks?(?: you)?(?: so much| very much)? for\b[^.!?]{0,60})[,.!:]?$`,
  'i',
);

/**
 * A commitment: "I will", "I'm going to", "I would send", "I can give you", and what was already done ("I have
 * already sent", "I've refunded"). A team's "we" is the speaker's first person too: "we will ship on 12 December".
 */
export const OWN_COMMITMENT = new RegExp(
  String.raw`\b(?:(?:I|we) will|I'll|we'll|(?:I am|I'm|we are|we're) going to|(?:I|we) have already|(?:I've|we've) already|` +
    String.raw`(?:I|we) can ${DOING}|${WOULD_DO}|${DONE})\b`,
  'i',
);
/**
 * The speaker's own ask or proposal: "I'd like to ask for a raise", "I propose", "we suggest", "I'd like to discuss",
 * any other "I'd like to ..." ("I'd like to move to 64k from January") and "my recommendation is".
 */
export const OWN_PROPOSAL =
  /\b(?:(?:I|we)(?:'d| would)?(?: like to| want to)? (?:ask|propose|suggest|request|recommend|discuss)|(?:I|we)(?:'d| would) like to \w+|(?:my|our) (?:recommendation|proposal|suggestion))\b/i;
/**
 * An admission: "my mistake", "I underestimated", "we made a mistake", "I would take responsibility", "we're sorry",
 * taking a critique: "You're right, I didn't rehearse the timing" (not an excuse or a denial: "I didn't know", "I
 * didn't do anything wrong"), and owning a gap, as a career changer does: "I know I lack direct experience", "I haven't
 * held a UX title", "I've not led a team this size", "I'm new to", "I'm still getting used to it", "I have a lot to
 * learn", and naming what they still need to get better at: "I know I still need to improve my presenting" (not work
 * still to do: "I need to work on the migration").
 */
export const OWN_MISSTEP = new RegExp(
  String.raw`\b(?:(?<!\b(?:not|\w+n't|never)(?: (?:really|entirely|totally|completely|actually|exactly|all))? )` +
    String.raw`(?:my|our) (?:mistake|fault|part|responsibility)|(?:I|we) (?:should have|missed|underestimated)|` +
    String.raw`(?:you're|you are) (?:absolutely |completely |quite )?right|(?:I|we) (?:forgot|failed|neglected) to|` +
    String.raw`(?:I|we) (?:didn't|did not) (?!(?:know|mean|expect|think|realise|realize|see|hear|get)\b|\w+ anything wrong|do (?:it|that|this)\b)\w+|` +
    String.raw`I was wrong|we were wrong|(?:I|we) got [^.!?]* wrong|` +
    String.raw`I (?:still )?lack|I (?:don't|do not) (?:yet |currently )?have (?:\w+ ){0,2}experience|I(?:'m| am) (?:still )?new to|` +
    String.raw`I(?:'m| am) still (?:learning|getting used to|finding my feet|getting to grips with)|I(?:'ve| have)(?: got)? (?:a lot|lots|much|plenty) (?:still )?to learn|` +
    String.raw`I (?:still )?need to (?:improve (?:my|on)|get better at|work on my|grow (?:in|as))|` +
    String.raw`I(?:'ve not| haven't| have not|(?:'ve| have) never)(?: yet| ever)? (?:worked (?:as|in)|led|managed(?! to)|(?:held|had) (?:\w+ ){0,3}(?:title|role|job|position))|` +
    String.raw`(?:I|we) made (?:a|an|the) (?:mistake|error|misjudgement|misjudgment)|I(?:'d| would)? (?:take|accept) (?:full |the )?responsibility|` +
    String.raw`(?:I|we)(?:'d| would)? apologi[sz]e|(?:I'm|I am|we're|we are) (?:so |really |very |truly |deeply )?sorry(?! ${REGRETS_REACTION}))\b`,
  'i',
);
