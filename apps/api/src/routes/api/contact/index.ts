// POST /api/contact (D30): validated, robot checked, rate limited; stored, then mailed to CONTACT_INBOX.
import { PLAIN_LINE } from '@waypoint/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorSchema } from '../../../lib/error-schema';
import { assertValidRequest } from '../../../services/accounts/validation';
import { requireSolvedRobotCheck } from '../../../services/site/robot';

/** Same rule as the web form (spec section 5); \s also rules out CR/LF, so an address can never split a line. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(100, `Your ${label} can be at most 100 characters`)
    .regex(PLAIN_LINE, `Your ${label} must be a single line of text`);

export const ContactBodySchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email: z.string().trim().max(254, 'Please enter a valid email address').regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  message: z.string().trim().min(1, 'Please enter a message').max(5000, 'Your message can be at most 5000 characters'),
  altcha: z.string().max(4000).meta({ description: 'The solved robot-check payload (GET /api/altcha/challenge)' }),
});

/** At most 5 messages per hour per client IP: the form is for people, not for scripts. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 60 * 60 * 1000 };

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      attachValidation: true,
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        operationId: 'sendContactMessage',
        tags: ['site'],
        summary: 'Sends a message to the team (stored, then mailed to the inbox); needs a solved robot check',
        body: ContactBodySchema,
        response: { 202: z.object({ received: z.literal(true) }), 428: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertValidRequest(request);
      const { firstName, lastName, email, message, altcha } = request.body;
      await requireSolvedRobotCheck({ db: app.db, robot: app.robotCheck, clock: app.clock }, altcha);
      await app.site.contact.receive({ firstName, lastName, email, message, userId: request.user?.id ?? null, ip: request.ip });
      return reply.code(202).send({ received: true as const });
    },
  );
};

export default contactRoutes;
