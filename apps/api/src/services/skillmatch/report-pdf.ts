// The "Download" PDF (D23): a one- or two-page report of a skill-match result - desired role, match %, the five
// sections with their scores, the hard-skill rows, the skills to focus on with resource links, You today and related
// roles. Standard PDF fonts only (no font files to ship); long lists are cut so the report stays short.
import PDFDocument from 'pdfkit';
import type { SkillMatchResult, SkillSection } from '@waypoint/domain';

export interface PdfOptions {
  /** Compressed content streams (default true); tests may turn it off to read the text directly. */
  compress?: boolean;
  /** Creation date written into the document info (fixed in tests). */
  createdAt?: Date;
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#2563eb';
const MAX_ROWS = 12;

// Standard fonts are WinAnsi: keep Latin-1 and replace what they cannot draw instead of printing garbage.
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

export function renderReportPdf(result: SkillMatchResult, options: PdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: options.compress ?? true,
    info: {
      Title: printable(`Skill match report: ${result.futureYou.desiredRole}`),
      Author: 'Waypoint',
      Subject: 'Skill match',
      CreationDate: options.createdAt ?? new Date(),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { futureYou, youToday } = result;
  const width = doc.page.width - 96;
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(INK).text(printable(text));
    doc.moveDown(0.2);
  };
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(`${printable(label)}: `, { continued: true });
    doc.font('Helvetica').text(printable(value));
  };
  const growthText = (g: SkillMatchResult['futureYou']['growth']) =>
    g ? `${g.percent > 0 ? '+' : ''}${g.percent}% (${g.period}, ${g.source})` : 'Not available';

  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('Waypoint - Skill match report');
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(printable(futureYou.desiredRole));
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(printable(`${futureYou.roleLevel} - from ${youToday.currentRole} (${youToday.roleLevel})`));
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(16).fillColor(ACCENT).text(`${result.percent}% skill match`);

  heading('Future you');
  line('Desired role', `${futureYou.desiredRole} (${futureYou.code})`);
  line('Salary range', futureYou.salaryRange);
  line('Growth', growthText(futureYou.growth));
  line('Top skills to focus on', futureYou.topSkillsList.join(', ') || 'None: you meet every requirement');

  heading('Relevant skills');
  const sections: SkillSection[] = Object.values(futureYou.relevantSkillList);
  for (const section of sections) {
    line(section.title, section.score === null ? section.status : `${section.score}/10 - ${section.status}`);
  }

  const hard = futureYou.relevantSkillList.hardSkills;
  if (hard.skillList.length > 0) {
    heading('Hard skills');
    const cols = [0, 0.42, 0.64, 0.86].map((f) => 48 + f * width);
    const row = (cells: string[], bold = false) => {
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor(INK);
      cells.forEach((cell, i) => doc.text(printable(cell), cols[i]!, y, { width: (cols[i + 1] ?? 48 + width) - cols[i]! - 6, lineBreak: false }));
      doc.x = 48;
      doc.y = y + 14;
    };
    row(['Skill', 'Level of experience', 'Experience', 'Score'], true);
    for (const r of hard.skillList.slice(0, MAX_ROWS)) row([r.name, r.levelOfExpirience, r.experience, r.score.toFixed(1)]);
    if (hard.skillList.length > MAX_ROWS) row([`... and ${hard.skillList.length - MAX_ROWS} more`, '', '', '']);
    row(['Total score', '', '', futureYou.totalScore.toFixed(1)], true);
  }

  heading('Resources to bridge the gap');
  if (futureYou.resources.length === 0) doc.font('Helvetica').fontSize(10).fillColor(INK).text('No resources needed.');
  for (const resource of futureYou.resources) {
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(printable(`${resource.name} - ${resource.school}`));
    doc.fontSize(9).fillColor(ACCENT).text(resource.link, { link: resource.link, underline: true });
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
    for (const role of result.relatedRoles) line(`${role.roleName} (${role.level})`, `${role.percent}% skill match`);
  }

  doc.moveDown(1).font('Helvetica').fontSize(8).fillColor(MUTED).text(
    'Scores compare your answers with the occupation ratings of the O*NET database (USDOL/ETA, CC BY 4.0); wages and projections from the U.S. Bureau of Labor Statistics.',
    { width },
  );
  doc.end();
  return done;
}
