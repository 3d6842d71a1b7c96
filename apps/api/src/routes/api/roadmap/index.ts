// Roadmap (D27): A-to-B plans paced by hours per week. Anonymous visitors get the plan (their browser keeps it);
// signed-in users' plans are saved, ticked, re-planned and deleted here.
import { MilestoneTickSchema, RoadmapInputSchema, RoadmapReplanSchema, RoadmapSchema, roadmapPdfName, type Roadmap } from '@waypoint/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPdfAttachment } from '../../../lib/attachment';
import { errorResponses, errorSchema } from '../../../lib/error-schema';
import { assertValidRequest } from '../../../services/accounts/validation';
import { renderRoadmapPdf } from '../../../services/coaching/roadmap-pdf';
import { aiRateLimit, quotaKeyOf } from '../coaching-common';

const tags = ['coaching'];
const signedIn = { 401: errorSchema, 403: errorSchema };

async function sendPdf(reply: FastifyReply, plan: Roadmap) {
  const pdf = await renderRoadmapPdf(plan, { fallbackFont: reply.server.config.PDF_FALLBACK_FONT });
  return sendPdfAttachment(reply, pdf, roadmapPdfName(plan.targetRole));
}

/**
 * POST /api/roadmap/import: a plan a visitor made and ticked in this browser, kept with the account they then signed
 * in to (the page promised it would be), with the form it came from so it can be re-planned. The server works out
 * its totals again; milestone ids must be unique, since ticks find a milestone by id. (Here, not in the domain lib:
 * the web app only needs its type, from the generated client, and a schema with an id would ride in its first download.)
 */
const RoadmapImportSchema = z
  .object({
    input: RoadmapInputSchema,
    roadmap: RoadmapSchema.refine((plan) => new Set(plan.milestones.map((m) => m.id)).size === plan.milestones.length, {
      error: 'Each milestone of a roadmap needs its own id.',
      path: ['milestones'],
    }),
  })
  .meta({ id: 'RoadmapImport' });

const roadmapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/roadmap',
    {
      attachValidation: true,
      config: aiRateLimit,
      schema: {
        operationId: 'planRoadmap',
        tags,
        summary: 'Plans milestones from the skill gaps of the target role, paced by hours per week; saved for signed-in users',
        body: RoadmapInputSchema,
        response: { 200: RoadmapSchema, 403: errorSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertValidRequest(request);
      return app.coaching.planRoadmap(request.body, request.user?.id ?? null, quotaKeyOf(request));
    },
  );

  app.get(
    '/roadmap',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'getRoadmap',
        tags,
        summary: "The caller's latest saved roadmap (404 when none)",
        response: { 200: RoadmapSchema, ...signedIn, 404: errorSchema, ...errorResponses },
      },
    },
    async (request) => app.coaching.latestRoadmap(request.user!.id),
  );

  app.delete(
    '/roadmap',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'deleteRoadmap',
        tags,
        summary: "Deletes the caller's roadmap for good, with the plans it replaced (404 when none)",
        response: { 204: z.null(), ...signedIn, 404: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.coaching.deleteRoadmap(request.user!.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/roadmap/import',
    {
      preHandler: app.requireUser,
      attachValidation: true,
      schema: {
        operationId: 'importRoadmap',
        tags,
        summary: "Keeps a plan made before signing in (the browser's copy, ticks included) as the caller's latest roadmap",
        body: RoadmapImportSchema,
        response: { 201: RoadmapSchema, ...signedIn, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertValidRequest(request);
      const { input, roadmap } = request.body;
      return reply.code(201).send(await app.coaching.importRoadmap(request.user!.id, input, roadmap));
    },
  );

  app.patch(
    '/roadmap/milestones/:id',
    {
      preHandler: app.requireUser,
      attachValidation: true,
      schema: {
        operationId: 'tickRoadmapMilestone',
        tags,
        summary: 'Marks a milestone of the latest roadmap done or not done',
        params: z.object({ id: z.string().min(1).max(120) }),
        body: MilestoneTickSchema,
        response: { 200: RoadmapSchema, ...signedIn, 404: errorSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertValidRequest(request);
      return app.coaching.tickMilestone(request.user!.id, request.params.id, request.body.done);
    },
  );

  app.post(
    '/roadmap/replan',
    {
      preHandler: app.requireUser,
      attachValidation: true,
      config: aiRateLimit,
      schema: {
        operationId: 'replanRoadmap',
        tags,
        summary: 'Re-plans the latest roadmap (optionally with new hours or date), keeping ticked milestones',
        body: RoadmapReplanSchema,
        response: { 200: RoadmapSchema, ...signedIn, 404: errorSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertValidRequest(request);
      return app.coaching.replan(request.user!.id, request.body, quotaKeyOf(request));
    },
  );

  app.get(
    '/roadmap/pdf',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'getRoadmapPdf',
        tags,
        summary: "The caller's latest roadmap as a PDF (application/pdf)",
        response: { ...signedIn, 404: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendPdf(reply, await app.coaching.latestRoadmap(request.user!.id)),
  );

  app.post(
    '/roadmap/pdf',
    {
      attachValidation: true,
      schema: {
        operationId: 'renderRoadmapPdf',
        tags,
        summary: 'A PDF of a roadmap the caller holds (anonymous visitors keep theirs in the browser); application/pdf',
        body: RoadmapSchema,
        response: { 403: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertValidRequest(request);
      return sendPdf(reply, request.body);
    },
  );
};

export default roadmapRoutes;
