import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutboxMessages } from '../../../db/queries/outbox';
import { errorResponses } from '../../../lib/error-schema';

const outboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});

/**
 * Development only: the mail that would have been sent (no SMTP_URL). Absent in production and whenever SMTP is
 * configured, so real mail content is never exposed over HTTP.
 */
const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.NODE_ENV === 'production' || app.config.SMTP_URL) return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        operationId: 'listDevOutbox',
        tags: ['dev'],
        summary: 'Mail kept in the outbox, newest first (development only)',
        querystring: z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.array(outboxMessage), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await listOutboxMessages(app.db, { limit: request.query.limit });
      return rows.map((row) => ({ to: row.to, subject: row.subject, text: row.text, html: row.html, created_at: row.createdAt.toISOString() }));
    },
  );
};

export default devOutboxRoutes;
