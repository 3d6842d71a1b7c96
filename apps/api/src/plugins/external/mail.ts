import fp from 'fastify-plugin';
import { createMailer } from '../../services/mail/mailer';

export default fp(
  async (app) => {
    const mailer = createMailer({
      db: app.db,
      log: app.log.child({ component: 'mailer' }),
      from: app.config.MAIL_FROM,
      smtpUrl: app.config.SMTP_URL,
      retryBaseMs: app.config.MAIL_RETRY_BASE_MS,
    });
    app.decorate('mailer', mailer);
    // preClose: stop the worker before the database (closed in onClose) goes away.
    app.addHook('preClose', async () => mailer.close());
  },
  { name: 'mail', dependencies: ['db'] },
);
