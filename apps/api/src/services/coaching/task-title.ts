// A calendar title for a catalogue task (D29, typical day): the task's verb and object, cut only where the sentence
// turns from what is done to how, why or with what, or to the next thing done, never inside a list or mid-word.
/** Calendar titles longer than this are shortened further, to a complete phrase. */
const TITLE_MAX = 70;

// Catalogue tasks are one long sentence: what is done, then how, why or with what. The title keeps the first part.
// Commas are no clause boundary on their own: in "Receive, record, and bank cash, checks, and vouchers" or "Comply
// with federal, state, and company policies" they separate list items, and cutting there leaves "Receive" or
// "Comply with federal". So the title stops only where the sentence turns to an elaboration, and never inside a list.

/** Words that start an elaboration of the task: examples, manner, purpose ("such as", "using", "to ensure"). */
const ELABORATION =
  'such as|including|e\\.g\\.|for example|especially|according to|based on|in order to|so that|as well as|as needed|' +
  'as necessary|when necessary|if necessary|if needed|as required|as appropriate|in case of|in preparation for|which|' +
  'who|where|while|whether';
const MANNER = 'using|applying|following|ensuring|considering';
const PREPOSITION = 'inside|in|for|with|at|on|from|into|through|during|after|before|within|without|under';
/** ", analyzing workflow" or ", performing or ensuring installation": a participle with an object of its own, not a
 * list item that happens to end in -ing (", marketing, production"). */
const PARTICIPLE = String.raw`[a-z]+ing\s+(?:(?:and|or)\s+[a-z]+ing\s+)?(?!and\b|or\b)(?=[a-z])`;

/** Verbs that are never list items: after a comma (", verify quantities"), one of them starts the task's next clause.
 * Only verbs no O*NET list has as a noun (not "report", "record", "check", "design" or "order"). */
const CLAUSE_VERBS =
  'verify|notify|inform|replace|provide|prepare|maintain|ensure|monitor|assist|arrange|greet|collect|operate|explain|' +
  'advise|submit|respond|supervise|identify|determine|evaluate|assess|coordinate|develop|perform|conduct|install|' +
  'inspect|repair|calculate|confer|consult|negotiate|recommend|select|obtain|compile|analyze|create|establish|implement';
/** ", verify quantities", ", and check for outdated medications": a next clause, not a list item (", check," is one). */
const NEXT_CLAUSE = String.raw`(?:and\s+)?(?:${CLAUSE_VERBS}|check)\s+(?!and\b|or\b)[a-z]`;

/** Where a task turns from what is done to how, why or what for. */
const CLAUSE_BREAKS: readonly RegExp[] = [
  /\s*[;:]/g,
  new RegExp(String.raw`,\s+(?=${NEXT_CLAUSE})`, 'gi'),
  new RegExp(String.raw`,?\s+(?:${ELABORATION})\b`, 'gi'),
  new RegExp(String.raw`,\s+${PARTICIPLE}`, 'g'),
  new RegExp(String.raw`,\s+(?=(?:${PREPOSITION})\s)`, 'g'),
  new RegExp(String.raw`\s+(?:${MANNER}|working with)\b`, 'g'),
  /\s+by\s+(?:such means as\s+)?[a-z]+ing\b/g,
  // Purpose: "Meet with clients and other professionals | to discuss details". Where "to" is a preposition
  // ("Respond to requests", "Test changes to database applications") the head is too short and a fuller one wins.
  /\s+to\s+/g,
];
/** What may follow a comma a title stops at: an elaboration, not the next item of a list. */
const AFTER_COMMA = new RegExp(String.raw`^,\s+(?:(?:${ELABORATION}|${MANNER}|to|${PREPOSITION})\b|${PARTICIPLE}|${NEXT_CLAUSE})`, 'i');

/** ", in families, or in groups": the prepositional phrase after the comma is the first item of a list. */
const PREPOSITIONAL_LIST = new RegExp(String.raw`^,\s+(${PREPOSITION})\s[^,]*(?:,\s+[^,]*)*?,\s+(?:and|or)\s+\1\s`, 'i');

/** Examples follow: a longer head would take them in and stop somewhere inside them. */
const EXAMPLES_FOLLOW = /^,?\s+(?:such as|including|e\.g\.|for example)\b/i;

/** Where a still too long first clause can end: before a clause joined by ", and" or ", or" ... */
const JOIN_BREAKS: readonly RegExp[] = [/,\s+(?=(?:and|or)\s)/g];
/** ... or else before a prepositional phrase or a participle ("reports | defining ...", "employees | engaged in").
 * Not before "and"/"or" nor any -ing word: those also join adjectives and nouns ("electrical or electronic
 * wiring", "mathematical modeling"), and the cut would leave "Maintain electrical". */
const PHRASE_BREAKS: readonly RegExp[] = [
  /\s+(?=(?:for|in|with|on|about|regarding|concerning|through|at|into|from|among|between|within|throughout|inside|during|across|that|of)\s)/g,
  /\s+(?=(?:defining|depicting|summarizing|assessing|affecting|dealing|involving|describing|illustrating|solving|facing|showing|containing|explaining)\s)/g,
  /\s+(?=(?:engaged|concerned|designed|submitted|requested|prepared|used|required|associated|involved|assigned)\s)/g,
];

/** Last words that need what follows them: "Prepare affidavits or", "Instruct staff on how", "water levels prior" (to
 * departure), "change due" (to customers), "the need" (for musical variety), "preparing simple" (to complex tax returns), a participle waiting for its
 * complement ("conferences designed", "activities directly related"). */
const DANGLING = new RegExp(
  String.raw`\b(?:a|an|the|and|or|nor|of|to|for|with|in|on|at|by|from|into|as|about|than|such|their|its|other|each|all|any|one|` +
    String.raw`between|among|how|what|whether|when|where|why|that|which|who|pertaining|relating|according|regarding|concerning|prior|due|` +
    String.raw`common|compatible|necessary|simple|participate|need|` +
    String.raw`dealing|involving|\w{2,}(?<!e)ed)$`,
  'i',
);

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** "X, Y, and Z" closes the list it is in; "X, Y" leaves it open. */
const closesList = (segment: string) => /^(?:and|or) | (?:and|or) /.test(segment);

/** A noun the 'of' after it defines: 'Monitor the use', 'Counsel clients about the deaths', 'during periods', 'in and
 * out' (of beds): without what follows, the title says nothing. ('Take pictures | of individuals' reads whole.) */
const NEEDS_ITS_OF = /(?:\b(?:the|a|an|in|at|during|within)\s+\S+|\bout)$/i;

/** The text before `at` if it is a complete phrase: two words or more, no dangling last word, not inside a list. */
function headAt(text: string, at: number): string | null {
  let head = text.slice(0, at).trimEnd();
  let rest = text.slice(at);
  if (head.endsWith(',')) {
    head = head.slice(0, -1);
    rest = `,${rest}`;
  }
  if (wordCount(head) < 2 || DANGLING.test(head)) return null;
  if (/^\s+of\s/.test(rest) && NEEDS_ITS_OF.test(head)) return null;
  const segments = head.split(', ');
  if (segments.length > 1 && !closesList(segments[segments.length - 1]!)) return null;
  // After a comma the list goes on, unless an elaboration or a new clause (", and organize ...") starts there.
  if (rest.startsWith(',') && PREPOSITIONAL_LIST.test(rest)) return null;
  if (rest.startsWith(',') && !AFTER_COMMA.test(rest) && !(/^,\s+(?:and|or)\s/.test(rest) && segments.length === 1)) return null;
  return head;
}

function headsAt(text: string, breaks: readonly RegExp[]): string[] {
  const positions = new Set<number>();
  for (const re of breaks) for (const m of text.matchAll(re)) positions.add(m.index);
  return [...positions]
    .sort((a, b) => a - b)
    .map((at) => headAt(text, at))
    .filter((head): head is string => head !== null);
}

/** A first clause too long for a calendar block, shortened to its longest complete phrase that fits. */
function shorten(clause: string): string {
  for (const breaks of [JOIN_BREAKS, PHRASE_BREAKS]) {
    const fitting = headsAt(clause, breaks).filter((h) => h.length <= TITLE_MAX);
    if (fitting.length > 0) return fitting[fitting.length - 1]!;
  }
  // Nothing fits: the shortest complete phrase is still better than one cut mid-list or mid-word.
  return headsAt(clause, [...JOIN_BREAKS, ...PHRASE_BREAKS]).sort((a, b) => a.length - b.length)[0] ?? clause;
}

/**
 * A calendar title for a task: its verb and object, up to where the sentence turns to how or why ("Prepare
 * affidavits or other documents", "Receive, record, and bank cash, checks, and vouchers"); the block's detail keeps
 * the whole task.
 */
export function taskTitle(task: string): string {
  const text = task.replace(/\s*\([^)]*\)/g, '').trim().replace(/\.$/, '');
  const all = headsAt(text, CLAUSE_BREAKS);
  // Not past the start of examples: "Assist passengers, such as elderly or individuals with disabilities" ends inside
  // them, where "on and off bus" goes on.
  const beforeExamples = all.findIndex((h) => EXAMPLES_FOLLOW.test(text.slice(h.length)));
  const heads = beforeExamples < 0 ? all : all.slice(0, beforeExamples + 1);
  // Verb and bare noun ("Test changes") only when nothing fuller fits; "to" inside a title reads as a cut-off
  // purpose ("Contact customers to respond"), so titles with it are the last choice.
  let title =
    heads.find((h) => wordCount(h) >= 3 && !/\sto\s/.test(h) && h.length <= TITLE_MAX) ??
    heads.find((h) => h.length <= TITLE_MAX) ??
    heads[0] ??
    text;
  if (wordCount(title) < 3 && text.length <= TITLE_MAX) title = text;
  return withItsOf(text, title.length <= TITLE_MAX ? title : shorten(title));
}

/** How much longer than TITLE_MAX a title may grow to say what its noun is of. */
const OF_TITLE_MAX = 80;

/**
 * A verb and the noun an 'of' defines ("Evaluate effects | of drugs", "Prepare reports | of activities") say little: the
 * shortest complete phrase that takes in the 'of' and still nearly fits says what. Else the two words stay.
 */
function withItsOf(text: string, title: string): string {
  if (wordCount(title) !== 2 || !/^\s+of\s/.test(text.slice(title.length))) return title;
  // Not one that stops before another 'of' ("... and deposits and payment | of insurance premiums").
  const fuller = [...headsAt(text, [...CLAUSE_BREAKS, ...PHRASE_BREAKS]), text].filter(
    (h) => h.length > title.length + 4 && h.length <= OF_TITLE_MAX && !/^\s+of\s/.test(text.slice(h.length)),
  );
  return fuller.sort((a, b) => a.length - b.length)[0] ?? title;
}
