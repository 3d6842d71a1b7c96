// Skill match (D20, D23): questionnaire options, the engine's result (anonymous allowed; saved as a report for
// signed-in users), the caller's reports (read or deleted), and the PDF of a result - a saved report, or for anonymous visitors their
// answers scored again here: a Waypoint-branded PDF only ever shows what the engine computed, never numbers a client
// made up.
import { SkillMatchInputSchema, SkillMatchResultSchema, skillMatchPdfName } from '@waypoint/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { sendPdfAttachment } from '../../../lib/attachment';
import { errorResponses, errorSchema } from '../../../lib/error-schema';
import { newestFirstQuery } from '../../../lib/page-query';
import { assertValidRequest } from '../../../services/accounts/validation';
import { renderReportPdf } from '../../../services/skillmatch/report-pdf';

const tags = ['skillmatch'];
const signedIn = { 401: errorSchema, 403: errorSchema };

const optionSchema = z.object({ label: z.string(), value: z.string() });
const optionsResponse = z
  .object({
    roles: z.array(z.string()).meta({ description: "The spec's eight role options, offered first" }),
    moreRoles: z
      .array(z.string())
      .meta({ description: 'Every other occupation of the loaded catalogue by its role name, A to Z; each resolves as a role' }),
    levels: z.array(optionSchema),
    years: z.array(optionSchema.extend({ experience: z.string() })),
    companySizes: z.array(optionSchema),
    proficiencies: z.array(optionSchema),
    role: z.string().nullable().meta({ description: 'The role the suggestions are for, or null for the general ones' }),
    suggested: z.object({ hard: z.array(z.string()), soft: z.array(z.string()), related: z.array(z.string()) }),
  })
  .meta({ id: 'SkillMatchOptions' });

const matchResponse = z
  .object({
    result: SkillMatchResultSchema,
    report_id: z.string().nullable().meta({ description: 'The saved report (signed-in callers), else null' }),
  })
  .meta({ id: 'SkillMatchResponse' });

const reportSummary = z.object({
  report_id: z.string(),
  created_at: z.string(),
  current_role: z.string(),
  desired_role: z.string(),
  percent: z.number().int(),
});
const reportList = z
  .object({
    reports: z.array(reportSummary),
    total: z.number().int().meta({ description: "How many reports the caller has in all" }),
    next_before: z.string().nullable().meta({ description: 'The `before` of the next, older page; null on the last page' }),
  })
  .meta({ id: 'SkillMatchReportList' });
const reportListQuery = newestFirstQuery({ what: 'reports', nextField: 'next_before' });
const reportResponse = z
  .object({ report_id: z.string(), created_at: z.string(), input: SkillMatchInputSchema, result: SkillMatchResultSchema })
  .meta({ id: 'SkillMatchReport' });

const reportParams = z.object({ id: z.uuid({ error: 'The report id must be a UUID.' }) });

async function sendPdf(reply: FastifyReply, result: z.infer<typeof SkillMatchResultSchema>) {
  const pdf = await renderReportPdf(result, { fallbackFont: reply.server.config.PDF_FALLBACK_FONT });
  return sendPdfAttachment(reply, pdf, skillMatchPdfName(result.futureYou.desiredRole));
}

const skillmatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/skillmatch/options',
    {
      schema: {
        operationId: 'getSkillMatchOptions',
        tags,
        summary: 'Questionnaire options (roles, levels, years, company sizes, proficiencies) and suggested skills, for a role when given',
        querystring: z.object({ role: z.string().trim().max(120).optional() }),
        response: { 200: optionsResponse, ...errorResponses },
      },
    },
    async (request) => app.skillmatch.options(request.query.role || undefined),
  );

  typed.post(
    '/skillmatch',
    {
      attachValidation: true,
      schema: {
        operationId: 'matchSkills',
        tags,
        summary: "Compares the answers with the desired role's requirements (D20); saves a report for signed-in users",
        body: SkillMatchInputSchema,
        response: { 200: matchResponse, 403: errorSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertValidRequest(request);
      const { result, reportId } = await app.skillmatch.match(request.body, request.user?.id ?? null);
      return { result, report_id: reportId };
    },
  );

  typed.post(
    '/skillmatch/pdf',
    {
      attachValidation: true,
      schema: {
        operationId: 'renderSkillMatchPdf',
        tags,
        summary: 'The PDF report of the questionnaire answers, scored on the server (anonymous visitors, D2, D23); answers application/pdf',
        description:
          'Takes the same answers as POST /api/skillmatch and computes the result with the engine on the loaded catalogue, ' +
          'so the PDF shows only what Waypoint computed; nothing is saved. Signed-in users download a saved report with ' +
          'GET /api/skillmatch/reports/{id}/pdf.',
        body: SkillMatchInputSchema,
        response: { 403: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      assertValidRequest(request);
      // Never saved: a download is not a new skill match, even for a signed-in caller.
      const { result } = await app.skillmatch.match(request.body, null);
      return sendPdf(reply, result);
    },
  );

  typed.get(
    '/skillmatch/reports',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'listSkillMatchReports',
        tags,
        summary: "The caller's skill-match reports, newest first, a page at a time",
        description:
          'Answers up to `limit` reports and `next_before`: pass it as `before` for the next, older page (null on the last ' +
          'page). Reports saved meanwhile do not shift the pages. `total` counts all of the caller\'s reports.',
        querystring: reportListQuery,
        response: { 200: reportList, ...signedIn, 404: errorSchema, ...errorResponses },
      },
    },
    async (request) => app.skillmatch.listReports(request.user!.id, request.query),
  );

  typed.get(
    '/skillmatch/reports/:id',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'getSkillMatchReport',
        tags,
        summary: "One of the caller's reports (another user's id answers 404)",
        params: reportParams,
        response: { 200: reportResponse, ...signedIn, 404: errorSchema, ...errorResponses },
      },
    },
    async (request) => app.skillmatch.getReport(request.user!.id, request.params.id),
  );

  typed.delete(
    '/skillmatch/reports/:id',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'deleteSkillMatchReport',
        tags,
        summary: "Deletes one of the caller's reports for good (another user's id answers 404)",
        params: reportParams,
        response: { 204: z.null(), ...signedIn, 404: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.skillmatch.deleteReport(request.user!.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  typed.get(
    '/skillmatch/reports/:id/pdf',
    {
      preHandler: app.requireUser,
      schema: {
        operationId: 'getSkillMatchReportPdf',
        tags,
        summary: "The PDF of one of the caller's reports; answers application/pdf",
        params: reportParams,
        response: { ...signedIn, 404: errorSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendPdf(reply, (await app.skillmatch.getReport(request.user!.id, request.params.id)).result),
  );
};

export default skillmatchRoutes;
