// Reads the text a pdfkit document draws: inflates every content stream and decodes the hex strings of its TJ
// operators (standard fonts use single-byte WinAnsi codes). Enough to check what a report says, not a PDF parser.
import { inflateSync } from 'node:zlib';

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const bytes = Buffer.from(m[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = m[1]!;
    }
    const arrays = /\[([^\]]*)\]\s*TJ/g;
    for (let t = arrays.exec(content); t; t = arrays.exec(content)) {
      const parts = [...t[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'));
      lines.push(parts.join(''));
    }
  }
  return lines.join('\n');
}
