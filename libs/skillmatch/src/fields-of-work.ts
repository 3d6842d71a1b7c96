// Fields of work a user names as such ("I enjoy nursing", "a career in law", "Accountancy"), read as the one-word
// role whose work it is: the nurse, the lawyer, the accountant. Without this, the roles whose names or texts repeat
// the word led ("nursing" put Nursing Assistants and Licensed Practical Nurses before the Registered Nurse, in the job
// recommendations and in the careers search alike).

/** A field, as users write it (after American spelling where the catalogue has one), and the role word it names. */
export const ROLE_WORD_OF_FIELD: ReadonlyMap<string, string> = new Map([
  // Health and care.
  ['nursing', 'nurse'], ['midwifery', 'midwife'], ['medicine', 'doctor'], ['dentistry', 'dentist'],
  ['pharmacy', 'pharmacist'], ['physiotherapy', 'physiotherapist'], ['radiography', 'radiographer'],
  ['radiology', 'radiologist'], ['psychiatry', 'psychiatrist'], ['psychology', 'psychologist'],
  ['optometry', 'optometrist'], ['podiatry', 'podiatrist'], ['audiology', 'audiologist'],
  ['dermatology', 'dermatologist'], ['orthodontics', 'orthodontist'], ['epidemiology', 'epidemiologist'],
  ['pharmacology', 'pharmacologist'], ['dietetics', 'dietitian'], ['nutrition', 'nutritionist'],
  // Teaching, law, money and people.
  ['teaching', 'teacher'], ['tutoring', 'tutor'], ['law', 'lawyer'], ['conveyancing', 'conveyancer'],
  ['accountancy', 'accountant'], ['accounting', 'accountant'], ['bookkeeping', 'bookkeeper'],
  ['underwriting', 'underwriter'], ['recruitment', 'recruiter'], ['recruiting', 'recruiter'],
  // Numbers, words and images.
  ['statistics', 'statistician'], ['economics', 'economist'], ['journalism', 'journalist'], ['editing', 'editor'],
  ['copywriting', 'copywriter'],
  ['photography', 'photographer'], ['translation', 'translator'], ['translating', 'translator'],
  ['interpreting', 'interpreter'], ['librarianship', 'librarian'],
  // Buildings, maps and the sciences.
  ['architecture', 'architect'], ['surveying', 'surveyor'], ['cartography', 'cartographer'],
  ['physics', 'physicist'], ['chemistry', 'chemist'], ['biology', 'biologist'], ['ecology', 'ecologist'],
  ['zoology', 'zoologist'], ['geology', 'geologist'], ['meteorology', 'meteorologist'], ['astronomy', 'astronomer'],
  ['archaeology', 'archaeologist'], ['anthropology', 'anthropologist'], ['sociology', 'sociologist'],
  // The land and the trades.
  ['forestry', 'forester'], ['farming', 'farmer'], ['beekeeping', 'beekeeper'], ['landscaping', 'landscaper'],
  ['plumbing', 'plumber'], ['carpentry', 'carpenter'], ['joinery', 'joiner'], ['bricklaying', 'bricklayer'],
  ['plastering', 'plasterer'], ['roofing', 'roofer'], ['tiling', 'tiler'], ['welding', 'welder'],
  ['stonemasonry', 'stonemason'], ['locksmithing', 'locksmith'], ['watchmaking', 'watchmaker'],
  ['upholstery', 'upholsterer'], ['tailoring', 'tailor'], ['dressmaking', 'dressmaker'],
  // Service, food and the arts.
  ['hairdressing', 'hairdresser'], ['floristry', 'florist'], ['baking', 'baker'], ['butchery', 'butcher'],
  ['cooking', 'cook'], ['cleaning', 'cleaner'], ['firefighting', 'firefighter'], ['sculpture', 'sculptor'],
  ['choreography', 'choreographer'], ['dancing', 'dancer'], ['singing', 'singer'],
]);

/**
 * What may follow a field named as a field: nothing, a function word ("nursing in a hospital", "law and politics"),
 * or a word for a career in it ("a nursing degree", "teaching jobs"). Any other word makes a compound of another
 * thing: a Nursing Assistant, a nursing home, law enforcement, a physics teacher, teaching children (whose teacher is
 * for the texts to say).
 */
const FOLLOWERS = new Set(
  [
    ...['and', 'or', 'but', 'in', 'at', 'for', 'since', 'because', 'to', 'is', 'was', 'are', 'were', 'has', 'had', 'have', 'so', 'then'],
    ...['again', 'abroad', 'now', 'too', 'full-time', 'part-time', 'professionally', 'ever', 'later'],
    ...['job', 'jobs', 'career', 'careers', 'degree', 'course', 'courses', 'student', 'students', 'school', 'college'],
    ...['background', 'experience', 'qualification', 'qualifications', 'role', 'roles', 'sector', 'industry', 'profession'],
    ...['field', 'work', 'practice', 'placement', 'apprenticeship', 'training', 'skills'],
  ],
);

/**
 * Words before a field that make it another role's: veterinary medicine is a vet's, dental nursing a dental
 * assistant's, software architecture a software engineer's.
 */
const OTHER_ROLES_QUALIFIERS = new Set(
  [
    ...['veterinary', 'vet', 'dental', 'animal'],
    ...['software', 'data', 'cloud', 'solution', 'solutions', 'system', 'systems', 'information', 'enterprise', 'network', 'computer', 'web'],
  ],
);

/**
 * The last words of fields of two words or more and their roles' ('civil engineering', a civil engineer; 'web
 * development', a web developer; 'social work', a social worker). Alone these words name no one role ('design',
 * 'management'), so they count only after a word that says which.
 */
const ROLE_OF_FIELD_HEAD: ReadonlyMap<string, string> = new Map([
  ['development', 'developer'], ['science', 'scientist'], ['planning', 'planner'], ['training', 'trainer'],
  ['therapy', 'therapist'], ['engineering', 'engineer'], ['design', 'designer'], ['management', 'manager'],
  ['analysis', 'analyst'], ['analytics', 'analyst'], ['work', 'worker'], ['administration', 'administrator'],
  ['writing', 'writer'], ['research', 'researcher'], ['programming', 'programmer'], ['consultancy', 'consultant'],
  ['consulting', 'consultant'], ['coaching', 'coach'], ['counselling', 'counsellor'], ['counseling', 'counselor'],
  ['driving', 'driver'],
]);

/**
 * Of those last words, the ones a search may name alone: whoever does the writing or the driving is a writer or a
 * driver, of whatever kind ('writing' found an Underwriter first, 'driving' only a driving instructor). A text that
 * says "I love writing" is read by everyday-phrases.ts instead, and 'design' or 'management' alone stay themselves.
 */
const SEARCHED_ALONE = new Set(['writing', 'driving']);

/**
 * The role a field searched for names, if the search is a field: 'nursing' a nurse, 'paediatric nursing' a
 * paediatric nurse, 'civil engineering' a civil engineer.
 */
export function roleOfField(query: string): string | undefined {
  const words = query.trim().toLowerCase().split(/\s+/);
  const last = words.at(-1)!;
  const role = ROLE_WORD_OF_FIELD.get(last) ?? (words.length > 1 || SEARCHED_ALONE.has(last) ? ROLE_OF_FIELD_HEAD.get(last) : undefined);
  return role === undefined ? undefined : [...words.slice(0, -1), role].join(' ');
}

/** Words for teaching a field: what is taught is the teacher's subject, not the role of its practitioners. */
const TEACHING = new Set(['teach', 'teaches', 'teaching', 'taught', 'lecture', 'lectures', 'lecturing', 'lectured']);

/**
 * The role words (lower-case) of the fields a text names as fields; the text lower-cased, in the catalogue's
 * spelling. A hyphenated word is one word: a mother-in-law is no law. Not a field taught ("teach nursing", "lecture in
 * law"): a nurse who wants to teach nursing was offered the Registered Nurse she is.
 */
export function roleWordsOfFields(text: string): string[] {
  const tokens = text.toLowerCase().match(/[a-z][a-z'-]*|[^\sa-z]/g) ?? [];
  const found: string[] = [];
  tokens.forEach((token, i) => {
    const roleWord = ROLE_WORD_OF_FIELD.get(token);
    if (!roleWord) return;
    const next = tokens[i + 1];
    const nameless = next === undefined || !/^[a-z]/.test(next) || FOLLOWERS.has(next);
    const taught = TEACHING.has(tokens[i - 1] ?? '') || (tokens[i - 1] === 'in' && TEACHING.has(tokens[i - 2] ?? ''));
    if (nameless && !taught && !OTHER_ROLES_QUALIFIERS.has(tokens[i - 1] ?? '')) found.push(roleWord);
  });
  return found;
}
