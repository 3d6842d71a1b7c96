// Typical day (D29): an occupation's main tasks and work context laid out as a day, from the catalogue.
import { TypicalDaySchema } from '@waypoint/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorSchema } from '../../../lib/error-schema';
import { assertValidRequest } from '../../../services/accounts/validation';

const typicalDayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/typical-day/:code',
    {
      attachValidation: true,
      schema: {
        operationId: 'getTypicalDay',
        tags: ['coaching'],
        summary: "An occupation's main tasks and work context as a day plan (09:00-17:00), with a related practice scenario",
        params: z.object({ code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/, { error: 'The occupation code looks like 15-1252.00.' }) }),
        response: { 200: TypicalDaySchema, 404: errorSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertValidRequest(request);
      return app.coaching.typicalDay(request.params.code);
    },
  );
};

export default typicalDayRoutes;
