// The skill-match PDF on its own (no app): the sections in the on-screen order whatever the order of the result's
// keys, names in other scripts printed as written with the embedded DejaVu Sans, '?' only for what the font cannot
// draw (with a fallback font: Chinese, Japanese and Korean as written too), and a file that stays small because only
// the glyphs used are embedded.
import type { SkillMatchResult } from '@waypoint/domain';
import { defaultCatalogue, matchSkills } from '@waypoint/skillmatch';
import { describe, expect, it } from 'vitest';
import { renderReportPdf } from '../../src/services/skillmatch/report-pdf';
import { fallbackFontPath, fallbackFontPresent } from '../helpers/fallback-font';
import { pdfText, pdfTextRuns, sectionLabels, SECTION_TITLES } from './pdf-text';
import { sampleAnswers } from './sample-answers';

const result: SkillMatchResult = matchSkills(
  { ...sampleAnswers, hardSkills: [{ name: 'figma', proficiency: 'advanced' }], relatedSkills: [] },
  defaultCatalogue,
);

describe('report PDF', () => {
  it('prints the five sections in the on-screen order, whatever the order of their keys', async () => {
    const { hardSkills, softSkills, personality, interests, workPreferences } = result.futureYou.relevantSkillList;
    const shuffled = structuredClone(result);
    // As a jsonb column gives them back (shortest key first), and the reverse.
    shuffled.futureYou.relevantSkillList = { interests, hardSkills, softSkills, personality, workPreferences };
    expect(sectionLabels(pdfText(await renderReportPdf(shuffled)))).toEqual(SECTION_TITLES);
    shuffled.futureYou.relevantSkillList = { workPreferences, interests, personality, softSkills, hardSkills };
    expect(sectionLabels(pdfText(await renderReportPdf(shuffled)))).toEqual(SECTION_TITLES);
  });

  it('says under the sections what their statuses mean', async () => {
    const text = pdfText(await renderReportPdf(result));
    expect(text).toContain('Mostly meet from 8, Attention from 3');
    expect(text.indexOf('Mostly meet from 8')).toBeGreaterThan(text.lastIndexOf(SECTION_TITLES.at(-1)!));
  });

  it('lists the related roles with their match and median pay, and without pay those of a report saved before it was kept', async () => {
    const [first] = result.relatedRoles;
    expect(first?.medianPay).toEqual(expect.any(Number));
    const figure = `${first!.percent}% skill match · $${Math.round(first!.medianPay! / 1000)}K median pay`;
    expect(pdfText(await renderReportPdf(result))).toContain(figure);
    const older = { ...result, relatedRoles: result.relatedRoles.map(({ medianPay: _dropped, medianHourlyPay: _hourly, ...role }) => role) };
    const text = pdfText(await renderReportPdf(older));
    expect(text).toContain(`${first!.roleName} (${first!.level})`);
    expect(text).not.toContain('median pay');
  });

  it('prints Polish, Greek and Cyrillic as written, and "?" only where the font has no glyph', async () => {
    const named = structuredClone(result);
    named.youToday.currentRole = 'Łukasz';
    named.futureYou.desiredRole = 'Ελληνικά';
    named.unknownSkills = ['Русский', '中文', 'Zoë'];
    for (const compress of [false, true]) {
      const text = pdfText(await renderReportPdf(named, { compress }));
      expect(text).toContain('Łukasz (Mid-level)');
      expect(text).toContain('Ελληνικά (15-1255.00)');
      expect(text).toMatch(/Русский, \?\?, Zoë/);
      expect(text).not.toMatch(/\?{3,}/);
    }
  });

  it('gives a hard-skills row that wraps the room of its lines, under the column names of the page', async () => {
    const wrapped = structuredClone(result);
    const rows = wrapped.futureYou.relevantSkillList.hardSkills.skillList;
    expect(rows.length).toBeGreaterThan(2);
    rows[0]!.levelOfExpirience = 'Intermediate (from your role)';
    const pdf = await renderReportPdf(wrapped, { compress: false });
    expect(pdfText(pdf)).toMatch(/Skill\nYour level\nThe role expects\nScore/);
    // No two lines of text in one column closer than a line apart: the next row was drawn over a second line.
    const runs = pdfTextRuns(pdf);
    const clashes = runs.filter((a, i) => runs.some((b, j) => j > i && a.page === b.page && a.x === b.x && Math.abs(a.y - b.y) < Math.min(a.size, b.size)));
    expect(clashes.map((run) => run.text)).toEqual([]);
  });

  it('embeds the font, not the standard ones, and only the glyphs it uses', async () => {
    const pdf = await renderReportPdf(result);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    expect(raw).not.toContain('Helvetica');
    // Each font file is about 700 KB; the subsets of a whole report take a few dozen.
    expect(pdf.length).toBeLessThan(80_000);
  });
});

describe.skipIf(!fallbackFontPresent('report PDF with a fallback font'))('report PDF with a fallback font (PDF_FALLBACK_FONT)', () => {
  const named = structuredClone(result);
  named.youToday.currentRole = '김민준';
  named.futureYou.desiredRole = 'Senior 数据分析师 Lead';
  named.unknownSkills = ['Русский', '中文', 'ひらがな', 'Zoë', '𓀀'];
  named.futureYou.relevantSkillList.hardSkills.skillList[0]!.name = '用户研究 user research';
  // The subsets a document embeds, by name (each is named twice: the font and its descendant).
  const embeddedFonts = (raw: string) => [...new Set(Array.from(raw.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g), (m) => m[1]))].sort();
  const fallbackFontName = fallbackFontPath.endsWith('wqy-microhei.ttc') ? 'WenQuanYiMicroHei' : expect.any(String);
  const render = (options = {}) => renderReportPdf(named, { fallbackFont: fallbackFontPath, ...options });

  it('prints Chinese, Japanese and Korean as written, in the line of the text around them; "?" only where no font draws', async () => {
    for (const compress of [false, true]) {
      // A line that switches fonts is several runs of text: read the words, not the runs.
      const text = pdfText(await render({ compress })).replaceAll('\n', '');
      expect(text).toContain('Senior 数据分析师 Lead (15-1255.00)');
      expect(text).toContain('from 김민준 (Mid-level)');
      expect(text).toContain('Skills not in the catalogue: Русский, 中文, ひらがな, Zoë, ?');
      expect(text).toContain('用户研究 user research');
      expect(text.match(/\?/g)).toHaveLength(1);
    }
  });

  it('keeps the runs of one line on that line, and no table row over another', async () => {
    const runs = pdfTextRuns(await render({ compress: false }));
    const at = (text: string) => runs.findIndex((run) => run.text === text);
    // 'Senior - from ', '김민준', ' (Mid-level)': one line, left to right (the fonts' baselines differ by a hair).
    const line = runs.slice(at('Senior - from '), at(' (Mid-level)') + 1);
    expect(line.map((run) => run.text)).toEqual(['Senior - from ', '김민준', ' (Mid-level)']);
    line.slice(1).forEach((run, i) => {
      expect(Math.abs(run.y - line[i]!.y)).toBeLessThan(0.5);
      expect(run.x).toBeGreaterThan(line[i]!.x);
    });
    const clashes = runs.filter((a, i) => runs.some((b, j) => j > i && a.page === b.page && a.x === b.x && Math.abs(a.y - b.y) < Math.min(a.size, b.size)));
    expect(clashes.map((run) => run.text)).toEqual([]);
  });

  it('draws bold in the one-weight fallback font by stroking its outline too, and only there', async () => {
    const runs = pdfTextRuns(await render({ compress: false }));
    const run = (text: string) => runs.find((r) => r.text === text);
    // The title: bold Latin in DejaVu Bold on both sides, bold Chinese filled and stroked; the Korean in a regular
    // line only filled.
    expect(run('数据分析师')).toMatchObject({ size: 20, mode: 2 });
    expect(run(' Lead')).toMatchObject({ size: 20, mode: 0 });
    expect(run('김민준')).toMatchObject({ mode: 0 });
    expect(runs.filter((r) => r.mode !== 0).map((r) => r.text)).toEqual(['数据分析师']);
  });

  it('embeds the fallback font beside DejaVu, as a subset of the glyphs used', async () => {
    const pdf = await render();
    const raw = pdf.toString('latin1');
    expect(embeddedFonts(raw)).toEqual(['DejaVuSans', 'DejaVuSans-Bold', fallbackFontName]);
    // The font file is megabytes; the report stays a small download.
    expect(pdf.length).toBeLessThan(120_000);
  });

  it('prints as before what DejaVu draws: the fallback is not embedded when nothing needs it', async () => {
    const raw = (await renderReportPdf(result, { fallbackFont: fallbackFontPath })).toString('latin1');
    expect(embeddedFonts(raw)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
  });
});
