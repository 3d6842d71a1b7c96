// Application services as plugins (decorators), registered by buildApp after the external plugins and before the
// routes. Adding a service = adding one line here; wrap it with fastify-plugin so its decorators are visible.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import accountsPlugin from './accounts';
import sessionsPlugin from './sessions';
import assessmentsPlugin from './assessments';
import cataloguePlugin from './catalogue';
import skillmatchPlugin from './skillmatch';
import coachingPlugin from './coaching';
import sitePlugin from './site';

export const appPlugins: FastifyPluginAsyncZod[] = [sessionsPlugin, accountsPlugin, assessmentsPlugin, cataloguePlugin, skillmatchPlugin, sitePlugin, coachingPlugin];
