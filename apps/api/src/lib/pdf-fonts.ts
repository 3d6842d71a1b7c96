// The fonts of Waypoint's PDFs (the skill-match report, the roadmap): DejaVu Sans, regular and bold (the
// dejavu-fonts-ttf package), embedded in the document. The standard PDF fonts speak WinAnsi (Latin-1) only, so 'Łukasz', Greek, Cyrillic, Hebrew and Arabic
// names printed as '?'; DejaVu draws those scripts and a few emoji. pdfkit embeds only the glyphs a report uses (a
// subset), so a report grows by tens of kilobytes, not by the 700 KB of each font file. What DejaVu has no glyph
// for (Chinese, Japanese, Korean, most emoji) still prints as '?': an empty box or a silently dropped character
// would hide that something is missing.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

export interface PdfFont {
  /** The name the document registers the font under. */
  readonly name: string;
  /** The TrueType file, handed to pdfkit (which parses and subsets it per document). */
  readonly data: Buffer;
  /** The text with every character this font cannot draw (and every control character) replaced by '?'. */
  printable(text: string): string;
}

// Resolved from node_modules at run time, like every dependency of the server bundle (see vite.config.ts).
const require = createRequire(import.meta.url);

function loadFont(name: string, file: string): PdfFont {
  const data = readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
  const font = fontkit.create(data);
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection, not one font`);
  const drawable = (char: string) => {
    const code = char.codePointAt(0)!;
    // Control characters would move the pen or break a line; a lone surrogate is no character at all.
    return code >= 0x20 && !(code >= 0x7f && code < 0xa0) && !(code >= 0xd800 && code < 0xe000) && font.hasGlyphForCodePoint(code);
  };
  return {
    name,
    data,
    // By code point, not UTF-16 unit: an emoji DejaVu has (U+1F600) stays one character.
    printable: (text) => Array.from(text, (char) => (drawable(char) ? char : '?')).join(''),
  };
}

let fonts: { regular: PdfFont; bold: PdfFont } | undefined;

/** Read on the first PDF, then kept: most processes never render one. */
export function pdfFonts(): { regular: PdfFont; bold: PdfFont } {
  fonts ??= { regular: loadFont('Waypoint', 'DejaVuSans.ttf'), bold: loadFont('Waypoint-Bold', 'DejaVuSans-Bold.ttf') };
  return fonts;
}
