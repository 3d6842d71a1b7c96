// Reads the text a pdfkit document draws: inflates every stream, follows each font's ToUnicode map (an embedded
// font draws glyph ids, two bytes each, that only its map turns back into characters) and decodes the hex strings
// of the TJ operators with the font chosen by the Tf before them; a standard font's single bytes are read as
// WinAnsi (near enough Latin-1). Enough to check what a report says, not a PDF parser.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: string;
}

function objects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  const pattern = /(\d+) 0 obj\s*([\s\S]*?)endobj/g;
  for (let m = pattern.exec(raw); m; m = pattern.exec(raw)) {
    const body = m[2]!;
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      found.set(Number(m[1]), { dict: body });
      continue;
    }
    const data = body.slice(body.indexOf('\n', at) + 1).replace(/\r?\nendstream\s*$/, '');
    let stream: string;
    try {
      stream = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      stream = data;
    }
    found.set(Number(m[1]), { dict: body.slice(0, at), stream });
  }
  return found;
}

/** UTF-16BE hex ('0041', 'D83DDE00') to text. */
const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap's bfchar and bfrange entries: code -> text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(code!, 16), utf16(text!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, list, first] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F]+)>)/g)) {
      const start = parseInt(lo!, 16);
      const end = parseInt(hi!, 16);
      if (list !== undefined) {
        [...list.matchAll(/<([0-9a-fA-F ]*)>/g)].forEach((entry, i) => map.set(start + i, utf16(entry[1]!.replace(/\s+/g, ''))));
      } else {
        const base = parseInt(first!, 16);
        for (let code = start; code <= end; code += 1) map.set(code, String.fromCharCode(base + code - start));
      }
    }
  }
  return map;
}

/** Resource name (/F1) -> the font's ToUnicode map; pdfkit numbers a document's fonts once for all its pages. */
function fontMaps(all: Map<number, PdfObject>): Map<string, Map<number, string>> {
  const maps = new Map<string, Map<number, string>>();
  for (const { dict } of all.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const cmapRef = all.get(Number(ref))?.dict.match(/\/ToUnicode\s+(\d+) 0 R/)?.[1];
      const cmap = cmapRef ? all.get(Number(cmapRef))?.stream : undefined;
      if (cmap) maps.set(name!, toUnicode(cmap));
    }
  }
  return maps;
}

/** The text of one TJ array, read through the font's map (hex codes as Latin-1 when the font has none). */
function decodeTj(array: string, map: Map<number, string> | undefined): string {
  return [...array.matchAll(/<([0-9a-fA-F]*)>/g)]
    .map(([, hex]) => (map ? (hex!.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? '\uFFFD').join('') : Buffer.from(hex!, 'hex').toString('latin1')))
    .join('');
}

export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  const maps = fontMaps(all);
  const lines: string[] = [];
  for (const { stream } of all.values()) {
    if (!stream) continue;
    let map: Map<number, string> | undefined;
    for (const op of stream.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1]) {
        map = maps.get(op[1]);
        continue;
      }
      lines.push(decodeTj(op[2]!, map));
    }
  }
  return lines.join('\n');
}

/** Each run of text with where pdfkit put it: page (content stream) number, x, and y from the page's top. */
export interface TextRun {
  page: number;
  x: number;
  y: number;
  size: number;
  text: string;
  /** The text rendering mode: 0 filled, 2 filled and stroked (the fallback font made bold). */
  mode: number;
}

export function pdfTextRuns(pdf: Buffer): TextRun[] {
  const all = objects(pdf);
  const maps = fontMaps(all);
  const runs: TextRun[] = [];
  let page = 0;
  for (const { stream } of all.values()) {
    if (!stream || !/\bTJ\b/.test(stream)) continue;
    page += 1;
    // pdfkit flips the page ('1 0 0 -1 0 <height> cm'), so a Tm's y counts from the top.
    for (const [, x, y, font, size, mode, array] of stream.matchAll(/1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\s*\/(F\d+)\s+([\d.]+)\s+Tf\s*(?:(\d) Tr\s*)?\[([^\]]*)\]\s*TJ/g)) {
      runs.push({ page, x: Number(x), y: Number(y), size: Number(size), text: decodeTj(array!, maps.get(font!)), mode: Number(mode ?? 0) });
    }
  }
  return runs;
}

/** The five sections of a skill-match report's 'Relevant skills', in the order the page shows them. */
export const SECTION_TITLES = ['Hard skills', 'Soft skills', 'Personality', 'Interests', 'Work preferences'];

/** The section lines of a report's text (`pdfText`), by their labels, in the order the PDF prints them. */
export const sectionLabels = (text: string) =>
  text
    .split('\n')
    .filter((line) => SECTION_TITLES.some((title) => line === `${title}: `))
    .map((line) => line.slice(0, -2));
