// The exercises (spec section 7, D16): questions by title (public, so anonymous visitors get the same questions),
// then for signed-in users: one answer at a time, the scored result, the history (an attempt can be deleted) and the
// import of results made anonymously in the browser (D2). Every user route runs after app.requireUser and reads only
// the caller's rows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnswerSubmissionSchema, AssessmentSchema, AssessmentSlugSchema } from '@waypoint/domain';
import { errorResponses, errorSchema } from '../../../lib/error-schema';
import { newestFirstQuery } from '../../../lib/page-query';
import { assertValidRequest } from '../../../services/accounts/validation';
import {
  historyResponseSchema,
  latestResponseSchema,
  importBodySchema,
  importResponseSchema,
  resultResponseSchema,
  submitResponseSchema,
} from './schemas';

const tags = ['assessments'];
const signedIn = { 401: errorSchema, 403: errorSchema };
// The history kept the limits it was published with (up to 200, 50 by default) when it gained `before`.
const historyQuery = newestFirstQuery({ what: 'completed attempts', nextField: 'next_before', max: 200, fallback: 50 }).extend({
  slug: AssessmentSlugSchema.optional().meta({ description: 'Only the attempts of this exercise' }),
});

const attemptParams = z.object({ id: z.uuid({ error: 'The attempt id must be a UUID.' }) });

const assessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/assessment/by-title',
    {
      schema: {
        operationId: 'getAssessmentByTitle',
        tags,
        summary: "An exercise's questions: 'What Is Not Working', 'Who Am I', 'Where Am I Now' or 'What Makes Me Thrive'",
        // A plain string, not the enum: an unknown title is a missing resource (404), not a malformed request.
        querystring: z.object({ title: z.string().min(1).max(200) }),
        response: { 200: AssessmentSchema, 404: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Definitions change only with a deploy; let browsers reuse them briefly.
      reply.header('cache-control', 'public, max-age=300');
      return app.assessments.byTitle(request.query.title);
    },
  );

  app.post(
    '/assessment/submit',
    {
      preHandler: app.requireUser,
      attachValidation: true,
      schema: {
        operationId: 'submitAnswer',
        tags,
        summary: 'Saves one answer (upserted per attempt and question); starts an attempt when none is open',
        body: AnswerSubmissionSchema,
        response: { 200: submitResponseSchema, ...signedIn, 404: errorSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (request.validationError) {
        app.assessments.explainInvalidSubmission(request.body);
        assertValidRequest(request);
      }
      const saved = await app.assessments.submit(request.user!.id, request.body);
      return { ...saved, saved: true as const };
    },
  );

  app.get(
    '/assessment/result',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'getAssessmentResult',
        tags,
        summary: "The caller's current attempt (open, else the latest completed) with scores; completes it when all is answered",
        querystring: z.object({ assessment_id: z.string().min(1).max(100) }),
        response: { 200: resultResponseSchema, ...signedIn, 404: errorSchema, ...errorResponses },
      },
    },
    async (request) => app.assessments.result(request.user!.id, request.query.assessment_id),
  );

  app.get(
    '/assessment/history',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'listAssessmentHistory',
        tags,
        summary: "The caller's completed attempts with their scores, newest first, a page at a time (D18)",
        description:
          'Answers up to `limit` attempts (50 when left out; with `slug`, only that exercise\'s) and `next_before`: pass it ' +
          'as `before` for the next, older page (null on the last page). Attempts finished meanwhile do not shift the ' +
          "pages. `total` counts all of the caller's completed attempts (of that exercise).",
        querystring: historyQuery,
        response: { 200: historyResponseSchema, ...signedIn, 404: errorSchema, ...errorResponses },
      },
    },
    async (request) => app.assessments.history(request.user!.id, request.query),
  );

  app.get(
    '/assessment/latest',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'listLatestAssessmentResults',
        tags,
        summary: "Each exercise the caller finished: its latest attempt, the one before and the count, however long the history (D18)",
        response: { 200: latestResponseSchema, ...signedIn, ...errorResponses },
      },
    },
    async (request) => ({ exercises: await app.assessments.latestByExercise(request.user!.id) }),
  );

  app.delete(
    '/assessment/attempts/:id',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'deleteAssessmentAttempt',
        tags,
        summary: "Deletes one of the caller's attempts for good, with its answers; the latest results and history go on without it (another user's id answers 404)",
        params: attemptParams,
        response: { 204: z.null(), ...signedIn, 404: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.assessments.deleteAttempt(request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/assessment/import',
    {
      preHandler: app.requireUser,
      attachValidation: true,
      schema: {
        operationId: 'importAssessmentResults',
        tags,
        summary:
          'Saves results completed anonymously in this browser to the account (D2: offered, one click); a result the account already has is not saved twice',
        body: importBodySchema,
        response: { 201: importResponseSchema, ...signedIn, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertValidRequest(request);
      const imported = await app.assessments.importResults(request.user!.id, request.body.results);
      return reply.code(201).send({ imported });
    },
  );
};

export default assessmentRoutes;
