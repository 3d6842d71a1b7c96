// Production entry point: read the config, build the app, listen; on SIGTERM/SIGINT shut down gracefully.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { shutDownGracefully } from './lib/graceful-shutdown';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // D4: one clear line naming the variable, no stack trace.
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}

const app = await buildApp({ config });

closeWithGrace({ delay: config.SHUTDOWN_TIMEOUT_MS - 500 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an unexpected error');
  else app.log.info({ signal }, 'shutting down gracefully');
  await shutDownGracefully(app);
});

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  process.exit(1);
}
