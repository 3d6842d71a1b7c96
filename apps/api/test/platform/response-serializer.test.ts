// Answers are serialized from the route's zod schema (src/lib/response-serializer.ts). What clients rely on: the
// declared properties only, in their types, null where the schema allows it, and a missing required property is an
// error rather than a silently incomplete answer.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nullablesAsTypeLists, responseSerializerCompiler } from '../../src/lib/response-serializer';

const Growth = z.object({ percent: z.number(), period: z.string() });
const Answer = z.object({
  score: z.number().min(0).max(10).nullable(),
  count: z.number().int().nullable(),
  name: z.string().nullable(),
  growth: Growth.nullable(),
  tags: z.array(z.string()).nullable(),
  status: z.enum(['Mostly meet', 'No match']).nullable(),
  note: z.union([z.object({ text: z.string() }), z.number()]).nullable(),
});

async function serve(payload: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler);
  app.get('/', { schema: { response: { 200: Answer } } }, async () => payload);
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response;
}

describe('response serializer', () => {
  it('writes nullable values as a type list instead of an anyOf (no validator run per value)', () => {
    const schema = nullablesAsTypeLists(z.toJSONSchema(Answer, { target: 'draft-7', io: 'output' })) as {
      properties: Record<string, { type?: unknown; anyOf?: unknown; properties?: unknown; minimum?: number }>;
    };
    expect(schema.properties.score).toMatchObject({ type: ['number', 'null'], minimum: 0 });
    expect(schema.properties.growth).toMatchObject({ type: ['object', 'null'], properties: { percent: { type: 'number' } } });
    expect(schema.properties.tags).toMatchObject({ type: ['array', 'null'] });
    // A union of several types keeps its anyOf: there is no single type to list.
    expect(schema.properties.note!.anyOf).toBeDefined();
  });

  it('answers the declared properties with their values, or null where allowed', async () => {
    const full = { score: 7.5, count: 3, name: 'Ada', growth: { percent: 15.8, period: '2024-2034' }, tags: ['a'], status: 'No match', note: { text: 'hi' } };
    const withExtras = { ...full, secret: 'never sent', growth: { ...full.growth, internal: true } };
    expect((await serve(withExtras)).json()).toEqual(full);

    const nothing = { score: null, count: null, name: null, growth: null, tags: null, status: null, note: null };
    const response = await serve(nothing);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(nothing);
  });

  it('refuses an answer that lacks a required property instead of sending it incomplete', async () => {
    const response = await serve({ score: 1, count: 1, name: 'x', growth: { period: '2024-2034' }, tags: [], status: null, note: null });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('2024-2034');
  });
});
