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

export function pdfText(pdf: Buffer): string {
  const all = objects(pdf);
  // Resource name (/F1) -> the font's ToUnicode map; pdfkit numbers a document's fonts once for all its pages.
  const maps = new Map<string, Map<number, string>>();
  for (const { dict } of all.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const cmapRef = all.get(Number(ref))?.dict.match(/\/ToUnicode\s+(\d+) 0 R/)?.[1];
      const cmap = cmapRef ? all.get(Number(cmapRef))?.stream : undefined;
      if (cmap) maps.set(name!, toUnicode(cmap));
    }
  }
  const lines: string[] = [];
  for (const { stream } of all.values()) {
    if (!stream) continue;
    let map: Map<number, string> | undefined;
    for (const op of stream.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1]) {
        map = maps.get(op[1]);
        continue;
      }
      const parts = [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => {
        if (!map) return Buffer.from(hex!, 'hex').toString('latin1');
        return (hex!.match(/.{4}/g) ?? []).map((code) => map!.get(parseInt(code, 16)) ?? '\uFFFD').join('');
      });
      lines.push(parts.join(''));
    }
  }
  return lines.join('\n');
}

/** The five sections of a skill-match report's 'Relevant skills', in the order the page shows them. */
export const SECTION_TITLES = ['Hard skills', 'Soft skills', 'Personality', 'Interests', 'Work preferences'];

/** The section lines of a report's text (`pdfText`), by their labels, in the order the PDF prints them. */
export const sectionLabels = (text: string) =>
  text
    .split('\n')
    .filter((line) => SECTION_TITLES.some((title) => line === `${title}: `))
    .map((line) => line.slice(0, -2));
