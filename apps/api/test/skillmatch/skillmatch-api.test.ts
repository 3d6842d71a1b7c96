// Careers and skill match over HTTP on the real app (PGlite, and PostgreSQL with TEST_DATABASE_URL): the catalogue
// routes, the engine's result (anonymous and saved), every rejected input, reports only for their owner, and the PDF.
import { SKILLMATCH_LEVELS, SKILLMATCH_ROLE_OPTIONS, type SkillMatchResult } from '@waypoint/domain';
import { defaultCatalogue, matchSkills } from '@waypoint/skillmatch';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUser } from '../../src/db/queries/users';
import { skillmatchReports } from '../../src/db/schema/index';
import { renderReportPdf } from '../../src/services/skillmatch/report-pdf';
import { call, signedInUser } from '../accounts/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { pdfText, sectionLabels, SECTION_TITLES } from './pdf-text';
import { sampleAnswers } from './sample-answers';

let t: TestApp;
let app: FastifyInstance;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  alice = await signedInUser(app);
  bob = await signedInUser(app);
});
afterAll(async () => t?.close());

const answers = sampleAnswers;

const match = (payload: unknown, cookie?: string) => call(app, { method: 'POST', url: '/api/skillmatch', payload: payload as object, cookie });

describe('GET /api/careers/*', () => {
  it('lists the trending careers from the catalogue with the outlook period and sources (D22)', async () => {
    const res = await call(app, { method: 'GET', url: '/api/careers/trending' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The catalogue's six fastest-growing occupations, fastest first; IT Support Specialist (BLS: -3.7%) is not one.
    expect(body.careers.map((c: { role: string }) => c.role)).toEqual([
      'Wind Turbine Technician',
      'Solar Panel Installer',
      'Nurse Practitioner',
      'Data Scientist',
      'Cybersecurity Analyst',
      'Health Services Manager',
    ]);
    const growth = body.careers.map((c: { growth: { percent: number } }) => c.growth.percent);
    expect(growth).toEqual([...growth].sort((a, b) => b - a));
    expect(body.outlook_period).toBe('2024-2034');
    expect(body.outlook_source).toMatch(/BLS Employment Projections/);
    expect(body.salary_year).toBe(2024);
    const scientist = body.careers.find((c: { role: string }) => c.role === 'Data Scientist');
    expect(scientist.salary).toMatch(/^\$\d+K - \$\d+K$/);
    expect(scientist.keySkills.length).toBeGreaterThan(0);
    expect(scientist.growth.percent).toBeGreaterThan(0);
  });

  it('searches titles and alternate titles, and rejects an empty query', async () => {
    const res = await call(app, { method: 'GET', url: '/api/careers?q=software' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ code: '15-1252.00' });
    const alt = await call(app, { method: 'GET', url: '/api/careers?q=web%20developer' });
    expect(alt.json().results.map((r: { code: string }) => r.code)).toContain('15-1254.00');
    // A trainee's job is the job: it found nothing.
    const trainee = await call(app, { method: 'GET', url: '/api/careers?q=trainee%20accountant' });
    expect(trainee.json().results[0]).toMatchObject({ code: '13-2011.00', title: 'Accountant' });
    // A field is searched for its role too: 'nursing' listed no Registered Nurse, 'accountancy' no Accountant.
    const nursing = await call(app, { method: 'GET', url: '/api/careers?q=nursing' });
    expect(nursing.json().results.slice(0, 1)).toEqual([expect.objectContaining({ code: '29-1141.00', title: 'Registered Nurse', matched: 'Nurse' })]);
    expect(nursing.json().results.map((r: { title: string }) => r.title)).toContain('Nursing Assistant');
    expect((await call(app, { method: 'GET', url: '/api/careers?q=%20' })).statusCode).toBe(400);
    // A query over the limit says what the limit is (the search box stops there too).
    const long = await call(app, { method: 'GET', url: `/api/careers?q=${'nurse'.repeat(25)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().issues).toEqual([expect.objectContaining({ path: 'querystring.q', message: 'Please keep the search to 120 characters.' })]);
  });

  it('offers the query with its slips corrected when nothing matches, and only then', async () => {
    const typo = (await call(app, { method: 'GET', url: '/api/careers?q=dta%20anlyst' })).json();
    expect(typo).toEqual({ results: [], suggestion: 'data analyst' });
    const corrected = (await call(app, { method: 'GET', url: `/api/careers?q=${encodeURIComponent(typo.suggestion)}` })).json();
    expect(corrected.results.length).toBeGreaterThan(0);
    expect(corrected).not.toHaveProperty('suggestion');
    expect((await call(app, { method: 'GET', url: '/api/careers?q=zzzzqqq' })).json()).toEqual({ results: [] });
  });

  it('finds occupations by a skill they ask for after those found by name, saying which skill', async () => {
    const python = (await call(app, { method: 'GET', url: '/api/careers?q=python&limit=50' })).json().results as { title: string; skill?: string }[];
    expect(python.map((r) => r.title)).toEqual(expect.arrayContaining(['Data Scientist', 'Software Engineer', 'Web Developer']));
    for (const r of python) expect(r.skill).toBe('Python');

    // 'Java' names a Computer Programmer (a 'Java Developer') first; the occupations that ask for Java follow.
    const java = (await call(app, { method: 'GET', url: '/api/careers?q=java' })).json().results as { title: string; skill?: string }[];
    expect(java[0]).toMatchObject({ title: 'Computer Programmer' });
    expect(java[0]!.skill).toBeUndefined();
    expect(java.slice(1).every((r) => r.skill === 'Java')).toBe(true);
    expect(new Set(java.map((r) => r.title)).size).toBe(java.length);

    // The limit holds across both.
    expect((await call(app, { method: 'GET', url: '/api/careers?q=writing&limit=5' })).json().results).toHaveLength(5);
  });

  it('serves one occupation with tasks, and 404 for an unknown code', async () => {
    const res = await call(app, { method: 'GET', url: '/api/careers/15-1252.00' });
    expect(res.statusCode).toBe(200);
    const career = res.json();
    expect(career).toMatchObject({ code: '15-1252.00', title: 'Software Developers', role: 'Software Engineer', trending: false });
    expect((await call(app, { method: 'GET', url: '/api/careers/29-1171.00' })).json()).toMatchObject({ role: 'Nurse Practitioner', trending: true });
    // Physician Assistants (+20.4%) come seventh.
    expect((await call(app, { method: 'GET', url: '/api/careers/29-1071.00' })).json()).toMatchObject({ role: 'Physician Assistant', trending: false });
    expect((await call(app, { method: 'GET', url: '/api/careers/13-1081.00' })).json()).toMatchObject({ role: 'Logistician', trending: false });
    expect((await call(app, { method: 'GET', url: '/api/careers/15-1232.00' })).json()).toMatchObject({ role: 'IT Support Specialist', trending: false });
    expect(career.tasks.length).toBeGreaterThan(3);
    expect(career.salary.source).toMatch(/BLS/);
    expect(career.hourlyPay).toBeNull();
    // BLS publishes only hourly wages for actors: those, not a made-up or borrowed annual figure.
    const actor = (await call(app, { method: 'GET', url: '/api/careers/27-2011.00' })).json();
    expect(actor).toMatchObject({ salary: null, salaryRange: '$14.00 - $97.19 an hour', hourlyPay: { low: 14, median: 23.33, high: 97.19 } });
    // BLS publishes no wage above its top code ($239,200): surgeons' median and 90th percentile are that or more.
    expect((await call(app, { method: 'GET', url: '/api/careers/29-1242.00' })).json()).toMatchObject({ role: 'Orthopedic Surgeon', salaryRange: '$83K - $239K+' });
    expect(career.skills.length).toBeGreaterThan(5);
    // O*NET rates no skills of Software Developers, Taxi Drivers or Paramedics: the page says whose they are, by the
    // role's name. A rated occupation's are its own.
    expect(career.skillsFrom).toEqual({ code: '15-1251.00', role: 'Computer Programmer' });
    expect((await call(app, { method: 'GET', url: '/api/careers/53-3054.00' })).json().skillsFrom).toEqual({ code: '53-3052.00', role: 'Bus Driver' });
    expect((await call(app, { method: 'GET', url: '/api/careers/29-2043.00' })).json().skillsFrom).toEqual({ code: '29-1141.01', role: 'Acute Care Nurse' });
    expect(actor.skillsFrom).toBeNull();
    const missing = await call(app, { method: 'GET', url: '/api/careers/99-9999.00' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('CAREER_NOT_FOUND');
  });

  it('lists the roles like an occupation, by the skill-match engine, best match first and without itself', async () => {
    const career = (await call(app, { method: 'GET', url: '/api/careers/15-1252.00' })).json();
    const related = career.related as { code: string; role: string; percent: number }[];
    expect(related.length).toBeGreaterThan(1);
    expect(related.length).toBeLessThanOrEqual(5);
    expect(related.map((r) => r.code)).not.toContain('15-1252.00');
    expect(related.map((r) => r.role)).toEqual(expect.arrayContaining(['Computer Programmer', 'Web Developer']));
    expect(related.map((r) => r.percent)).toEqual([...related.map((r) => r.percent)].sort((a, b) => b - a));
    // Each related role links to a page that exists.
    expect((await call(app, { method: 'GET', url: `/api/careers/${related[0]!.code}` })).statusCode).toBe(200);

    // The roles like an occupation, not the jobs that ask for little: a Health Services Manager's are other managers
    // and management analysts (SOC 11 and 13), not the customer service representatives it covers at 78%.
    const manager = (await call(app, { method: 'GET', url: '/api/careers/11-9111.00' })).json();
    const managerRelated = manager.related as { code: string; role: string }[];
    expect(managerRelated).toHaveLength(5);
    for (const r of managerRelated) expect(['11', '13']).toContain(r.code.slice(0, 2));
    expect(managerRelated.map((r) => r.role)).not.toContain('Customer Service Representative');

    // An Electrician's closest roles are fellow trades, not office jobs (a Solar Panel Installer, of the construction
    // trades' SOC minor group, before a Furniture Maker).
    const electrician = (await call(app, { method: 'GET', url: '/api/careers/47-2111.00' })).json();
    expect((electrician.related as { role: string }[]).map((r) => r.role)).toEqual(['Maintenance Technician', 'Plumber', 'HVAC Technician', 'Toolmaker', 'Solar Panel Installer']);
    // Each with its US median pay (BLS OEWS May 2024), so a move down in pay is visible before it is made.
    expect(electrician.related[1]).toMatchObject({ code: '47-2152.00', medianPay: 62_970 });
    // Only roles at least 0.3 alike: a Welder's are an Oil Rig Worker, who repairs machinery with hand and power tools,
    // a Panel Beater, who welds car bodies, and fellow production workers (a Machinist of the metal workers' SOC minor
    // group, an Assembler, a Metal Fabricator, who fits and tack-welds parts; a Jeweller, who solders and shapes metal,
    // was fifth before the fabricator joined).
    const welder = (await call(app, { method: 'GET', url: '/api/careers/51-4121.00' })).json();
    expect((welder.related as { role: string }[]).map((r) => r.role)).toEqual(['Oil Rig Worker', 'Panel Beater', 'Machinist', 'Assembler', 'Metal Fabricator']);
  });
});

describe('GET /api/skillmatch/options', () => {
  it('lists the section 9 options and the general suggestions', async () => {
    const body = (await call(app, { method: 'GET', url: '/api/skillmatch/options' })).json();
    expect(body.roles).toEqual([...SKILLMATCH_ROLE_OPTIONS]);
    expect(body.levels.map((l: { value: string }) => l.value)).toEqual(SKILLMATCH_LEVELS.map((l) => l.value));
    expect(body.years).toHaveLength(5);
    expect(body.companySizes).toHaveLength(4);
    expect(body.proficiencies.map((p: { label: string }) => p.label)).toEqual(['I use it occasionally', 'I use it frequently', 'I use it daily']);
    expect(body.suggested.hard).toContain('Figma');
    expect(body.suggested.related).toContain('Roadmaps');
  });

  it('offers every other occupation of the catalogue as more roles, A to Z, each one a role the match accepts', async () => {
    const { moreRoles } = (await call(app, { method: 'GET', url: '/api/skillmatch/options' })).json() as { moreRoles: string[] };
    // A nurse moving into management finds the role; the spec's eight are not offered twice.
    expect(moreRoles).toEqual(expect.arrayContaining(['Health Services Manager', 'Project Manager', 'Web Developer', 'Bookkeeper']));
    expect(moreRoles.filter((r) => (SKILLMATCH_ROLE_OPTIONS as readonly string[]).includes(r))).toEqual([]);
    expect(moreRoles).toEqual([...moreRoles].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(moreRoles).size).toBe(moreRoles.length);
    expect(moreRoles.length).toBe(defaultCatalogue.occupations.length - SKILLMATCH_ROLE_OPTIONS.length);
    const res = await match({ ...answers, desiredRole: 'Health Services Manager' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.futureYou.desiredRole).toBe('Health Services Manager');
  });

  it('suggests the skills of a role from the catalogue, and 400 for an unknown role', async () => {
    const body = (await call(app, { method: 'GET', url: '/api/skillmatch/options?role=Software%20Engineer' })).json();
    expect(body.role).toBe('Software Engineer');
    expect(body.suggested.hard).toContain('Programming');
    expect(body.suggested.soft.length).toBeGreaterThan(0);
    const bad = await call(app, { method: 'GET', url: '/api/skillmatch/options?role=Wizard' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('Software Engineer, UX Designer');
    expect(bad.json().issues).toEqual([{ path: 'querystring.role', message: expect.stringContaining('Allowed roles: Software Engineer') }]);
  });
});

describe('role suggestions name each skill once', () => {
  type Suggested = { hard: string[]; soft: string[]; related: string[] };
  const suggestedFor = async (role: string) =>
    (await call(app, { method: 'GET', url: `/api/skillmatch/options?role=${encodeURIComponent(role)}` })).json() as { role: string; suggested: Suggested };
  const repeats = ({ hard, soft, related }: Suggested) => {
    const names = [...hard, ...soft, ...related].map((n) => n.toLowerCase());
    return names.filter((n, i) => names.indexOf(n) !== i);
  };

  it('for Business Intelligence Analysts, whose step 5 showed Mathematics as two chips that toggled together', async () => {
    const { suggested } = await suggestedFor('15-2051.01');
    expect(repeats(suggested)).toEqual([]);
    expect([...suggested.hard, ...suggested.related].filter((n) => n === 'Mathematics')).toHaveLength(1);
  });

  it('for every occupation of the default catalogue', async () => {
    for (const o of defaultCatalogue.occupations) expect(repeats((await suggestedFor(o.code)).suggested), o.code).toEqual([]);
  });

  it("for 'Data Analyst': the skills of Business Intelligence Analysts, under the name the user chose", async () => {
    const body = await suggestedFor('Data Analyst');
    expect(body.role).toBe('Data Analyst');
    expect(body.suggested.hard).toEqual(expect.arrayContaining(['Data Analysis', 'SQL']));
    expect(body.suggested.hard).not.toContain('Machine Learning');
  });
});

describe('POST /api/skillmatch', () => {
  it('answers the engine result for anonymous visitors, without saving', async () => {
    const res = await match(answers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.report_id).toBeNull();
    expect(body.result).toEqual(JSON.parse(JSON.stringify(matchSkills(answers, defaultCatalogue))));
    expect(body.result.futureYou.desiredRole).toBe('UX Designer');
    expect(Object.keys(body.result.futureYou.relevantSkillList)).toEqual(['hardSkills', 'softSkills', 'personality', 'interests', 'workPreferences']);
    // Each related role with its US median pay (BLS), as on the occupation page.
    const related = body.result.relatedRoles as { code: string; medianPay: number | null }[];
    expect(related.length).toBeGreaterThan(0);
    for (const role of related) {
      expect(role.medianPay).toBe(defaultCatalogue.occupations.find((o) => o.code === role.code)!.salary?.median ?? null);
    }
  });

  it.each([
    ['an unknown desired role', { desiredRole: 'Wizard' }, 'UNKNOWN_ROLE', /Software Engineer, UX Designer, Product Manager/],
    ['an unknown level', { currentLevel: 'guru' }, 'VALIDATION_FAILED', /Entry-Level \(entry\), Mid-level \(middle\)/],
    ['an unknown proficiency', { hardSkills: [{ name: 'figma', proficiency: 'expert' }] }, 'VALIDATION_FAILED', /I use it daily/],
    ['more than 50 skills', { hardSkills: Array.from({ length: 51 }, (_, i) => ({ name: `skill ${i}` })) }, 'VALIDATION_FAILED', /at most 50 skills/],
    ['a skill name over 80 characters', { softSkills: [{ name: 'x'.repeat(81) }] }, 'VALIDATION_FAILED', /at most 80 characters/],
    ['a blank skill name', { relatedSkills: ['   '] }, 'VALIDATION_FAILED', /type a skill name/],
    ['no desired role', { desiredRole: undefined }, 'VALIDATION_FAILED', /choose a role/],
  ])('answers 400 for %s', async (_what, change, code, detail) => {
    const res = await match({ ...answers, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
    expect(res.json().detail).toMatch(detail);
  });

  it.each([
    ['desiredRole', { desiredRole: 'Wizard' }],
    ['currentRole', { currentRole: 'Wizard' }],
  ])('names the field of an unknown role (%s) in the issue path, so a client can show it there', async (field, change) => {
    const res = await match({ ...answers, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_ROLE', issues: [{ path: `body.${field}`, message: expect.stringMatching(/^Allowed roles: /) }] });
  });

  it('answers 400 for a body that is not an object', async () => {
    const res = await call(app, { method: 'POST', url: '/api/skillmatch', payload: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('reports', () => {
  let reportId: string;

  it('saves a report for a signed-in user and lists it', async () => {
    const res = await match(answers, alice.cookie);
    expect(res.statusCode).toBe(200);
    reportId = res.json().report_id;
    expect(reportId).toMatch(/^[0-9a-f-]{36}$/);
    const list = (await call(app, { method: 'GET', url: '/api/skillmatch/reports', cookie: alice.cookie })).json();
    expect(list.reports).toEqual([
      expect.objectContaining({ report_id: reportId, desired_role: 'UX Designer', current_role: 'Graphic Designer', percent: res.json().result.percent }),
    ]);
    const one = (await call(app, { method: 'GET', url: `/api/skillmatch/reports/${reportId}`, cookie: alice.cookie })).json();
    expect(one.result).toEqual(res.json().result);
    expect(one.input.desiredRole).toBe('UX Designer');
  });

  it('never shows a report to another user (404) or to nobody (401)', async () => {
    const other = await call(app, { method: 'GET', url: `/api/skillmatch/reports/${reportId}`, cookie: bob.cookie });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('REPORT_NOT_FOUND');
    expect((await call(app, { method: 'GET', url: `/api/skillmatch/reports/${reportId}/pdf`, cookie: bob.cookie })).statusCode).toBe(404);
    expect((await call(app, { method: 'GET', url: '/api/skillmatch/reports', cookie: bob.cookie })).json().reports).toEqual([]);
    expect((await call(app, { method: 'GET', url: '/api/skillmatch/reports' })).statusCode).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/skillmatch/reports/not-a-uuid', cookie: alice.cookie })).statusCode).toBe(400);
  });

  it('pages through many reports, newest first, without repeating or skipping one as new ones are saved', async () => {
    const dave = await signedInUser(app);
    // 7 reports over 5 days, two pairs saved in the same instant (ties are ordered by id).
    const times = ['2026-01-01', '2026-01-02', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-04', '2026-01-05'];
    const ids = (
      await app.db
        .insert(skillmatchReports)
        .values(
          times.map((day, i) => ({
            userId: dave.userId,
            input: answers,
            result: {},
            currentRole: 'Graphic Designer',
            desiredRole: `Role ${i}`,
            percent: 10 * i,
            catalogueVersion: 'test',
            createdAt: new Date(`${day}T09:00:00.000Z`),
          })),
        )
        .returning({ id: skillmatchReports.id, createdAt: skillmatchReports.createdAt })
    )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
    const page = async (query: string) => {
      const res = await call(app, { method: 'GET', url: `/api/skillmatch/reports${query}`, cookie: dave.cookie });
      expect(res.statusCode).toBe(200);
      return res.json() as { reports: { report_id: string }[]; total: number; next_before: string | null };
    };

    const first = await page('?limit=3');
    expect(first.total).toBe(7);
    expect(first.reports.map((r) => r.report_id)).toEqual(ids.slice(0, 3));
    expect(first.next_before).toBe(ids[2]);
    // A report saved between two pages is on top of the first page, and does not push one into the second twice.
    await match(answers, dave.cookie);
    const second = await page(`?limit=3&before=${first.next_before}`);
    expect(second.reports.map((r) => r.report_id)).toEqual(ids.slice(3, 6));
    expect(second.total).toBe(8);
    const last = await page(`?limit=3&before=${second.next_before}`);
    expect(last.reports.map((r) => r.report_id)).toEqual(ids.slice(6));
    expect(last.next_before).toBeNull();
    // Without a limit, a page holds up to 100: all of them here, the new one first.
    const all = await page('');
    expect(all.reports).toHaveLength(8);
    expect(all.reports.slice(1).map((r) => r.report_id)).toEqual(ids);
    expect(all.next_before).toBeNull();
  });

  it.each([
    ['?limit=0', /limit must be a whole number from 1 to 100/],
    ['?limit=101', /limit must be a whole number from 1 to 100/],
    ['?limit=abc', /limit must be a whole number from 1 to 100/],
    ['?limit=2.5', /limit must be a whole number from 1 to 100/],
    ['?before=yesterday', /before must be the id of one of your reports/],
  ])('answers 400 with a clear detail for a list asked for with %s', async (query, detail) => {
    const res = await call(app, { method: 'GET', url: `/api/skillmatch/reports${query}`, cookie: alice.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(detail);
  });

  it("answers 404 when the page is asked for after another user's report, showing none of theirs", async () => {
    const res = await call(app, { method: 'GET', url: `/api/skillmatch/reports?before=${reportId}`, cookie: bob.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'REPORT_NOT_FOUND', detail: expect.stringMatching(/could not find the report to list older ones from/) });
  });

  it('serves the PDF of an own report', async () => {
    const res = await call(app, { method: 'GET', url: `/api/skillmatch/reports/${reportId}/pdf`, cookie: alice.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(res.rawPayload)).toContain('UX Designer');
  });

  it("lists a saved report's sections in the on-screen order, though its jsonb comes back with 'interests' first", async () => {
    const [row] = await app.db.select().from(skillmatchReports).where(eq(skillmatchReports.id, reportId));
    // The database reorders the keys (jsonb sorts them by length): the order the PDF must not follow.
    expect(Object.keys((row!.result as SkillMatchResult).futureYou.relevantSkillList)[0]).toBe('interests');
    const res = await call(app, { method: 'GET', url: `/api/skillmatch/reports/${reportId}/pdf`, cookie: alice.cookie });
    expect(sectionLabels(pdfText(res.rawPayload))).toEqual(SECTION_TITLES);
  });

  it('still reads and prints a report saved before related roles carried their pay', async () => {
    const [row] = await app.db.select().from(skillmatchReports).where(eq(skillmatchReports.id, reportId));
    const saved = row!.result as SkillMatchResult;
    const older = { ...saved, relatedRoles: saved.relatedRoles.map(({ medianPay: _dropped, medianHourlyPay: _hourly, ...role }) => role) };
    await app.db.update(skillmatchReports).set({ result: older }).where(eq(skillmatchReports.id, reportId));
    const res = await call(app, { method: 'GET', url: `/api/skillmatch/reports/${reportId}`, cookie: alice.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.relatedRoles).toEqual(older.relatedRoles);
    const pdf = await call(app, { method: 'GET', url: `/api/skillmatch/reports/${reportId}/pdf`, cookie: alice.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).not.toContain('median pay');
    await app.db.update(skillmatchReports).set({ result: saved }).where(eq(skillmatchReports.id, reportId));
  });

  it("deletes one of the caller's reports for good, and only theirs", async () => {
    const carol = await signedInUser(app);
    const kept = (await match(answers, carol.cookie)).json().report_id as string;
    const gone = (await match(answers, carol.cookie)).json().report_id as string;
    const remove = (id: string, cookie?: string) => call(app, { method: 'DELETE', url: `/api/skillmatch/reports/${id}`, cookie });

    // Nobody, another user and a malformed id: refused, and the report is still there.
    expect((await remove(gone)).statusCode).toBe(401);
    const other = await remove(gone, bob.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'REPORT_NOT_FOUND', detail: 'We could not find this skill-match report.' });
    const malformed = await remove('not-a-uuid', carol.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/The report id must be a UUID/);
    const crossSite = await call(app, { method: 'DELETE', url: `/api/skillmatch/reports/${gone}`, cookie: carol.cookie, headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
    expect((await call(app, { method: 'GET', url: `/api/skillmatch/reports/${gone}`, cookie: carol.cookie })).statusCode).toBe(200);

    const res = await remove(gone, carol.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call(app, { method: 'GET', url: `/api/skillmatch/reports/${gone}`, cookie: carol.cookie })).statusCode).toBe(404);
    expect((await call(app, { method: 'GET', url: `/api/skillmatch/reports/${gone}/pdf`, cookie: carol.cookie })).statusCode).toBe(404);
    const list = (await call(app, { method: 'GET', url: '/api/skillmatch/reports', cookie: carol.cookie })).json();
    expect(list.reports.map((r: { report_id: string }) => r.report_id)).toEqual([kept]);
    expect(list.total).toBe(1);
    // A second delete finds nothing: 404, not 500.
    expect((await remove(gone, carol.cookie)).statusCode).toBe(404);
  });

  it('joins "download my data" and goes with the account', async () => {
    const user = await app.db.select().from(skillmatchReports).where(eq(skillmatchReports.id, reportId));
    expect(user).toHaveLength(1);
    const data = await app.userData.collect(app.db, user[0]!.userId);
    expect(data.skillmatch_reports).toEqual([expect.objectContaining({ report_id: reportId })]);
    await deleteUser(app.db, user[0]!.userId);
    expect(await app.db.select().from(skillmatchReports).where(eq(skillmatchReports.id, reportId))).toEqual([]);
  });
});

describe('POST /api/skillmatch/pdf (D23)', () => {
  let result: SkillMatchResult;
  beforeAll(async () => {
    result = (await match(answers)).json().result;
  });
  const pdfOf = (payload: unknown, cookie?: string) => call(app, { method: 'POST', url: '/api/skillmatch/pdf', payload: payload as object, cookie });

  it('scores the answers on the server and renders a real PDF with the role, the match, the sections and resource links', async () => {
    const res = await pdfOf(answers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="skill-match-ux-designer.pdf"');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    const text = pdfText(pdf);
    expect(text).toContain('UX Designer');
    // The same result POST /api/skillmatch answered for these answers.
    expect(text).toContain(`${result.percent}% skill match`);
    expect(text).toContain('Hard skills');
    expect(sectionLabels(text)).toEqual(SECTION_TITLES);
    expect(text).toContain('Resources to bridge the gap');
    // A long link wraps onto the next line of the page.
    for (const resource of result.futureYou.resources) expect(text.replaceAll('\n', '')).toContain(resource.link);
    // Clickable links, not only text.
    expect(pdf.toString('latin1')).toContain('/URI');
  });

  it('fits on one or two pages', async () => {
    const pdf = await renderReportPdf(result, { compress: false });
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
  });

  it('refuses a made-up result: only answers are accepted, and the numbers are always the engine\'s', async () => {
    const forged = structuredClone(result);
    forged.percent = 99;
    forged.futureYou.desiredRole = 'Chief Executive Officer at Google';
    const res = await pdfOf(forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect((await pdfOf({})).statusCode).toBe(400);
  });

  it('names the roles it knows when the desired role is not one of them', async () => {
    const res = await pdfOf({ ...answers, desiredRole: 'Chief Executive Officer at Google' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UNKNOWN_ROLE');
    expect(res.json().detail).toMatch(/Software Engineer, UX Designer/);
  });

  it.each([
    ['an unknown level', { currentLevel: 'guru' }],
    ['a blank skill name', { relatedSkills: ['   '] }],
    ['no desired role', { desiredRole: undefined }],
  ])('validates the answers like POST /api/skillmatch: 400 for %s', async (_what, change) => {
    const res = await pdfOf({ ...answers, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('saves no report, even for a signed-in caller', async () => {
    const carol = await signedInUser(app);
    expect((await pdfOf(answers, carol.cookie)).statusCode).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/skillmatch/reports', cookie: carol.cookie })).json().reports).toEqual([]);
  });
});
