// GET /api/site-config (D31): the operator-configured external links of the public site; null = not configured
// (the web app then uses its in-app fallback, and the built-in newsletter when newsletterUrl is null).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/error-schema';

const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site-config',
    {
      schema: {
        operationId: 'getSiteConfig',
        tags: ['site'],
        summary: 'Configured external links of the public site (beta form, community, newsletter); null when not set',
        response: {
          200: z.object({ betaFormUrl: z.string().nullable(), communityUrl: z.string().nullable(), newsletterUrl: z.string().nullable() }),
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        betaFormUrl: app.config.BETA_FORM_URL ?? null,
        communityUrl: app.config.COMMUNITY_URL ?? null,
        newsletterUrl: app.config.NEWSLETTER_URL ?? null,
      };
    },
  );
};

export default siteConfigRoutes;
