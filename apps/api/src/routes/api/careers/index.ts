// Careers from the occupation catalogue (D1, D22, D29): the trending table of the skill-match landing, title search,
// browsing by field and one occupation's page. Public: the catalogue is open data (O*NET, BLS).
import { CAREER_SEARCH_MAX_CHARS, TrendingCareerSchema } from '@waypoint/domain';
import { spellingSuggestion, trendingCareers, trendingOccupations } from '@waypoint/skillmatch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorSchema } from '../../../lib/error-schema';
import { httpError } from '../../../lib/http-error';
import { careerFields, careersInField } from '../../../services/catalogue/career-fields';
import { careerDetail, searchCareers } from '../../../services/catalogue/careers';

const tags = ['careers'];

const growthSchema = z.object({ percent: z.number(), period: z.string(), source: z.string() });

const trendingResponse = z
  .object({
    careers: z.array(TrendingCareerSchema),
    /** e.g. '2024-2034': the projection period of the outlook column. */
    outlook_period: z.string().nullable(),
    outlook_source: z.string().nullable(),
    salary_source: z.string().nullable(),
    salary_year: z.number().int().nullable(),
    catalogue_source: z.string(),
  })
  .meta({ id: 'TrendingCareers' });

const searchResponse = z.object({
  results: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      matched: z.string(),
      skill: z.string().optional().meta({ description: 'Set when found by a key skill of the occupation, not by a name' }),
    }),
  ),
  suggestion: z
    .string()
    .optional()
    .meta({ description: "Only when nothing matches: the query with its misspelt words corrected ('dta anlyst' -> 'data analyst'), which does find occupations" }),
});

const payFigures = z.object({
  low: z.number(),
  median: z.number(),
  high: z.number(),
  currency: z.literal('USD'),
  source: z.string(),
  year: z.number().int(),
});

const careerResponse = z
  .object({
    code: z.string(),
    title: z.string(),
    role: z.string(),
    description: z.string(),
    jobZone: z.number().int().nullable(),
    industry: z.string(),
    salaryRange: z.string().meta({ description: "'$80K - $239K+' (annual; '+': BLS publishes no figure above its top code, $239,200), '$14.00 - $97.19 an hour' (hourly only) or 'Not available'" }),
    salary: payFigures.nullable().meta({ description: 'US annual pay (BLS OEWS): 10th percentile, median, 90th percentile' }),
    hourlyPay: payFigures
      .nullable()
      .meta({ description: 'US hourly wages, only where BLS publishes no annual pay for the work (actors, musicians); salary is then null' }),
    growth: growthSchema.nullable(),
    tasks: z.array(z.string()),
    alternateTitles: z.array(z.string()),
    skills: z.array(z.object({ id: z.string(), name: z.string(), kind: z.string(), importance: z.number(), level: z.number() })),
    skillsFrom: z
      .object({ code: z.string(), role: z.string().nullable() })
      .nullable()
      .meta({
        description:
          "Set when O*NET rates none of this occupation's skills: skills are then those of the occupation most like it (role: its name, null when the catalogue does not hold it)",
      }),
    /** One of the trending careers: the catalogue's fastest-growing occupations (D22). */
    trending: z.boolean(),
    /** Roles whose skill requirements this occupation's skills cover best, by the skill-match engine, best first. */
    related: z.array(
      z.object({
        code: z.string(),
        role: z.string(),
        percent: z.number().int().min(0).max(100),
        medianPay: z.number().nullable().meta({ description: 'US median annual pay of the role (BLS OEWS), when known' }),
        medianHourlyPay: z.number().nullable().meta({ description: 'US median hourly wage, only where BLS publishes no annual pay for the work' }),
      }),
    ),
    catalogue_source: z.string(),
  })
  .meta({ id: 'Career' });

const fieldsResponse = z.object({
  fields: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() })),
  catalogue_source: z.string(),
});

const fieldResponse = z.object({
  id: z.string(),
  name: z.string(),
  occupations: z.array(
    z.object({
      code: z.string(),
      role: z.string(),
      title: z.string(),
      medianPay: z.number().nullable(),
      medianHourlyPay: z.number().nullable(),
      growthPercent: z.number().nullable(),
    }),
  ),
  catalogue_source: z.string(),
});

const careersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/careers/trending',
    {
      schema: {
        operationId: 'listTrendingCareers',
        tags,
        summary: 'Trending careers with salary range, key skills and job outlook, with their sources (D22)',
        response: { 200: trendingResponse, ...errorResponses },
      },
    },
    async () => {
      const { catalogue, source } = await app.catalogue.get();
      const careers = trendingCareers(catalogue);
      // Every row has both figures (trendingOccupations keeps only those); the sources are the first row's.
      const first = trendingOccupations(catalogue)[0];
      const growth = first?.growth ?? null;
      const salary = first?.salary ?? null;
      return {
        careers,
        outlook_period: growth?.period ?? null,
        outlook_source: growth?.source ?? null,
        salary_source: salary?.source ?? null,
        salary_year: salary?.year ?? null,
        catalogue_source: source,
      };
    },
  );

  app.get(
    '/careers',
    {
      schema: {
        operationId: 'searchCareers',
        tags,
        summary: 'Occupations whose title, role name or alternate title matches the query, best first; then those asking for the skill it names',
        querystring: z.object({
          q: z
            .string()
            .trim()
            .min(1, { error: 'Please type part of a job title.' })
            .max(CAREER_SEARCH_MAX_CHARS, { error: `Please keep the search to ${CAREER_SEARCH_MAX_CHARS} characters.` }),
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: { 200: searchResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { catalogue } = await app.catalogue.get();
      const results = searchCareers(catalogue, request.query.q, request.query.limit);
      const suggestion = results.length === 0 ? spellingSuggestion(catalogue, request.query.q) : null;
      return suggestion ? { results, suggestion } : { results };
    },
  );

  app.get(
    '/careers/fields',
    {
      schema: {
        operationId: 'listCareerFields',
        tags,
        summary: 'The fields of work (SOC major groups) the catalogue has occupations in, with how many, by name',
        response: { 200: fieldsResponse, ...errorResponses },
      },
    },
    async () => {
      const { catalogue, source } = await app.catalogue.get();
      return { fields: careerFields(catalogue), catalogue_source: source };
    },
  );

  app.get(
    '/careers/fields/:id',
    {
      schema: {
        operationId: 'getCareerField',
        tags,
        summary: "One field's occupations by role name, with median pay and outlook",
        params: z.object({ id: z.string().regex(/^\d{2}$/, { error: 'A field is the two-digit start of an occupation code, like 15.' }) }),
        response: { 200: fieldResponse, 404: errorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { catalogue, source } = await app.catalogue.get();
      const field = careersInField(catalogue, request.params.id);
      if (!field) throw httpError(404, 'FIELD_NOT_FOUND', `We have no occupations in the field "${request.params.id}".`);
      return { ...field, catalogue_source: source };
    },
  );

  app.get(
    '/careers/:code',
    {
      schema: {
        operationId: 'getCareer',
        tags,
        summary: 'One occupation: description, salary and growth with sources, skills, tasks (the typical day) and related roles',
        params: z.object({ code: z.string().min(1).max(20) }),
        response: { 200: careerResponse, 404: errorSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { catalogue, source } = await app.catalogue.get();
      const detail = careerDetail(catalogue, request.params.code);
      if (!detail) throw httpError(404, 'CAREER_NOT_FOUND', `We have no occupation with the code "${request.params.code}".`);
      return { ...detail, catalogue_source: source };
    },
  );
};

export default careersRoutes;
