// Every route plugin, registered under /api by buildApp. Adding a resource = adding one line here.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import devOutboxRoutes from './api/dev/outbox';
import healthRoutes from './api/health/index';
import authRoutes from './api/auth/index';
import googleSignInRoutes from './api/auth/google';
import meRoutes from './api/me/index';
import usersRoutes from './api/users/index';
import assessmentRoutes from './api/assessment/index';
import feedbackRoutes from './api/feedback/index';
import careersRoutes from './api/careers/index';
import skillmatchRoutes from './api/skillmatch/index';
import typicalDayRoutes from './api/typical-day/index';
import recommendationRoutes from './api/recommendations/index';
import roadmapRoutes from './api/roadmap/index';
import practiceRoutes from './api/practice/index';
import contactRoutes from './api/contact/index';
import newsletterRoutes from './api/newsletter/index';
import siteConfigRoutes from './api/site-config/index';

export const routes: FastifyPluginAsyncZod[] = [authRoutes, googleSignInRoutes, usersRoutes, meRoutes, healthRoutes, devOutboxRoutes, assessmentRoutes, feedbackRoutes, careersRoutes, skillmatchRoutes, contactRoutes, newsletterRoutes, siteConfigRoutes, typicalDayRoutes, recommendationRoutes, roadmapRoutes, practiceRoutes];

/**
 * The route modules, all in one encapsulation context under /api (buildApp registers it with the prefix).
 * Fastify gives every encapsulated plugin its own Request and Reply classes: with one context per module, the code
 * every request runs (hooks, logging, serialization) met a dozen object shapes, and V8 fell back to its slowest
 * property lookups once it had seen more than four (check-auth took ~20% more CPU after other routes had been
 * served). Hence the rule: a route module adds routes only; a hook or decorator there would reach every /api route,
 * so guards go on the routes (`preHandler: app.requireUser`).
 */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  for (const plugin of routes) await api.register(fp(plugin as FastifyPluginAsync));
};
