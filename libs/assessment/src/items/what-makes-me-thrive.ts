// What Makes Me Thrive: the five prompts of spec section 3, word for word, answered in free text.
import { THRIVE_MAX_CHARS } from '@waypoint/domain';
import type { TextAssessmentDefinition } from '../definition-types';

export const WHAT_MAKES_ME_THRIVE: TextAssessmentDefinition = {
  kind: 'text',
  slug: 'what-makes-me-thrive',
  title: 'What Makes Me Thrive',
  maxChars: THRIVE_MAX_CHARS,
  prompts: [
    { question_id: 'thrive-01', content: 'I thrive when I am working on...' },
    { question_id: 'thrive-02', content: 'My greatest strengths include...' },
    { question_id: 'thrive-03', content: 'I am most fulfilled when...' },
    { question_id: 'thrive-04', content: 'My ideal work environment looks like...' },
    { question_id: 'thrive-05', content: 'My desire to transform my career is motivated by...' },
  ],
};
