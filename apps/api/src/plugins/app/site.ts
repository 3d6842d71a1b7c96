// Public-site services (D30, D31) as decorators: `app.site.contact` and `app.site.newsletter`; contact messages
// of a signed-in sender are part of "download my data".
import fp from 'fastify-plugin';
import { listContactMessagesOfUser } from '../../db/queries/site';
import { createContactService, type ContactService } from '../../services/site/contact-service';
import { createNewsletterService, type NewsletterService } from '../../services/site/newsletter-service';
import { renderSitemap } from '../../services/site/sitemap';

declare module 'fastify' {
  interface FastifyInstance {
    site: { contact: ContactService; newsletter: NewsletterService };
  }
}

export default fp(
  async (app) => {
    app.decorate('site', {
      contact: createContactService({ db: app.db, mailer: app.mailer, inbox: app.config.CONTACT_INBOX, clock: app.clock, log: app.log }),
      newsletter: createNewsletterService({ db: app.db, mailer: app.mailer, publicUrl: app.config.PUBLIC_URL, clock: app.clock }),
    });
    app.userData.register('contact_messages', async (db, userId) =>
      (await listContactMessagesOfUser(db, userId)).map((m) => ({
        first_name: m.firstName,
        last_name: m.lastName,
        email: m.email,
        message: m.message,
        sent_at: m.createdAt.toISOString(),
      })),
    );

    // Outside /api (crawlers look for it at the root); not part of the API description.
    const sitemap = renderSitemap(app.config.PUBLIC_URL);
    app.get('/sitemap.xml', { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) =>
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
    );
  },
  { name: 'site', dependencies: ['db', 'mail', 'accounts'] },
);
