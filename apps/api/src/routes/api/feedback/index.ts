// Thumbs up/down on a result (D19): stored, anonymous allowed. The context says what was rated (an assessment slug,
// or another result such as 'skillmatch'); a signed-in caller may link it to one of their own finished attempts of
// that assessment (the web app sends the attempt id of the result it shows).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorSchema } from '../../../lib/error-schema';
import { assertValidRequest } from '../../../services/accounts/validation';

const bodySchema = z.object({
  context: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'The context must be a short lower-case name such as "who-am-i".' })
    .meta({ description: "What was rated: an assessment slug ('who-am-i') or another result ('skillmatch')" }),
  value: z.enum(['up', 'down'], { error: 'Feedback must be "up" or "down".' }),
  attempt_id: z
    .uuid({ error: 'attempt_id must be the id of one of your results.' })
    .optional()
    .meta({ description: "One of the caller's finished attempts of the assessment named by context" }),
});

const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/feedback',
    {
      attachValidation: true,
      schema: {
        operationId: 'sendFeedback',
        tags: ['feedback'],
        summary: 'Stores a thumbs up or down on a result (anonymous allowed)',
        body: bodySchema,
        response: { 201: z.object({ feedback_id: z.string() }), 403: errorSchema, 404: errorSchema, 409: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertValidRequest(request);
      const id = await app.assessments.feedback(request.user?.id ?? null, request.body);
      return reply.code(201).send({ feedback_id: id });
    },
  );
};

export default feedbackRoutes;
