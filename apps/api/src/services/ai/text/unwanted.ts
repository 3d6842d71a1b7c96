// What a person says they do not want, or want to leave, is no sign of what fits them: "I do not want to work in retail
// or sales anymore" recommended a Retail Store Manager first, "I am tired of nursing night shifts" a Nurse. A cue
// ("not", "tired of", "leave", "instead of", ...) opens a span that runs to the end of the clause (a punctuation mark,
// or a word that turns to something else: "but", "and", "I"); the cue and its span go before matching. The span stops
// early rather than late: "leave teaching and design online courses" keeps "design online courses". A move "from" one
// kind of work "to" or "into" another leaves the first.

import { roleOfField } from '@waypoint/skillmatch';

/** Not weary at all: "I never get tired of helping people" is what the writer loves. */
const NOT_WEARY = String.raw`(?<!(?:\bnever|\bnot|n['’]t)(?: (?:get|got|grow|be|been|feel))? )`;

/**
 * The body giving out under the work: "I'm a hairdresser and my wrists hurt" got the Hairdresser, "my back is killing
 * me" a Pest Control Technician, who kills pests.
 */
const BODY_GIVING_OUT = String.raw`\bmy (?:back|knees?|wrists?|hands?|feet|shoulders?|body|joints?|hips?|neck|arms?|legs?) (?:(?:is|are) )?(?:hurts?|hurting|aches?|aching|sore|in pain|killing me|giving (?:up|out)|gave out|worn out|can['’]?t take)\b`;

/** Cues of something unwanted. "Can't" is left out ("I can't wait to teach"), as are "not only" and "never". */
const CUE = [
  "\\b(?:do|does|did|would|will|wo|is|was|are|were|should|could|have|has|had|ai)n['’]?t\\b",
  '\\bnot\\b(?! only\\b)',
  '\\bno (?:more|longer)\\b',
  '\\bwithout\\b',
  `${NOT_WEARY}\\b(?:tired|sick|bored|weary) (?:of|with|by)\\b`,
  '\\b(?:boredom|frustration|burnout) (?:in|with|at|of)\\b',
  '\\bfed up with\\b',
  '\\b(?:frustrated|exhausted|drained) (?:by|with|from)\\b',
  '\\bburn(?:ed|t|ing)?[- ]?out(?: (?:in|from|on|of|at|by))?\\b',
  '\\bstuck in\\b',
  '\\b(?:leav(?:e|ing)|quit(?:ting)?|escap(?:e|ing)(?: from)?|get(?:ting)? out of|away from|retir(?:ed|ing) from)\\b',
  '\\b(?:instead of|rather than)\\b',
  // "Something less stressful than retail", "less physical strain", "something more meaningful than banking".
  '\\b(?:less|fewer)\\b',
  '\\bmore \\w+ than\\b',
  '\\b(?:hate[ds]?|hating|dislike[ds]?|disliking|dread(?:s|ed|ing)?)\\b',
  // "Can't" alone is left out above, but not what someone can't stand, bear or take ("my knees can't take the walking
  // anymore" recommended the Mail Carrier first).
  "\\bca(?:n['’]?t|nnot|n not) (?:stand|bear|abide|take|cope with|face)\\b",
  // What the work does to the body: "my back hurts from standing all day" recommended a Croupier, who stands.
  '\\b(?:hurts?|hurting|aches?|aching|sore|painful|in pain|worn out) (?:from|after|because of)\\b',
  BODY_GIVING_OUT,
  // "I want to stop working nights"; "into tech after years in retail" leaves retail.
  '\\bstop(?:s|ped|ping)? (?:working|doing|being)\\b',
  '\\bafter (?:(?:many|so many|several|a few|a couple of|\\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty) )?(?:years?|decades?|a career|a lifetime|a decade) (?:in|as|at|of)\\b',
].join('|');

/** Where the span ends: a clause mark, or a word that starts what the person does want or something else. */
const SPAN_END = "[,;:.!?()]|\\b(?:but|and|so|yet|while|because|though|although|instead|now|i|i['’](?:d|m|ll)|we)\\b";

const UNWANTED = new RegExp(`(?:${CUE})[^]*?(?=${SPAN_END}|$)`, 'gi');

/**
 * A move from one kind of work to another: "move from QA testing into development" leaves QA testing, and so does "move
 * into development from QA testing" (which recommended a Hotel Manager first for "into tech from hospitality").
 */
const MOVE_FROM = /\b(?:mov|switch|transition|chang|go|com|pivot|shift)\w* (?:away )?from\b[^,;:.!?]*?(?=\b(?:in)?to(?:wards?)?\b)/gi;
const MOVE_INTO_FROM = /(?<=\b(?:mov|switch|transition|chang|pivot|shift|get|break)\w* (?:in)?to\b[^,;:.!?]*?)\bfrom\b(?! home\b)[^,;:.!?]*/gi;

/**
 * Having stopped growing where they are: "I've stopped growing", "stuck in a rut", "a dead-end job", "I've outgrown my
 * role", "no room to grow", "I'm bored", "feeling unfulfilled in my current job" (which found a Barber's current
 * hairstyles). A wish to change, and no work (writers-terms.ts): "stopped" met a Train Conductor's stops.
 */
export const STALLED =
  String.raw`(?:i['’]?m|i am|i feel|i get|i['’]?ve got|i['’]?ve become) (?:so |really |very |just |a bit |pretty |increasingly )?bored(?=\s*(?:$|[,.;!?]|and\b|but\b|at\b|in\b|now\b))|` +
  String.raw`(?:feel(?:s|ing)?|felt|i['’]?m|i am|being) (?:so |really |very |a bit |increasingly |completely )?(?:unfulfilled|unsatisfied|dissatisfied|undervalued|unappreciated|uninspired|unchallenged)(?: (?:in|at|by|with) (?:my|the|this) (?:current |present )?(?:job|role|work|position|career))?|stopped (?:growing|learning|progressing|developing)|stagnat\w*|plateau(?:ed|ing)?|(?:stuck|trapped) in a rut|in a rut|` +
  String.raw`dead[- ]end (?:job|role|career|position)|(?:job|role|career|work) (?:is|feels like|has become) a dead[- ]end|going nowhere|` +
  String.raw`outgr(?:own|ew)(?: (?:my|the|this) (?:role|job|position|work))?|no (?:room|chance|opportunit(?:y|ies)|scope) (?:to|for) (?:grow|growth|progress|progression|develop)|no progression`;
/**
 * Growing out of the role held, said outright: "ready to step up", "I want more responsibility", "a promotion",
 * "something with better prospects" ("no progression" is STALLED).
 */
const GROWING_OUT =
  String.raw`(?:want(?:s|ed|ing)?|ready|looking|hoping|keen) to (?:step up|move up|progress|advance|grow into something (?:bigger|more|else))|` +
  String.raw`(?:want(?:s|ed)?|need(?:s|ed)?|ready for|looking for|hoping for|crav(?:e|ing)) (?:more|bigger|greater) responsibilit(?:y|ies)|` +
  String.raw`(?:want(?:s|ed)?|ready for|looking for|hoping for) (?:a )?promotion|(?:better|more|real|some) (?:career )?(?:prospects|progression)`;
/**
 * Weary of the work: "I'm a chef and I'm tired of the late nights", "fed up with the hours", "I hate my job", "I can't
 * stand it any more", "my knees are sore" (each recommended the Chef, Nurse, Teacher or Hairdresser the writer was
 * first); "exhausted by the weekend shifts", "the workload is crushing me". Not NOT_WEARY; not hating a task ("I hate
 * spreadsheets" says only what not to match: CUE).
 */
const WEARY =
  String.raw`${NOT_WEARY}(?:tired|sick|weary) of|fed up|` +
  String.raw`(?:hate|can['’]?t stand|cannot stand|can['’]?t bear|dread|exhausted by|drained by) (?:my|the|this|going to) (?:current )?(?:job|work|role|career|hours|(?:night |weekend |early |late |long )?shifts|late nights|early starts|weekends|weekend work(?:ing)?|workload|stress|pressure|commute|workplace)|` +
  // "I'm a primary teacher and the workload is crushing me" got the Elementary School Teacher first.
  String.raw`(?:my|the|this) (?:job|work|role|workload|stress|pressure|hours|shifts) (?:is|are|has been|have been) (?:crushing|killing|destroying|breaking|drowning|exhausting|wearing|grinding|getting to|burning) me|` +
  String.raw`(?:my|the|this) (?:job|work|workload|stress|pressure|hours) (?:is|are|has become|have become) (?:too much|unbearable|unsustainable|relentless|overwhelming)|` +
  String.raw`(?:can['’]?t|cannot) (?:do|take|stand) (?:it|this) any ?more|` +
  // "I work in a call centre and hate it" got the Customer Service Representative first.
  String.raw`(?:hate|loathe|despise|can['’]?t stand|cannot stand) it(?: here)?(?=\s*(?:$|[,.;!?]|and\b|but\b|so\b|now\b))|${BODY_GIVING_OUT}`;
/** The public services one joins ("I want to join the police"): a move into their work. */
export const SERVICES = String.raw`(?:police(?: force)?|fire (?:service|brigade|department)|ambulance service|prison service|coast ?guard|army|navy|air force|raf|armed forces|military|marines|civil service|nhs)\b`;

/**
 * Hours the work held does not give: "I'm a waitress and I want a job with regular hours" got the Restaurant Server
 * alone, "I'm a chef and want more regular hours" the Chef; "I want a nine to five". The hours themselves are the
 * writer's terms, no work (writers-terms.ts). Not "home every night": a truck driver's way there is a Delivery Driver,
 * the same kind of work; nor "a stable income": a freelance designer's is an in-house designer's, the same work.
 */
const SEEKS = String.raw`(?:want(?:s|ed)?|need(?:s|ed)?|looking for|seeking|hoping for|would like|['’]d like|prefer)`;
const OTHER_HOURS =
  String.raw`${SEEKS} (?:(?:a |an )?(?:job|role|career|position|work) (?:with|that has|offering) )?(?:more )?(?:regular|normal|sociable|family[- ]friendly|set|fixed|steady|stable|predictable|reasonable|sensible|better|fewer|shorter|office|school) hours|` +
  String.raw`${SEEKS} (?:a |an )?(?:nine|9) ?(?:to|-) ?(?:five|5)|` +
  // "I'm a teacher and I want a better work-life balance" got the teachers alone.
  String.raw`${SEEKS} (?:a )?(?:better|healthier|proper|real|more) work[- ]life balance`;
/**
 * Saying so outright: "I want a change", "time for a career change", "I need a change of scenery", "I want something
 * new", "considering a move", "thinking about changing careers", "I want more responsibility", "ready to step up". A
 * wish to change, and no work (writers-terms.ts):
 * "change" met a Management Analyst's organizational changes.
 */
export const WANTS_CHANGE =
  String.raw`(?:want(?:s|ed)?|need(?:s|ed)?|ready for|time for|looking for|hoping for) (?:a )?(?:new |big |real |complete )?(?:career )?change(?: of (?:scenery|direction|pace|career))?|` +
  String.raw`(?:want(?:s|ed)?|need(?:s|ed)?|ready for|looking for|hoping for) something new|` +
  // "I'm a bartender and want a career" got the Bartender alone.
  String.raw`(?:want(?:s|ed)?|need(?:s|ed)?|ready for|looking for|hoping for|seeking) (?:a )?(?:real |proper |long-term |lasting |professional )?career(?! (?:in|as|with|change|switch))\b|` +
  // "Looking for a non-clinical role" (a pharmacist got the Pharmacist, and a Sailor who looks for obstructions).
  String.raw`(?:want(?:s|ed)?|need(?:s|ed)?|ready for|looking for|seeking|hoping for|searching for) (?:a |an )?(?:new|different|fresh|non-[a-z]+) (?:role|job|career|position|direction|challenge)|` +
  String.raw`(?:consider(?:s|ing)?|thinking (?:about|of)|contemplating|exploring) (?:a )?(?:move|switch|change|career change|career switch|transition|(?:chang|switch)(?:e|ing) (?:careers?|jobs?))|` +
  // "I'm a nurse considering switching to IT" got the Registered Nurse first.
  String.raw`(?:consider(?:s|ing)?|thinking (?:about|of)|contemplating|exploring) (?:moving|switching|changing|transitioning|pivoting|getting|going|retraining)(?: careers?)? (?:in)?to|` +
  // Growing out of the role held is a move too: a receptionist who wants more responsibility got the Receptionist.
  String.raw`(?:want(?:s|ed)?|need(?:s|ed)?|ready for|looking for|hoping for|crav(?:e|ing)) (?:new|more|bigger|greater) challenges?|${GROWING_OUT}|` +
  // So is wanting work that asks more of the mind: a bus driver who wants "a job where I can use my brain" got the Bus
  // Driver first (and "brain" is a Neurologist's).
  String.raw`(?:use|using|stretch(?:es|ing)?|challeng(?:e|es|ing)) my (?:brain|mind|intellect)|(?:more )?(?:intellectually|mentally) (?:challenging|stimulating|demanding)`;
/**
 * A wish to change work: "want to move into UX", "looking to switch", "hoping to become a data analyst", "considering a
 * move into cybersecurity", "but now I want to teach", "I want to do something more creative" (which recommended the
 * Accountant the writer was first), "something less stressful", "a job with less stress", "use my skills somewhere
 * else", "I want a change" (ten years in retail and "want a change" recommended a Retail Store Manager), burnout ("a
 * teacher for 10 years ... but I'm burnt out"), or having stopped growing ("a receptionist for 8 years ... I've stopped
 * growing" recommended a Receptionist first).
 */
const CHANGE_WISH = new RegExp(
  String.raw`\b(?:(?:want(?:s|ed|ing)?|would like|(?:i['’]?d|i would) love|hop(?:e|es|ing)|looking|trying|plan(?:s|ning)?|keen|ready|eager|decided)\s+(?:to\s+)?(?:move|switch|change|transition|pivot|become|retrain|train (?:as|to be)|qualify as|study to be|get(?! back\b)|break|go into|leave|quit|escape|(?:do|try|find) something (?:else|different|new|more))|\bsomething (?:(?:a )?(?:bit |lot |much |far )?(?:less|more) \w+|(?:completely |totally |entirely |quite |very )?(?:else|different))\b|\b(?:something|a (?:job|role|career)) (?:with|that (?:has|offers|gives me)|offering) (?:a lot |much |far )?(?:more|less|fewer) \w+|\bsomewhere (?:else|different|new)\b|\belsewhere\b|\b(?:job|role|career|work) with (?:less|lower|fewer) (?:stress|pressure|responsibility)\b|${WANTS_CHANGE}|now (?:i )?(?:want|would like|['’]d like|hope|plan)|(?:want(?:s|ed|ing)?|would like|['’]d like|hop(?:e|es|ing)|plan(?:s|ning)?|keen|ready|eager|decided|applying)\s+to\s+join (?:the )?${SERVICES}|i['’]?m (?:leaving|quitting)|i am (?:leaving|quitting)|burn(?:ed|t)[- ]?out|${WEARY}|${OTHER_HOURS}|${STALLED})\b`,
  'i',
);
/**
 * Up to three words of a role or field, before the clause turns ("a teacher who", "retail for 10 years"). Not a stay at
 * home parent: "I'm a stay at home mum and want to get back into work" left a role "stay".
 */
const ROLE_WORDS = String.raw`(?!(?:bit|little|lot|people person|quick learner|team player|stay[- ]at[- ]home)\b)[a-z'’-]+(?: [a-z'’-]+){0,2}?`;
const CLAUSE_TURNS = String.raw`(?=\s+(?:who|and|but|so|looking|wanting|hoping|trying|seeking|considering|thinking|contemplating|exploring|planning|keen|ready|for|at|in|with|after|because|since|now|i|i['’]m)\b|\s*[,;.]|\s*$)`;
/**
 * The role the writer holds or held, said at the start of a clause ("I'm a teacher who...", "As an accountant I...",
 * "I've been a nurse for years and...", "I used to be a chef"), or the field they work in ("I've worked in retail for
 * 10 years"). A phrase that also wishes for a change leaves it, as a move "from" it does: "I'm a teacher who wants to
 * move into UX" recommended a High School Teacher first. "Retrain as a nurse" and "I want to become a nurse" are not
 * held roles.
 */
// "I'm in sales" too, not "I'm in charge of", "in love with", "in a rut" or "in my element".
const WORKED_IN = String.raw`(?:\bi(?:['’]?ve| have)? work(?:ed|s)? in |\bi(?:['’]?m| am) (?:currently |still )?in (?!(?:a|an|my|love|charge|control|need|pain|debt|touch|favou?r|two)\b))`;
const HELD_ROLE = new RegExp(
  String.raw`(?:(?:^|[,;])\s*as|\b(?:i['’]?m|i am|i was|i['’]?ve been|i have been|i used to be|i(?:['’]?ve| have)? work(?:ed)? as)(?: (?:currently|now|still))?) an? (${ROLE_WORDS})${CLAUSE_TURNS}|` +
    String.raw`${WORKED_IN}(${ROLE_WORDS})${CLAUSE_TURNS}|` +
    // A phrase that opens with the role itself: "Police officer considering a move", "Former nurse wanting to...",
    // "Teacher, ready for a change"; not any words before a comma ("spreadsheets and budgets, making the numbers add
    // up" left every finance role out for a bookkeeper who wants more responsibility).
    String.raw`^\s*(?:currently (?:an? )?|former |ex-)?(${ROLE_WORDS})(?=\s*,?\s+(?:considering|thinking|looking|wanting|hoping|seeking|keen|ready|who)\b)|` +
    // Years in it: "after 15 years as a paralegal", "ten years working as a chef".
    String.raw`\b(?:after |for )?(?:(?:many|so many|several|a few|\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty) )?(?:years?|decades?) (?:as|working as) an? (${ROLE_WORDS})${CLAUSE_TURNS}`,
  'gi',
);

const HELD_FIELD = new RegExp(String.raw`${WORKED_IN}(${ROLE_WORDS})${CLAUSE_TURNS}`, 'gi');

/** The fields a text says its writer works in: "I've worked in retail for 10 years" -> "retail". */
export function heldFields(text: string): string[] {
  return [...text.matchAll(HELD_FIELD)].map((match) => match[1]!);
}

/** A role the writer calls former, which they have left whatever else they say: "Former nurse", "as an ex-teacher". */
const FORMER_ROLE = new RegExp(String.raw`(?:^|[,;]|\b(?:an?|as an?|my))\s*(?:ex-|former )(${ROLE_WORDS})${CLAUSE_TURNS}`, 'gi');

/**
 * A field the writer says they leave: "I've decided to quit nursing", "I want to get out of retail", "I'm leaving
 * teaching". Not a job, a role or work in general, which name no field.
 */
const LEFT_FIELD = new RegExp(
  String.raw`\b(?:(?:want(?:s|ed)?|need(?:s|ed)?|decided|plan(?:s|ning)?|ready|going|trying|hoping) to|i['’]?m|i am|i['’]?ve|i have|i) (?:leave|leaving|left|quit|quitting|get out of|getting out of|got out of|escape|escaping)(?: from)? (?!(?:the |my |this |a )?(?:job|role|career|work|it|this|that|everything|home|school|university|college|current)\b)(?:the |my )?(${ROLE_WORDS})${CLAUSE_TURNS}`,
  'gi',
);

/**
 * A field the writer is weary of, named as a field (fields-of-work.ts): "motivated by burnout in nursing" found nothing,
 * "tired of teaching" too. Not whatever else one tires of ("tired of meetings" is no Event Planner's work left).
 */
const WEARY_OF = new RegExp(
  String.raw`\b(?:burnout|burn(?:ed|t|ing)?[- ]?out|tired|sick|weary|bored|fed up|frustrat(?:ed|ion)|exhausted) (?:in|of|with|from|by) (?:the |my )?(${ROLE_WORDS})${CLAUSE_TURNS}`,
  'gi',
);
const wearyFields = (text: string) => [...text.matchAll(WEARY_OF)].map((match) => match[1]!).filter((name) => roleOfField(name) !== undefined);

/**
 * The roles (or fields) a text says its writer holds and leaves, as written: "I'm a car mechanic and want a change" ->
 * "car mechanic"; "Former nurse, ..." -> "nurse"; "I've decided to quit nursing" -> "nursing"; "burnout in nursing" ->
 * "nursing". None when the writer
 * wishes no change (`leaving`), calls no role former and leaves no field. What their experience carries into starts
 * from these (coaching/carried-roles.ts).
 */
export function leftRoles(text: string, leaving = wishesChange(text)): string[] {
  const held = leaving ? heldRoles(text) : [];
  const left = [...text.matchAll(FORMER_ROLE), ...text.matchAll(LEFT_FIELD)].map((match) => match[1]!);
  return [...new Set([...held, ...left, ...wearyFields(text)])];
}

/**
 * Where a wish to change is headed: the rest of the clause after a move into, a becoming or a retraining ("I want to move
 * into UX" -> "UX", "hoping to become a nurse because..." -> "a nurse"). Not a move out ("get out of retail").
 */
const WISHED_FOR = new RegExp(
  String.raw`\b(?:(?:move|moving|switch|switching|change|changing|transition|transitioning|pivot|pivoting|get|getting|break|breaking)(?: careers?)? (?:in)?to|go(?:ing)? into|become|becoming|retrain(?:ing)? (?:as|in)|(?:re)?train(?:ing)? (?:as|to be(?:come)?)|qualify(?:ing)? as|study(?:ing)? to be(?:come)?|join(?:ing)?(?= (?:the )?${SERVICES}))\s+(?!something\b|somewhere\b|anything\b)([^,.;!?]+?)(?=\s+(?:but|because|as|so|since|where|while|after|before)\b|\s*[,.;!?]|\s*$)`,
  'gi',
);

/**
 * Work the writer wants to do, said as what they would do: "I'm an accountant and want to work with animals" recommended
 * the Accountant first, "I'm a receptionist and want to work with children" the Receptionist, "a lawyer and want to
 * design games" the Lawyer. Work one does, not how or for whom: "want to work remotely", "open my own restaurant" or
 * "help families" (a social worker) may well keep the role.
 */
const WORK_VERBS = String.raw`teach|tutor|lecture|coach|mentor|counsel|code|program|write|design|draw|paint|illustrate|photograph|fix|repair|cook|bake|garden|farm|nurse|heal|research|investigate|analy[sz]e|sell|perform|act|sing|dance|drive|fly|sail|care for|look after|train (?:people|others|staff|adults)|work (?:with|outdoors|outside|in|on)|learn a (?:skilled )?trade|(?:do|start|get) an apprenticeship`;
const WORK_WISH = new RegExp(
  String.raw`\b(?:want(?:s|ed|ing)?|would (?:really )?(?:like|love)|['’]d (?:really )?(?:like|love)|hop(?:e|es|ing)|plan(?:s|ning)?|keen|eager|long(?:s|ing)?) to ((${WORK_VERBS})\b[^,.;!?]*?)(?=\s+(?:but|because|as|so|since|where|while|after|before)\b|\s*[,.;!?]|\s*$)`,
  'gi',
);

/** The roles (or fields) a text says its writer holds, as written: "I'm a car mechanic and I love it" -> "car mechanic". */
export function heldRoles(text: string): string[] {
  return [...text.matchAll(HELD_ROLE)].map((match) => match[1] ?? match[2] ?? match[3] ?? match[4]!);
}

/**
 * The work a text wishes to do that is not the work of a role held (`held`, as written, from any of the writer's
 * texts): "I'm a teacher and want to teach adults" wants more of the same, not a change. "Work" is anyone's.
 */
function otherWorkWished(text: string, held: readonly string[]): string[] {
  const heldWords = held.flatMap((role) => role.toLowerCase().split(/[^a-z]+/));
  const doesAlready = (verb: string) => {
    const stem = verb.toLowerCase().replace(/e$/, '');
    return stem !== 'work' && heldWords.some((word) => word.startsWith(stem));
  };
  return [...text.matchAll(WORK_WISH)].filter((match) => !doesAlready(match[2]!.split(' ')[0]!)).map((match) => match[1]!);
}

/** What a text that wishes to change work says it wants to move into, or do (none when it wishes no change). */
export function wishedFor(text: string, held: readonly string[] = heldRoles(text)): string[] {
  if (!wishesChange(text, held)) return [];
  return [...[...text.matchAll(WISHED_FOR)].map((match) => match[1]!), ...otherWorkWished(text, held)];
}

/** A step up named as where to go: "management", "a leadership role", "a senior role", "a team leader", "head of year". */
const STEP_UP_TO = /^(?:an? )?(?:(?:people |line |team |senior |middle )?(?:management|leadership)(?: (?:roles?|positions?|jobs?|track))?|(?:senior|lead|management|leadership|supervisory) (?:roles?|positions?|jobs?)|(?:team )?(?:manager|leader|supervisor|lead)|(?:deputy )?head(?: of (?:department|year|school|the department))?|(?:deputy )?head ?teacher)$/i;
/**
 * A step up said outright: growing out of the role (GROWING_OUT), "want to lead a team", "looking for a leadership
 * role". The last two name the work as well, so they are no writer's terms (writers-terms.ts).
 */
const STEP_UP = new RegExp(
  String.raw`\b(?:${GROWING_OUT}|(?:want(?:s|ed|ing)?|ready|looking|hoping|keen) to (?:manage|lead) (?:a team|teams|people|others|staff)|(?:want(?:s|ed)?|need(?:s|ed)?|ready for|looking for|seeking|hoping for) (?:a |an )?(?:management|leadership|senior|supervisory|team lead(?:er)?) (?:role|position|job))\b`,
  'i',
);

/**
 * Whether a text wishes to step up rather than into other work: then the way up is in the work held ("an engineer who
 * wants to move into management" wants to manage engineering; an Office Manager came first).
 */
export function wishesStepUp(text: string, held: readonly string[] = heldRoles(text)): boolean {
  return STEP_UP.test(text) || wishedFor(text, held).some((place) => STEP_UP_TO.test(place.trim()));
}

/**
 * Whether a text wishes to change work (CHANGE_WISH, or other work than a role held: `held`, which the writer may name in
 * another text): then the role its writer holds is one they mean to leave.
 */
export function wishesChange(text: string, held: readonly string[] = heldRoles(text)): boolean {
  return CHANGE_WISH.test(text) || STEP_UP.test(text) || otherWorkWished(text, held).length > 0;
}

/**
 * Leaving care of patients: "looking for a non-clinical role", "away from the bedside", "out of patient care", "I want to
 * leave medicine" (a doctor was offered a Licensed Practical Nurse), "work in industry" (a pharmacist was offered a
 * Paramedic first).
 */
const LEAVES_CLINICAL = /\bnon-?clinical\b|\b(?:away from|out of|leave|leaving|beyond) (?:the bedside|clinical (?:work|practice|care|roles?)|(?:direct |hands-on )?patient care|frontline care)\b|\b(?:leave|leaving|left|quit|quitting|get(?:ting)? out of|escap(?:e|ing)) (?:medicine|clinical medicine|healthcare|health care|the nhs)\b|\b(?:work(?:ing)? in|mov(?:e|ing) (?:in)?to|go(?:ing)? into|get(?:ting)? into|join(?:ing)?) (?:the )?(?:pharma(?:ceutical)? )?industry\b/i;

/** Whether a text says its writer leaves clinical work, whatever their role: then no clinical role fits. */
export function leavesClinicalWork(text: string): boolean {
  return LEAVES_CLINICAL.test(text);
}

/**
 * The text without what it says is not wanted (each span a space), for matching; show the user the original.
 * `leaving`: whether the writer wishes to change work, which another of their sentences may say ("I'm a teacher. I want
 * to move into UX." recommended a High School Teacher first).
 */
export function withoutUnwanted(text: string, leaving = wishesChange(text)): string {
  const left = (leaving ? text.replace(HELD_ROLE, ' ') : text).replace(FORMER_ROLE, ' ');
  return left.replace(MOVE_FROM, ' ').replace(MOVE_INTO_FROM, ' ').replace(UNWANTED, ' ');
}
