// Job recommendations from text (D26): thrive answers and/or the career pitch matched to occupations.
import { RecommendationInputSchema, RecommendationResponseSchema } from '@waypoint/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, errorSchema } from '../../../lib/error-schema';
import { httpError } from '../../../lib/http-error';
import { assertValidRequest } from '../../../services/accounts/validation';
import { aiRateLimit, quotaKeyOf } from '../coaching-common';

const tags = ['coaching'];

const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/recommendations',
    {
      attachValidation: true,
      config: aiRateLimit,
      schema: {
        operationId: 'recommendOccupations',
        tags,
        summary: 'Ranked occupations (score 0-100) for free text, with the phrases that matched which traits (anonymous allowed)',
        description:
          "The built-in engine matches the text's literal words. Figures of speech ('work-life balance', 'the big picture') " +
          "count for nothing, or for what they mean ('keeping the books' is bookkeeping), and everyday words are read as " +
          "occupation texts say them ('flying planes' is the flight of aircraft), British spelling as their American " +
          "('analysing', 'behaviour'); what the text says is not wanted " +
          "('tired of night shifts') counts for nothing, and a move 'from sales into nursing' counts nursing only. A reason " +
          "quotes a job title or a skill only for a phrase that says most of its name ('engines' is no Search engine " +
          "optimization). An empty list means nothing matched closely.",
        body: RecommendationInputSchema,
        response: { 200: RecommendationResponseSchema, 403: errorSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertValidRequest(request);
      return app.coaching.recommend(request.body.texts, quotaKeyOf(request));
    },
  );

  app.get(
    '/recommendations/latest',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'getLatestRecommendations',
        tags,
        summary: "Recommendations from the caller's latest thrive answers (404 when there are none)",
        response: { 200: RecommendationResponseSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const texts = await app.coaching.thriveTexts(request.user!.id);
      if (texts.length === 0) {
        throw httpError(404, 'NO_THRIVE_ANSWERS', 'Answer the "What Makes Me Thrive" exercise first: recommendations are made from it.');
      }
      return app.coaching.recommend(texts, quotaKeyOf(request));
    },
  );
};

export default recommendationRoutes;
