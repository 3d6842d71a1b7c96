// The built-in newsletter's double opt-in (D31). When NEWSLETTER_URL points at an external service the routes
// answer 404 NEWSLETTER_EXTERNAL (they stay registered so the API description does not depend on configuration).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorSchema } from '../../../lib/error-schema';
import { httpError } from '../../../lib/http-error';
import { assertValidRequest } from '../../../services/accounts/validation';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const redirect = z.null().meta({ description: 'Redirect (Location header) to the home page with ?newsletter=...' });

/** Where the browser lands; #newsletter scrolls to the section that shows the outcome. */
export const NEWSLETTER_LANDING = {
  confirmed: '/?newsletter=confirmed#newsletter',
  unsubscribed: '/?newsletter=unsubscribed#newsletter',
  invalid: '/?newsletter=invalid#newsletter',
} as const;

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const external = () => {
    if (app.config.NEWSLETTER_URL) throw httpError(404, 'NEWSLETTER_EXTERNAL', 'The newsletter is handled by an external service (see GET /api/site-config).');
  };

  app.post(
    '/newsletter',
    {
      attachValidation: true,
      config: { rateLimit: { max: 10, timeWindow: 60 * 60 * 1000 } },
      schema: {
        operationId: 'subscribeNewsletter',
        tags: ['site'],
        summary: 'Starts a newsletter subscription: a confirmation link is mailed (always 202, whether or not the address is known)',
        body: z.object({ email: z.string().trim().max(254, 'Please enter a valid email address').regex(EMAIL_PATTERN, 'Please enter a valid email address') }),
        response: { 202: z.object({ status: z.literal('accepted') }), 404: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      external();
      assertValidRequest(request);
      await app.site.newsletter.subscribe(request.body.email);
      return reply.code(202).send({ status: 'accepted' as const });
    },
  );

  app.get(
    '/newsletter/confirm/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: 60 * 60 * 1000 } },
      schema: {
        operationId: 'confirmNewsletter',
        tags: ['site'],
        summary: 'Redeems the confirmation link (7 days, single use) and redirects to the home page',
        params: tokenParams,
        response: { 302: redirect, 404: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      external();
      const ok = await app.site.newsletter.confirm(request.params.token);
      return reply.header('cache-control', 'no-store').redirect(ok ? NEWSLETTER_LANDING.confirmed : NEWSLETTER_LANDING.invalid, 302);
    },
  );

  app.get(
    '/newsletter/unsubscribe/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: 60 * 60 * 1000 } },
      schema: {
        operationId: 'unsubscribeNewsletter',
        tags: ['site'],
        summary: 'Removes the subscription the link belongs to and redirects to the home page',
        params: tokenParams,
        response: { 302: redirect, 404: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      external();
      const removed = await app.site.newsletter.unsubscribe(request.params.token);
      // An unknown but well-formed token is most likely a second click: the visitor is unsubscribed either way.
      const outcome = removed || /^[A-Za-z0-9_-]{43}$/.test(request.params.token) ? NEWSLETTER_LANDING.unsubscribed : NEWSLETTER_LANDING.invalid;
      return reply.header('cache-control', 'no-store').redirect(outcome, 302);
    },
  );
};

export default newsletterRoutes;
