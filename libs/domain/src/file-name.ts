// Names of the files the product hands out (PDF reports), the same from the API's content-disposition and from the
// browser's save dialog, so a download is called after what it is about ('roadmap-health-services-manager.pdf').

const MAX_SLUG_CHARACTERS = 60;

// A letter that is a Latin letter with accents, a ligature or a full-width form becomes its plain ASCII spelling
// ('Développeur' -> 'developpeur', 'ﬁ' -> 'fi'); letters of other scripts are kept as they are ('数据分析师'), since
// dropping their marks would change the word (Japanese voiced kana, say).
function plainLatin(character: string): string {
  const folded = character.normalize('NFKD').replace(/\p{M}+/gu, '');
  return /^[\x20-\x7e]+$/.test(folded) ? folded : character;
}

/** Lower-case words (of any script) joined by hyphens, at most 60 characters; `fallback` when nothing is left. */
export function fileSlug(text: string, fallback: string): string {
  const words = Array.from(text.normalize('NFC'), plainLatin).join('').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-');
  const slug = Array.from(words.replace(/^-|-$/g, '')).slice(0, MAX_SLUG_CHARACTERS).join('');
  return slug.replace(/-$/, '') || fallback;
}

/** The same name with only its ASCII characters, for clients that cannot read a UTF-8 file name. */
export function asciiFileName(fileName: string): string {
  return fileName.replace(/[^\x20-\x7e]+/g, '').replace(/-{2,}/g, '-').replace(/-(?=\.)/g, '');
}

export const roadmapPdfName = (targetRole: string): string => `roadmap-${fileSlug(targetRole, 'plan')}.pdf`;
export const skillMatchPdfName = (desiredRole: string): string => `skill-match-${fileSlug(desiredRole, 'report')}.pdf`;
