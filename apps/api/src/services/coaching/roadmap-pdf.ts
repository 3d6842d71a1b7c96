// The roadmap as a PDF (D27): the warning and preparation note, milestones with skills, hours, weeks, checkpoint and
// resource links. DejaVu Sans is embedded (lib/pdf-fonts.ts), so a role or skill typed in another script prints as
// written.
import PDFDocument from 'pdfkit';
import type { Roadmap } from '@waypoint/domain';
import { pdfFonts } from '../../lib/pdf-fonts';

const weeks = (n: number) => `${n} week${n === 1 ? '' : 's'}`;

/** '12 March 2031', as the web page writes dates (the ISO form read like a code). */
function longDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The pace and what is left; a finished plan says so rather than "0 hours over about 0 weeks". */
function summaryLine(plan: Pick<Roadmap, 'hoursPerWeek' | 'totalHours' | 'totalWeeks' | 'finishDate'>): string {
  if (plan.totalHours === 0) return `${plan.hoursPerWeek} hours a week. Every milestone is done.`;
  return `${plan.hoursPerWeek} hours a week: ${plan.totalHours} hours still to do over about ${weeks(plan.totalWeeks)}; finish around ${longDate(plan.finishDate)}.`;
}

export function renderRoadmapPdf(plan: Roadmap, options: { compress?: boolean; createdAt?: Date } = {}): Promise<Buffer> {
  const { regular, bold } = pdfFonts();
  const printable = regular.printable;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: options.compress ?? true,
    info: { Title: `Roadmap: ${plan.targetRole}`, Author: 'Waypoint', CreationDate: options.createdAt ?? new Date() },
  });
  doc.registerFont(regular.name, regular.data);
  doc.registerFont(bold.name, bold.data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font(bold.name).fontSize(18).text(bold.printable(`Roadmap: ${plan.currentRole} to ${plan.targetRole}`));
  doc.moveDown(0.3).font(regular.name).fontSize(10);
  doc.text(printable(summaryLine(plan)));
  if (plan.warning) doc.moveDown(0.3).fillColor('#b45309').text(printable(plan.warning)).fillColor('#000000');
  if (plan.preparation) doc.moveDown(0.3).text(printable(plan.preparation));
  plan.milestones.forEach((m, i) => {
    doc.moveDown(0.8).font(bold.name).fontSize(12).text(bold.printable(`${i + 1}. ${m.title}${m.done ? ' (done)' : ''}`));
    doc.font(regular.name).fontSize(10);
    doc.text(printable(`Skills: ${m.skills.join(', ')}`));
    doc.text(`${m.hours} hours, about ${weeks(m.weeks)}`);
    doc.text(printable(`Checkpoint: ${m.checkpoint}`));
    for (const r of m.resources) doc.text(printable(`- ${r.name} (${r.school}): ${r.link}`));
  });
  doc.end();
  return done;
}
