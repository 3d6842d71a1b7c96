// The built-in roadmap's milestones as a career changer reads them: a practice link only where a conversation
// helps, and a checkpoint that fits what the milestone builds, in plain grammar.
import { describe, expect, it } from 'vitest';
import { planMilestones, type RoadmapGap } from '../../src/services/coaching/roadmap-plan';

const gap = (name: string, kind: string, importance = 4, userLevel = 0): RoadmapGap => ({
  skillId: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  kind,
  importance,
  requiredLevel: 4,
  userLevel,
  resources: [],
});

// Teacher to instructional designer (25-9031.00, an education role group the leadership scenarios name).
const input = {
  currentRole: 'Teacher',
  targetRole: 'Instructional Designer',
  targetCode: '25-9031.00',
  hoursPerWeek: 5,
  gaps: [
    gap('Administration and Management', 'knowledge'),
    gap('Mathematics', 'knowledge', 3),
    gap('Instructional design', 'hard'),
    gap('Microsoft Excel', 'technology'),
    // A teacher writes every day: below the level the role asks for, not missing.
    gap('Writing', 'soft', 4, 3),
    gap('Monitoring', 'soft', 3),
  ],
  strengths: [],
};
const plan = planMilestones(input);
const byTitle = (start: string) => plan.milestones.find((m) => m.title.startsWith(start))!;

describe('roadmap milestones', () => {
  it('links a practice scenario to soft-skill milestones only: "Practise it" beside Excel led to a talk with a struggling colleague', () => {
    expect(byTitle('Lay the foundations').practiceScenarioId).toBeNull();
    expect(byTitle('Build core skills').practiceScenarioId).toBeNull();
    expect(byTitle('Learn the tools').practiceScenarioId).toBeNull();
    // Writing is communication: its own scenario, not the role group's leadership one.
    expect(byTitle('Grow your soft skills').practiceScenarioId).toMatch(/^communication-/);
  });

  it('calls soft skills soft skills: Writing and Monitoring are not "how you work with people"', () => {
    expect(plan.milestones.map((m) => m.title)).toContain('Grow your soft skills: Monitoring, Writing');
  });

  it('gives each kind of milestone a checkpoint that fits it, "it" for one skill and "they" for several', () => {
    expect(byTitle('Lay the foundations').checkpoint).toBe(
      'Explain the basics of each of these areas to someone outside the field, or use them in a short piece of work, then retake the skill match for Instructional Designer: they should no longer show as missing.',
    );
    expect(byTitle('Learn the tools').checkpoint).toBe(
      'Use Microsoft Excel in a small piece of work you can show, then retake the skill match for Instructional Designer: it should no longer show as missing.',
    );
    expect(byTitle('Grow your soft skills').checkpoint).toMatch(/^Put each of these to work in a real task or conversation and ask someone you trust how it went, /);
    for (const m of plan.milestones) expect(m.checkpoint).not.toMatch(/these skills should no longer be missing/);
  });

  it('says what the skill match will show in its own words for the gap: missing, below the required level, or either', () => {
    expect(byTitle('Grow your soft skills').checkpoint).toMatch(/: they should no longer show as missing or below the required level\.$/);
    const below = planMilestones({ ...input, gaps: [gap('Writing', 'soft', 4, 3)] }).milestones[0]!;
    expect(below.checkpoint).toMatch(/for Instructional Designer: it should no longer show as below the required level\.$/);
    expect(byTitle('Learn the tools').checkpoint).toMatch(/: it should no longer show as missing\.$/);
  });
});

describe('a skill named twice in the gaps', () => {
  it('is planned once, as the more important gap, its hours counted once (a provider or an old catalogue may send both)', () => {
    const twice = planMilestones({
      currentRole: 'Teacher',
      targetRole: 'Data Analyst',
      targetCode: '15-2051.01',
      hoursPerWeek: 5,
      gaps: [
        { ...gap('Mathematics', 'knowledge', 3.82, 1), skillId: 'mathematics-knowledge', requiredLevel: 4.2 },
        { ...gap('Mathematics', 'hard', 3.5, 1), skillId: 'mathematics' },
        gap('SQL', 'technology'),
      ],
      strengths: [],
    });
    expect(twice.milestones.map((m) => m.skills)).toEqual([['Mathematics'], ['SQL']]);
    expect(twice.milestones[0]).toMatchObject({ id: 'm-mathematics-knowledge', hours: 32 });
  });
});
