// Practice gym (D28): soft-skill scenarios, the published rubric, feedback on answers (saved for signed-in users)
// and progress per soft skill.
import {
  PracticeAttemptInputSchema,
  PracticeAttemptListSchema,
  PracticeAttemptSchema,
  PracticeProgressSchema,
  RubricSchema,
  ScenarioListSchema,
  ScenarioQuerySchema,
} from '@waypoint/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorSchema } from '../../../lib/error-schema';
import { newestFirstQuery } from '../../../lib/page-query';
import { assertValidRequest } from '../../../services/accounts/validation';
import { aiRateLimit, quotaKeyOf } from '../coaching-common';

const tags = ['coaching'];
const signedIn = { 401: errorSchema, 403: errorSchema };
const attemptParams = z.object({ id: z.uuid({ error: 'The attempt id must be a UUID.' }) });

const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/practice/scenarios',
    {
      schema: {
        operationId: 'listPracticeScenarios',
        tags,
        summary: "Scenarios ordered for the target role and the weakest soft skills (given, or from the caller's results)",
        querystring: ScenarioQuerySchema,
        response: { 200: ScenarioListSchema, ...errorResponses },
      },
    },
    async (request) => app.coaching.scenarios(request.query, request.user?.id ?? null),
  );

  app.get(
    '/practice/rubric',
    {
      schema: {
        operationId: 'getPracticeRubric',
        tags,
        summary: 'The published rubric every answer is scored on',
        response: { 200: RubricSchema, ...errorResponses },
      },
    },
    async () => app.coaching.rubric(),
  );

  app.post(
    '/practice/attempts',
    {
      attachValidation: true,
      config: aiRateLimit,
      schema: {
        operationId: 'submitPracticeAttempt',
        tags,
        summary: 'Feedback on an answer: each rubric criterion scored 1-5 with a quote of the answer, and one suggestion',
        body: PracticeAttemptInputSchema,
        response: { 200: PracticeAttemptSchema, 403: errorSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertValidRequest(request);
      return app.coaching.attempt(request.body, request.user?.id ?? null, quotaKeyOf(request));
    },
  );

  app.get(
    '/practice/attempts',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'listPracticeAttempts',
        tags,
        summary: "The caller's practice attempts, newest first, a page at a time",
        description:
          'Answers up to `limit` attempts and `nextBefore`: pass it as `before` for the next, older page (null on the last ' +
          'page). Attempts saved meanwhile do not shift the pages. `total` counts all of the caller\'s attempts.',
        querystring: newestFirstQuery({ what: 'attempts', nextField: 'nextBefore' }),
        response: { 200: PracticeAttemptListSchema, ...signedIn, 404: errorSchema, ...errorResponses },
      },
    },
    async (request) => app.coaching.listAttempts(request.user!.id, request.query),
  );

  app.delete(
    '/practice/attempts/:id',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'deletePracticeAttempt',
        tags,
        summary: "Deletes one of the caller's attempts for good; progress no longer counts it (another user's id answers 404)",
        params: attemptParams,
        response: { 204: z.null(), ...signedIn, 404: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.coaching.deleteAttempt(request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/practice/progress',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'getPracticeProgress',
        tags,
        summary: "A level per soft skill over time, from the caller's attempts",
        response: { 200: PracticeProgressSchema, ...signedIn, ...errorResponses },
      },
    },
    async (request) => app.coaching.progress(request.user!.id),
  );
};

export default practiceRoutes;
