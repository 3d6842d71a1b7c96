// The work someone else does is not the writer's: "My mum is a nurse" recommended a Registered Nurse first, quoting
// the mother's job as the reason, and "my dad worked as a welder" a Welder. A clause whose subject is another person
// (a relative, a partner, a friend, "he", "she") and whose verb says what they are or do for a living is set aside up
// to the end of the clause, as what the writer does not want is (unwanted.ts); what the writer goes on to say about
// themselves stays: "my dad was a carpenter and I love building things" keeps "I love building things".

/** People a writer speaks of, each also in the plural ("my parents", "my kids"). */
const PERSON = [
  'mum', 'mom', 'mother', 'dad', 'father', 'parent', 'stepmum', 'stepmom', 'stepdad', 'sister', 'brother', 'sibling',
  'wife', 'husband', 'partner', 'boyfriend', 'girlfriend', 'fiance', 'fiancé', 'fiancee', 'fiancée', 'son', 'daughter',
  'child', 'kid', 'aunt', 'auntie', 'uncle', 'cousin', 'niece', 'nephew', 'gran', 'granny', 'grandma', 'grandmother',
  'grandad', 'granddad', 'grandpa', 'grandfather', 'grandparent', 'friend', 'flatmate', 'roommate', 'neighbour',
  'neighbor',
].join('|');

/** "My mum", "my older sister", "my best friend", "her husband", "my mother-in-law", "my parents", or "he", "she". */
const SUBJECT = `(?:\\b(?:my|our|his|her|their)\\s+(?:[a-z]+\\s+)?(?:${PERSON})s?(?:-in-law)?|\\b(?:he|she))`;
/**
 * What they are or were, or do for a living: "is a", "'s a", "was an", "works as", "has been a", "used to be a", "runs
 * a". A possessive is no verb: "my dad's shop" is only a place ("helping in my dad's shop" stays).
 */
const VERB = "(?:['’]s(?=\\s+(?:an?|the)\\b)|\\s+(?:is|was|are|were|has been|had been|used to be|works|worked|working|became|trained|runs|ran|owns|owned)\\b)";
/** Where the clause ends, as for what is unwanted: a clause mark or a word that turns to something else. */
const CLAUSE_END = "[,;:.!?()]|\\b(?:but|and|so|yet|while|because|though|although|now|i|i['’](?:d|m|ll|ve)|me|we)\\b";

const OTHERS_WORK = new RegExp(`${SUBJECT}${VERB}[^]*?(?=${CLAUSE_END}|$)`, 'gi');

/** The text without what it says of other people's jobs (each clause a space), for matching. */
export function withoutOthersWork(text: string): string {
  return text.replace(OTHERS_WORK, ' ');
}
