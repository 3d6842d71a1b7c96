// Responses are written by fast-json-stringify from each route's zod response schema (converted to JSON Schema
// once, when the route is registered) instead of zod encoding every answer at run time: on a small route that
// encoding was a sixth of the whole request. What clients get is the same: only the properties the schema declares
// (a handler returning a whole database row still cannot leak its other columns), in the declared types; a
// required property missing is still an error (500, logged), not a silently incomplete answer.
// A schema JSON Schema cannot express (a transform, a custom check) keeps the zod serializer.
// zod writes a nullable value as `anyOf: [<schema>, { type: 'null' }]`, for which fast-json-stringify runs a JSON
// Schema validator on every value to pick the branch; the same thing as a type list (`type: ['number', 'null']`) is
// a typeof check. A skill-match answer has a dozen nullable values: serializing it took about a quarter less CPU
// (measured in isolation).
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    return fastJson(nullablesAsTypeLists(jsonSchema) as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route);
  }
};

type JsonSchema = { [key: string]: unknown };

const isPlainNull = (node: unknown) => {
  const keys = node && typeof node === 'object' ? Object.keys(node) : [];
  return keys.length === 1 && (node as JsonSchema).type === 'null';
};

/** The schema with every `anyOf: [{ type: T, ... }, { type: 'null' }]` written as `{ type: [T, 'null'], ... }`. */
export function nullablesAsTypeLists(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullablesAsTypeLists);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullablesAsTypeLists(value);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex(isPlainNull);
    const other = branches[1 - nullAt] as JsonSchema | undefined;
    // Only a branch with a single named type: a $ref or a union stays as it was.
    if (nullAt !== -1 && other && typeof other.type === 'string' && !('anyOf' in other) && !('oneOf' in other)) {
      delete out.anyOf;
      Object.assign(out, other, { type: [other.type, 'null'] });
    }
  }
  return out;
}
