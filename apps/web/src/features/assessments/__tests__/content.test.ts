import { describe, expect, it } from 'vitest';
import { persona } from '../../../content';
import { PERSONA } from '../content';

describe('the sample persona', () => {
  it('is one person: the assessments story tells the same move as the home journey', () => {
    expect(PERSONA.name).toBe(persona.name);
    const story = PERSONA.story.join(' ');
    expect(story).toContain(persona.currentRole.toLowerCase());
    expect(story).toContain(persona.targetRole);
  });
});
