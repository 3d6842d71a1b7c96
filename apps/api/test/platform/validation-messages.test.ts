// The readable fallback messages of zod issues (lib/validation-messages.ts): each names the field as a person would
// and says what to send instead; a schema's own message still wins.
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { useReadableValidationMessages } from '../../src/lib/validation-messages';

const messagesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message);

describe('readable validation messages', () => {
  beforeAll(() => useReadableValidationMessages());

  it('names a field inside a list by its item number and list', () => {
    const schema = z.object({ hardSkills: z.array(z.object({ name: z.string() })), tags: z.array(z.string()) });
    expect(messagesOf(schema, { hardSkills: [{ name: 'sql' }, { name: 7 }], tags: ['a', false] })).toEqual([
      'Name of item 2 in hard skills must be text, not a number.',
      'Item 2 in tags must be text, not true or false.',
    ]);
  });

  it.each([
    ['an enum', z.object({ level: z.enum(['entry', 'senior']) }), { level: 'boss' }, 'Level must be one of: "entry", "senior".'],
    ['a date format', z.object({ target_date: z.iso.date() }), { target_date: 'soon' }, 'Target date must be a date like 2026-09-30.'],
    ['an email format', z.object({ email: z.email() }), { email: 'x' }, 'Email must be an email address.'],
    ['a number bound', z.object({ hoursPerWeek: z.number().max(60) }), { hoursPerWeek: 99 }, 'Hours per week must be at most 60.'],
    ['an exclusive bound', z.object({ score: z.number().gt(0) }), { score: 0 }, 'Score must be more than 0.'],
    ['a list too long', z.object({ texts: z.array(z.string()).max(2) }), { texts: ['a', 'b', 'c'] }, 'Texts can be at most 2 items.'],
    ['an empty list', z.object({ texts: z.array(z.string()).min(1) }), { texts: [] }, 'Texts needs at least one item.'],
    ['an empty text', z.object({ title: z.string().min(1) }), { title: '' }, 'Title cannot be empty.'],
    ['a number that is not finite', z.object({ n: z.number() }), { n: Infinity }, 'N must be a finite number.'],
    ['null where text belongs', z.object({ title: z.string() }), { title: null }, 'Title must be text, not null.'],
    ['a fraction where a whole number belongs', z.object({ limit: z.int().max(200) }), { limit: 1.5 }, 'Limit must be a whole number.'],
    ['a repeated search parameter', z.object({ q: z.string() }), { q: ['a', 'b'] }, 'The search must be text, not a list.'],
    ['JSON sent as text', z.object({ q: z.string() }), '{"q":"a"}', 'The request body must be a JSON object, sent with content-type: application/json.'],
  ])('says what is wrong with %s', (_, schema, value, message) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });

  it('says a number past the safe range is too large, before its real limit (not "at most 9007199254740991")', () => {
    expect(messagesOf(z.object({ limit: z.int().max(200) }), { limit: 1e20 })).toEqual(['Limit is too large.', 'Limit must be at most 200.']);
  });

  it("leaves a schema's own message as it is", () => {
    expect(messagesOf(z.object({ role: z.string({ error: 'Please choose a role.' }) }), {})).toEqual(['Please choose a role.']);
  });
});
