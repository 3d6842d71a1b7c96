// The roadmap PDF on its own (no app): roles, skills and checkpoints typed in other scripts print as written with
// the embedded DejaVu Sans (the standard PDF fonts turned them into '?'), and only what the font cannot draw is '?'.
import type { Roadmap } from '@waypoint/domain';
import { describe, expect, it } from 'vitest';
import { renderRoadmapPdf } from '../../src/services/coaching/roadmap-pdf';
import { pdfText } from '../skillmatch/pdf-text';

const plan = {
  currentRole: 'Pielęgniarka',
  targetRole: 'Менеджер здравоохранения',
  targetCode: '11-9111.00',
  hoursPerWeek: 5,
  targetDate: null,
  startDate: '2030-01-07',
  totalHours: 40,
  totalWeeks: 8,
  finishDate: '2030-03-04',
  engine: 'builtin',
  milestones: [
    {
      id: 'm-1',
      title: 'Łukasz mentors me',
      skills: ['Ελληνικά', '中文'],
      resources: [{ name: 'Course', school: 'Zoë School', link: 'https://example.org/c' }],
      practiceScenarioId: null,
      checkpoint: 'Ask Zoë for feedback',
      hours: 40,
      weeks: 8,
      done: false,
    },
  ],
} as unknown as Roadmap;

describe('the roadmap PDF', () => {
  it('prints names in other scripts as written, and only what the font cannot draw as ?', async () => {
    // Lines wrap where the page ends: compare the words, not the line breaks.
    const text = pdfText(await renderRoadmapPdf(plan)).replace(/\s*\n/g, ' ');
    expect(text).toContain('Roadmap: Pielęgniarka to Менеджер здравоохранения');
    expect(text).toContain('1. Łukasz mentors me');
    expect(text).toContain('Skills: Ελληνικά, ??');
    expect(text).toContain('Checkpoint: Ask Zoë for feedback');
  });

  it('states the pace, the hours left and the finish date as the page writes it; a finished plan says it is done', async () => {
    expect(pdfText(await renderRoadmapPdf(plan)).replace(/\s*\n/g, ' ')).toContain(
      '5 hours a week: 40 hours still to do over about 8 weeks; finish around 4 March 2030.',
    );
    const finished = { ...plan, totalHours: 0, totalWeeks: 0, milestones: plan.milestones.map((m) => ({ ...m, done: true })) };
    const text = pdfText(await renderRoadmapPdf(finished)).replace(/\s*\n/g, ' ');
    expect(text).toContain('5 hours a week. Every milestone is done.');
    expect(text).toContain('1. Łukasz mentors me (done)');
    expect(text).not.toMatch(/0 hours still to do|finish around/);
  });
});
