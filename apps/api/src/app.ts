// Builds the Fastify app: external plugins (infrastructure), then app plugins (services), then routes under /api.
// Does not listen: src/server.ts does that; tests use inject() or listen on port 0.
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createDatabase, type Database } from './db/client';
import './fastify-augment';
import { AccessLog, replyForLog, requestForLog } from './lib/access-log';
import { stdoutDestination } from './lib/log-destination';
import { requestLoggerFactory } from './lib/request-logger';
import { responseSerializerCompiler } from './lib/response-serializer';
import { useReadableValidationMessages } from './lib/validation-messages';
import { appPlugins } from './plugins/app/index';
import aiPlugin from './plugins/external/ai';
import compressPlugin from './plugins/external/compress';
import cookiePlugin from './plugins/external/cookie';
import databaseHealthPlugin from './plugins/external/database-health';
import dbPlugin from './plugins/external/db';
import errorsPlugin, { sendClientError, sendFrameworkError, type NotFoundFallback } from './plugins/external/errors';
import idempotencyPlugin from './plugins/external/idempotency';
import mailPlugin from './plugins/external/mail';
import redisPlugin from './plugins/external/redis';
import refuseUnstorableTextPlugin from './plugins/external/refuse-unstorable-text';
import metricsPlugin from './plugins/external/metrics';
import rateLimitPlugin from './plugins/external/rate-limit';
import requestIdPlugin, { genReqId } from './plugins/external/request-id';
import securityHeadersPlugin from './plugins/external/security-headers';
import shutdownGuardPlugin from './plugins/external/shutdown-guard';
import staticSpaPlugin from './plugins/external/static-spa';
import swaggerPlugin from './plugins/external/swagger';
import underPressurePlugin from './plugins/external/under-pressure';
import { apiRoutes } from './routes/index';

export interface BuildAppOptions {
  config: Config;
  /** An already created database (tests); otherwise one is created from the config and closed with the app. */
  database?: Database;
  clock?: () => Date;
  /** Where log lines go (tests read them); standard output otherwise, a turn of the event loop at a time. */
  logStream?: { write(line: string): void };
}

// Secrets never reach the logs: auth headers, cookies and anything that looks like a credential in a body.
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.token',
  '*.secret',
  '*.api_key',
  'body.password',
  'body.token',
];

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const logDestination = opts.logStream ?? stdoutDestination();
  useReadableValidationMessages();
  // Set once the web build is found (static-spa): pages the router cannot match are then the SPA's to answer.
  let spaFallback: NotFoundFallback | undefined;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { req: requestForLog, res: replyForLog },
      stream: logDestination,
    },
    genReqId,
    requestIdHeader: false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Keep-alive sockets would otherwise hold shutdown open; idle ones are closed, busy ones finish first.
    forceCloseConnections: 'idle',
    logController: new AccessLog(logDestination),
    childLoggerFactory: requestLoggerFactory,
    routerOptions: { ignoreTrailingSlash: true },
    // URLs the router refuses (a path that does not decode, say) answer in our error shape too.
    frameworkErrors: (error, request, reply) => sendFrameworkError(error, request, reply, spaFallback),
    // So do requests the HTTP parser refuses (an address over 16 KB).
    clientErrorHandler: sendClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  app.decorate('config', config);
  app.decorate('clock', opts.clock ?? (() => new Date()));

  await app.register(requestIdPlugin);
  await app.register(errorsPlugin, { notFoundFallback: () => spaFallback });
  await app.register(shutdownGuardPlugin);
  await app.register(refuseUnstorableTextPlugin);
  await app.register(dbPlugin, { database: opts.database ?? createDatabase(config), owned: !opts.database });
  // Operations (docs/operations.md). Before compress: their onSend hooks must see the uncompressed answer.
  await app.register(redisPlugin);
  await app.register(metricsPlugin);
  await app.register(underPressurePlugin);
  await app.register(databaseHealthPlugin);
  await app.register(idempotencyPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressPlugin);
  await app.register(cookiePlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(mailPlugin);
  await app.register(aiPlugin);
  await app.register(staticSpaPlugin, { onFallbackReady: (fallback) => (spaFallback = fallback) });

  for (const plugin of appPlugins) await app.register(plugin);
  await app.register(apiRoutes, { prefix: '/api' });

  return app as unknown as FastifyInstance;
}
