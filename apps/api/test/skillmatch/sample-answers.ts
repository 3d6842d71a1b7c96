// One career changer's skill-match answers (a mid-level graphic designer aiming at senior UX designer), shared by
// the tests of the engine's routes and of its PDF.
import type { SkillMatchInput } from '@waypoint/domain';

export const sampleAnswers = {
  currentRole: 'Graphic Designer',
  currentLevel: 'middle',
  years: 'level_3',
  companySize: '10-100',
  hardSkills: [
    { name: 'figma', proficiency: 'advanced' },
    { name: 'javascript', proficiency: 'beginner' },
  ],
  softSkills: [{ name: 'communication', proficiency: 'intermediate' }],
  relatedSkills: ['data analysis'],
  desiredRole: 'UX Designer',
  desiredLevel: 'senior',
} satisfies SkillMatchInput;
