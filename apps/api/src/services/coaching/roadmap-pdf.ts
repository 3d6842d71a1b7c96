// The roadmap as a PDF (D27): the warning and preparation note, milestones with skills, hours, weeks, checkpoint and
// resource links. DejaVu Sans is embedded (lib/pdf-fonts.ts), with the fallback font (PDF_FALLBACK_FONT) for what it
// cannot draw, so a role or skill typed in another script prints as written.
import type { Roadmap } from '@waypoint/domain';
import { startPdf, type PdfOptions } from '../../lib/pdf-document';
import { writeText } from '../../lib/pdf-fonts';

const INK = '#000000';
const WARNING = '#b45309';

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

export function renderRoadmapPdf(plan: Roadmap, options: PdfOptions = {}): Promise<Buffer> {
  const { doc, fonts, finish } = startPdf({ Title: `Roadmap: ${plan.targetRole}` }, options);
  const { regular, bold } = fonts;
  const say = (text: string, color = INK) => writeText(doc, { font: regular, size: 10, color }, text);
  writeText(doc, { font: bold, size: 18, color: INK }, `Roadmap: ${plan.currentRole} to ${plan.targetRole}`);
  doc.moveDown(0.3);
  say(summaryLine(plan));
  if (plan.warning) {
    doc.moveDown(0.3);
    say(plan.warning, WARNING);
  }
  if (plan.preparation) {
    doc.moveDown(0.3);
    say(plan.preparation);
  }
  plan.milestones.forEach((m, i) => {
    doc.moveDown(0.8);
    writeText(doc, { font: bold, size: 12, color: INK }, `${i + 1}. ${m.title}${m.done ? ' (done)' : ''}`);
    say(`Skills: ${m.skills.join(', ')}`);
    say(`${m.hours} hours, about ${weeks(m.weeks)}`);
    say(`Checkpoint: ${m.checkpoint}`);
    for (const r of m.resources) say(`- ${r.name} (${r.school}): ${r.link}`);
  });
  return finish();
}
