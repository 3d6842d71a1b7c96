// Responses are written by fast-json-stringify from each route's zod response schema (converted to JSON Schema
// once, when the route is registered) instead of zod encoding every answer at run time: on a small route that
// encoding was a sixth of the whole request. What clients get is the same: only the properties the schema declares
// (a handler returning a whole database row still cannot leak its other columns), in the declared types; a
// required property missing is still an error (500, logged), not a silently incomplete answer.
// A schema JSON Schema cannot express (a transform, a custom check) keeps the zod serializer.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route);
  }
};
