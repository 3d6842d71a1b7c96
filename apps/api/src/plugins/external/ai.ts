import fp from 'fastify-plugin';
import { createAiEngine } from '../../services/ai/index';

/** Decorates app.ai; features register their built-in task handlers on app.ai.builtin. */
export default fp(
  async (app) => {
    const engine = createAiEngine(app.config, {
      log: app.log.child({ component: 'ai' }),
      clock: app.clock,
      redis: app.redis,
      onOutcome: (outcome) => app.metrics.aiCalls.inc({ outcome }),
    });
    app.log.info({ engine: engine.name }, 'AI engine ready');
    app.decorate('ai', engine);
  },
  { name: 'ai', dependencies: ['redis', 'metrics'] },
);
