import { describe, expect, it } from 'vitest';
import { quoteInput } from './errors';
import { SkillMatchRoleSchema, SkillNameSchema } from './skillmatch';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? 'ok' : result.error!.issues[0]!.message);

describe('one line of plain text', () => {
  it('takes right-to-left and accented names as they are', () => {
    expect(SkillMatchRoleSchema.parse(' مهندس برمجيات ')).toBe('مهندس برمجيات');
    expect(SkillNameSchema.parse('Ünïcode ski‑ll 日本')).toBe('Ünïcode ski‑ll 日本');
  });

  it('refuses a role or a skill with a direction override or a control character, saying why', () => {
    expect(firstMessage(SkillMatchRoleSchema.safeParse('\u202eRTL\u202c'))).toBe('A role must be one line of plain text.');
    expect(firstMessage(SkillMatchRoleSchema.safeParse('Data\u0007 Analyst'))).toBe('A role must be one line of plain text.');
    expect(firstMessage(SkillNameSchema.safeParse('sq\u2066l'))).toBe('A skill name must be one line of plain text.');
  });

  it('quotes input in a message with its direction overrides and control characters escaped', () => {
    expect(quoteInput('\u202eabc')).toBe('"\\u202Eabc"');
    expect(quoteInput('a\u0007b')).toBe('"a\\u0007b"');
  });
});
