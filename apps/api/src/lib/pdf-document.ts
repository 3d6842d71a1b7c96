// An A4 pdfkit document with Waypoint's fonts registered, collected into one Buffer: what the skill-match report
// and the roadmap PDFs share.
import PDFDocument from 'pdfkit';
import { pdfFonts, type PdfFontSet } from './pdf-fonts';

export interface PdfOptions {
  /** Compressed content streams (default true); tests may turn it off to read the text directly. */
  compress?: boolean;
  /** Creation date written into the document info (fixed in tests). */
  createdAt?: Date;
  /** A font file for what DejaVu Sans cannot draw (PDF_FALLBACK_FONT); without one that prints as '?'. */
  fallbackFont?: string;
}

export interface PdfDraft {
  readonly doc: PDFKit.PDFDocument;
  readonly fonts: PdfFontSet;
  /** Ends the document; resolves to its bytes. */
  finish(): Promise<Buffer>;
}

export function startPdf(info: { Title: string; Subject?: string }, options: PdfOptions = {}): PdfDraft {
  const fonts = pdfFonts(options.fallbackFont);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: options.compress ?? true,
    // Document info strings are UTF-16 when needed: any script shows in the viewer's title bar.
    info: { ...info, Author: 'Waypoint', CreationDate: options.createdAt ?? new Date() },
  });
  fonts.register(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    fonts,
    finish: () => {
      doc.end();
      return done;
    },
  };
}
