import { z } from 'zod';

/** The one error shape (documented on every route's 4xx/5xx responses). */
export const errorSchema = z
  .object({
    code: z.string().meta({ description: 'Stable machine-readable code, e.g. VALIDATION_FAILED' }),
    detail: z.string().meta({ description: 'Human-readable explanation' }),
    request_id: z.string().meta({ description: 'Quote it when reporting a problem (also in the x-request-id header)' }),
    issues: z.array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() })).optional(),
  })
  .meta({ id: 'Error' });

/** Default error responses to spread into a route's `response` schema. */
export const errorResponses = { 400: errorSchema, 429: errorSchema, 500: errorSchema } as const;
