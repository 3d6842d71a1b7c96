// The "Download" PDF (D23): a one- or two-page report of a skill-match result - desired role, match %, the five
// sections with their scores, the hard-skill rows, the skills to focus on with resource links, You today and related
// roles. DejaVu Sans is embedded (lib/pdf-fonts.ts), with the fallback font (PDF_FALLBACK_FONT) for what it cannot
// draw, so names in other scripts print as written; long lists are cut so the report stays short.
import { medianPayText, SKILLMATCH_TEXT, type SkillMatchResult } from '@waypoint/domain';
import { startPdf, type PdfOptions } from '../../lib/pdf-document';
import { heightOfText, writeText, type PdfFont } from '../../lib/pdf-fonts';

const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#2563eb';
const MAX_ROWS = 12;

type SectionKey = keyof SkillMatchResult['futureYou']['relevantSkillList'];
/**
 * The order of the on-screen report and of the anonymous PDF. Never the object's key order: a saved report comes
 * back from a jsonb column, which orders keys by length ('interests' first).
 */
export const SECTION_ORDER: readonly SectionKey[] = ['hardSkills', 'softSkills', 'personality', 'interests', 'workPreferences'];

export function renderReportPdf(result: SkillMatchResult, options: PdfOptions = {}): Promise<Buffer> {
  const { doc, fonts, finish } = startPdf({ Title: `Skill match report: ${result.futureYou.desiredRole}`, Subject: 'Skill match' }, options);
  const { regular, bold } = fonts;
  /** Writes text in the font, size and colour (and the fallback font where it needs it). */
  const say = (font: PdfFont, size: number, color: string, text: string, textOptions?: PDFKit.Mixins.TextOptions, at?: { x: number; y: number }) =>
    writeText(doc, { font, size, color }, text, textOptions, at);
  const { futureYou, youToday } = result;
  const width = doc.page.width - 96;
  const heading = (text: string) => {
    doc.moveDown(0.8);
    say(bold, 13, INK, text);
    doc.moveDown(0.2);
  };
  const line = (label: string, value: string) => {
    say(bold, 10, INK, `${label}: `, { continued: true });
    say(regular, 10, INK, value);
  };
  const growthText = (g: SkillMatchResult['futureYou']['growth']) =>
    g ? `${g.percent > 0 ? '+' : ''}${g.percent}% (${g.period}, ${g.source})` : 'Not available';

  say(regular, 9, MUTED, 'Waypoint - Skill match report');
  doc.moveDown(0.3);
  say(bold, 20, INK, futureYou.desiredRole);
  say(regular, 11, MUTED, `${futureYou.roleLevel} - from ${youToday.currentRole} (${youToday.roleLevel})`);
  doc.moveDown(0.5);
  say(bold, 16, ACCENT, `${result.percent}% skill match`);

  heading('Future you');
  line('Desired role', `${futureYou.desiredRole} (${futureYou.code})`);
  line('Salary range', futureYou.salaryRange);
  line('Growth', growthText(futureYou.growth));
  line('Top skills to focus on', futureYou.topSkillsList.join(', ') || 'None: you meet every requirement');

  heading('Relevant skills');
  for (const key of SECTION_ORDER) {
    const section = futureYou.relevantSkillList[key];
    line(section.title, section.score === null ? section.status : `${section.score}/10 - ${section.status}`);
  }
  say(regular, 9, MUTED, SKILLMATCH_TEXT.statusLegend);

  const hard = futureYou.relevantSkillList.hardSkills;
  if (hard.skillList.length > 0) {
    heading('Hard skills');
    const cols = [0, 0.42, 0.64, 0.86].map((f) => 48 + f * width);
    const row = (cells: string[], isHeader = false) => {
      const font = isHeader ? bold : regular;
      const cellWidth = (i: number) => (cols[i + 1] ?? 48 + width) - cols[i]! - 6;
      // A cell may wrap ('Intermediate (from your role)'): the row is as tall as its tallest cell, or the next row
      // was drawn over the second line. Measured first to keep a row on one page; then the next row starts below
      // where the cells really ended.
      const height = Math.max(...cells.map((cell, i) => heightOfText(doc, { font, size: 9, color: INK }, cell, { width: cellWidth(i) })));
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const y = doc.y;
      let bottom = y;
      cells.forEach((cell, i) => {
        say(font, 9, INK, cell, { width: cellWidth(i) }, { x: cols[i]!, y });
        bottom = Math.max(bottom, doc.y);
      });
      doc.x = 48;
      doc.y = bottom + 3;
    };
    // The web page's column names: 'Experience' alone read as the user's own experience.
    row(['Skill', 'Your level', 'The role expects', 'Score'], true);
    for (const r of hard.skillList.slice(0, MAX_ROWS)) row([r.name, r.levelOfExpirience, r.experience, r.score.toFixed(1)]);
    if (hard.skillList.length > MAX_ROWS) row([`... and ${hard.skillList.length - MAX_ROWS} more`, '', '', '']);
    row(['Total score', '', '', futureYou.totalScore.toFixed(1)], true);
  }

  heading('Resources to bridge the gap');
  if (futureYou.resources.length === 0) say(regular, 10, INK, 'No resources needed.');
  for (const resource of futureYou.resources) {
    say(regular, 10, INK, `${resource.name} - ${resource.school}`);
    say(regular, 9, ACCENT, resource.link, { link: resource.link, underline: true });
  }

  heading('You today');
  line('Current role', `${youToday.currentRole} (${youToday.roleLevel})`);
  line('Experience', youToday.experience);
  line('Salary range', youToday.salaryRange);
  line('Growth', growthText(youToday.growth));
  line('Your top skills', youToday.topSkillsList.join(', ') || 'None given');
  if (result.unknownSkills.length > 0) line('Skills not in the catalogue', result.unknownSkills.join(', '));

  if (result.relatedRoles.length > 0) {
    heading('Related roles');
    for (const role of result.relatedRoles) {
      // Reports saved before results carried the pay have none to print.
      const payText = medianPayText(role);
      const pay = payText ? ` · ${payText}` : '';
      line(`${role.roleName} (${role.level})`, `${role.percent}% skill match${pay}`);
    }
  }

  doc.moveDown(1);
  say(
    regular,
    8,
    MUTED,
    'Scores compare your answers with the occupation ratings of the O*NET database (USDOL/ETA, CC BY 4.0); wages and projections from the U.S. Bureau of Labor Statistics.',
    { width },
  );
  return finish();
}
