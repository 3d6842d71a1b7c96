// The fonts of Waypoint's PDFs (the skill-match report, the roadmap): DejaVu Sans, regular and bold (the
// dejavu-fonts-ttf package), embedded in the document. The standard PDF fonts speak WinAnsi (Latin-1) only, so
// 'Łukasz', Greek, Cyrillic, Hebrew and Arabic names printed as '?'; DejaVu draws those scripts and a few emoji.
// What DejaVu has no glyph for (Chinese, Japanese, Korean) is drawn with the fallback font when PDF_FALLBACK_FONT
// names one (a system font such as Debian's fonts-wqy-microhei: no npm package carries a CJK font under about
// 100 MB), character by character, so a line may switch fonts mid-word. What no font can draw prints as '?': an
// empty box or a silently dropped character would hide that something is missing. pdfkit embeds only the glyphs a
// document uses (a subset), so a report grows by tens of kilobytes, not by the size of the font files.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/** One stretch of text in one font. */
export interface TextRun {
  readonly font: string;
  readonly text: string;
  /** Bold asked of the fallback font, which has one weight: its outline is stroked as well as filled. */
  readonly emboldened: boolean;
}

export interface PdfFont {
  /** The name the document registers the font under. */
  readonly name: string;
  /** The text split into runs each font can draw; what none can (and every control character) becomes '?'. */
  runs(text: string): TextRun[];
}

export interface PdfFontSet {
  readonly regular: PdfFont;
  readonly bold: PdfFont;
  /** Registers every font of the set with a document (pdfkit parses and subsets each per document). */
  register(doc: PDFKit.PDFDocument): void;
}

interface FontFile {
  readonly name: string;
  readonly data: Buffer;
  /** The PostScript name of the face to use when the file is a collection (.ttc). */
  readonly face?: string;
  draws(code: number): boolean;
}

// Resolved from node_modules at run time, like every dependency of the server bundle (see vite.config.ts).
const require = createRequire(import.meta.url);

function readFontFile(name: string, path: string): FontFile {
  const data = readFileSync(path);
  const opened = fontkit.create(data);
  // A collection (WenQuanYi Micro Hei and Noto CJK ship as .ttc): its first face, as pdfkit is told by name.
  const font = 'fonts' in opened ? opened.fonts[0] : opened;
  if (!font || !('hasGlyphForCodePoint' in font)) throw new Error(`${path} holds no font`);
  return { name, data, face: 'fonts' in opened ? font.postscriptName : undefined, draws: (code) => font.hasGlyphForCodePoint(code) };
}

// Control characters would move the pen or break a line; a lone surrogate is no character at all.
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code < 0xa0) || (code >= 0xd800 && code < 0xe000);

function fontWithFallback(primary: FontFile, fallback: FontFile | undefined, bold: boolean): PdfFont {
  const fontFor = (char: string) => {
    const code = char.codePointAt(0)!;
    if (isControl(code)) return undefined;
    if (primary.draws(code)) return primary.name;
    return fallback?.draws(code) ? fallback.name : undefined;
  };
  return {
    name: primary.name,
    runs(text) {
      const runs: { font: string; text: string; emboldened: boolean }[] = [];
      // By code point, not UTF-16 unit: an emoji DejaVu has (U+1F600) stays one character.
      for (const char of text) {
        const found = fontFor(char);
        // What no font draws is a '?' in the primary font.
        const [font, drawn] = found ? [found, char] : [primary.name, '?'];
        const last = runs.at(-1);
        if (last && last.font === font) last.text += drawn;
        else runs.push({ font, text: drawn, emboldened: bold && font !== primary.name });
      }
      return runs.length > 0 ? runs : [{ font: primary.name, text: '', emboldened: false }];
    },
  };
}

const sets = new Map<string, PdfFontSet>();

/**
 * The fonts of a document, optionally with a fallback font file (PDF_FALLBACK_FONT). Read on the first PDF, then
 * kept: most processes never render one. The fallback has one weight: writeText emboldens it where bold is asked.
 */
export function pdfFonts(fallbackPath?: string): PdfFontSet {
  const key = fallbackPath ?? '';
  let set = sets.get(key);
  if (!set) {
    const dejavu = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
    const regular = readFontFile('Waypoint', dejavu('DejaVuSans.ttf'));
    const bold = readFontFile('Waypoint-Bold', dejavu('DejaVuSans-Bold.ttf'));
    const fallback = fallbackPath ? readFontFile('Waypoint-Fallback', fallbackPath) : undefined;
    const files = [regular, bold, ...(fallback ? [fallback] : [])];
    set = {
      regular: fontWithFallback(regular, fallback, false),
      bold: fontWithFallback(bold, fallback, true),
      register: (doc) => files.forEach((file) => doc.registerFont(file.name, file.data, file.face)),
    };
    sets.set(key, set);
  }
  return set;
}

/** How text is drawn: a font of the set, a size in points, a colour. */
export interface TextStyle {
  readonly font: PdfFont;
  readonly size: number;
  readonly color: string;
}

/** The stroke that makes the one-weight fallback look bold, as a share of the font size. */
const EMBOLDEN = 0.035;

/**
 * Writes text in a style, switching to the fallback font where the text needs it; `at` places the first run (later
 * runs continue the same line and paragraph). Options apply to every run; `continued` to the last, so a caller can
 * go on writing the paragraph.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  style: TextStyle,
  text: string,
  options: PDFKit.Mixins.TextOptions = {},
  at?: { x: number; y: number },
): PDFKit.PDFDocument {
  doc.fontSize(style.size).fillColor(style.color);
  const runs = style.font.runs(text);
  runs.forEach((run, i) => {
    // Fill and stroke on every run: pdfkit carries a continued paragraph's options over to its next runs.
    const runOptions = { ...options, fill: true, stroke: run.emboldened, continued: i < runs.length - 1 || options.continued };
    doc.font(run.font);
    if (run.emboldened) doc.save().lineWidth(style.size * EMBOLDEN).strokeColor(style.color);
    if (i === 0 && at) doc.text(run.text, at.x, at.y, runOptions);
    else doc.text(run.text, runOptions);
    if (run.emboldened) doc.restore();
  });
  // The pen stays in the primary font, as a caller that set it expects.
  return doc.font(style.font.name);
}

/**
 * The height `writeText` will take. pdfkit measures one font at a time, so text that switches
 * fonts is measured whole in each of its fonts and the tallest kept: room for a page break, never too little.
 */
export function heightOfText(doc: PDFKit.PDFDocument, style: TextStyle, text: string, options: PDFKit.Mixins.TextOptions = {}): number {
  const runs = style.font.runs(text);
  const drawn = runs.map((run) => run.text).join('');
  doc.fontSize(style.size);
  const heights = [...new Set(runs.map((run) => run.font))].map((name) => doc.font(name).heightOfString(drawn, options));
  doc.font(style.font.name);
  return Math.max(...heights);
}
