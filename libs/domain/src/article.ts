/**
 * A role or noun with 'a' or 'an' before it, by how it is said, not spelt: 'an Actor', 'a UX Designer' ('you-ex'), 'an
 * HR Manager' ('aitch-ar'), 'a University Lecturer', 'an Hour'. Role names come from the catalogue and from users, so
 * this is a rule of thumb for English job titles, not a dictionary.
 */
export function withArticle(noun: string): string {
  const word = noun.trim().split(/[\s/-]/u)[0] ?? '';
  return `${startsWithVowelSound(word) ? 'an' : 'a'} ${noun.trim()}`;
}

// Letters whose spoken names start with a vowel sound: 'an FBI agent', 'an MRI technician', 'a QA engineer'.
const VOWEL_SOUND_LETTERS = 'AEFHILMNORSX';

function startsWithVowelSound(word: string): boolean {
  // An abbreviation or a letter on its own ('X-ray'), said letter by letter.
  if (/^\p{Lu}/u.test(word) && word === word.toUpperCase()) return VOWEL_SOUND_LETTERS.includes(word[0]!);
  const lower = word.toLowerCase();
  // A 'you' or 'wuh' sound: 'a user researcher', 'a European', 'a one-person business'.
  if (/^(uni|use|usu|uti|ura|ure|uro|eu|ewe|one|once)/u.test(lower)) return false;
  // A silent h: 'an hour', 'an honest'.
  if (/^(hour|honest|honou?r|heir)/u.test(lower)) return true;
  return /^[aeiou]/u.test(lower);
}
