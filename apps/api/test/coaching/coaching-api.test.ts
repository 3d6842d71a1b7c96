// The coaching routes (D26-D29) on the built-in engine: validation, anonymous use, signed-in persistence, ticking
// and re-planning, cross-user isolation, export and account deletion. Runs on PGlite and, with TEST_DATABASE_URL,
// on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROADMAP_LIMITS } from '@waypoint/domain';
import { call, signedInUser } from '../accounts/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { pdfText } from '../skillmatch/pdf-text';

let t: TestApp;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
const clock = () => new Date('2030-01-07T09:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({ clock });
  alice = await signedInUser(t.app);
  bob = await signedInUser(t.app);
});
afterAll(() => t.close());

const roadmapBody = {
  currentRole: 'Graphic Designer',
  targetRole: 'UX Designer',
  hoursPerWeek: 5,
  skills: [{ name: 'Figma', proficiency: 'advanced' }],
};

describe('typical day', () => {
  it('lays out a deterministic day from the catalogue', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/typical-day/15-1252.00' });
    expect(res.statusCode).toBe(200);
    const day = res.json();
    expect(day.title).toBe('Software Engineer');
    expect(day.blocks.map((b: { start: string }) => b.start)).toEqual(['09:00', '09:30', '10:45', '12:00', '13:00', '14:15', '15:30', '16:30']);
    expect(day.blocks.at(-1).end).toBe('17:00');
    expect(day.practiceScenarioId).toMatch(/^[a-z-]+$/);
  });

  it('404 for an unknown code, 400 for a malformed one', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/typical-day/99-9999.99' })).statusCode).toBe(404);
    const bad = await call(t.app, { method: 'GET', url: '/api/typical-day/nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/15-1252.00/);
  });
});

describe('recommendations', () => {
  it('ranks occupations for anonymous text with reasons quoting the text', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/recommendations', payload: { texts: ['I love drawing logos, choosing typefaces and making posters.'] } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.engine).toBe('builtin');
    expect(body.recommendations.length).toBeGreaterThan(0);
    expect(body.recommendations[0]).toMatchObject({ code: '27-1024.00', title: 'Graphic Designer' });
    for (const r of body.recommendations) {
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(100);
      for (const reason of r.reasons) expect('I love drawing logos, choosing typefaces and making posters.').toContain(reason.phrase);
    }
  });

  it('answers a career changer who names only the role they leave with roles their experience carries into', async () => {
    const said = "I'm a nurse and I'm ready for a change";
    const res = await call(t.app, { method: 'POST', url: '/api/recommendations', payload: { texts: [said] } });
    expect(res.statusCode).toBe(200);
    const { recommendations } = res.json() as { recommendations: { title: string; reasons: { phrase: string; kind: string; trait: string }[] }[] };
    expect(recommendations.length).toBeGreaterThan(0);
    expect(recommendations.filter((r) => /Nurse/.test(r.title))).toEqual([]);
    for (const r of recommendations) expect(r.reasons).toEqual([{ phrase: said, kind: 'experience', trait: expect.stringMatching(/\w/) }]);
  });

  it('rejects empty lists, blank and too long texts with a clear detail', async () => {
    const empty = await call(t.app, { method: 'POST', url: '/api/recommendations', payload: { texts: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('Please write at least one answer or your career pitch.');
    const long = await call(t.app, { method: 'POST', url: '/api/recommendations', payload: { texts: ['x'.repeat(501)] } });
    expect(long.json().detail).toBe('Each answer can be at most 500 characters.');
  });

  it('latest uses the signed-in user’s thrive answers, 404 before any', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/recommendations/latest', cookie: bob.cookie })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'GET', url: '/api/recommendations/latest' })).statusCode).toBe(401);
    const thrive = t.app.assessments.byTitle('What Makes Me Thrive');
    await t.app.assessments.importResults(alice.userId, [
      {
        slug: 'what-makes-me-thrive',
        answers: thrive.questions.map((q, i) => ({
          question_id: q.question_id,
          answer_data: { type: 'text', text: ['Writing software and fixing bugs in code', 'Designing databases and testing programs'][i % 2] },
        })),
      },
    ]);
    const res = await call(t.app, { method: 'GET', url: '/api/recommendations/latest', cookie: alice.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().recommendations.slice(0, 3).map((r: { code: string }) => r.code.slice(0, 2))).toContain('15');
  });
});

describe('roadmap', () => {
  it('plans anonymously without saving, paced by hours per week', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/roadmap', payload: { ...roadmapBody, targetDate: '2030-02-01' } });
    expect(res.statusCode).toBe(200);
    const plan = res.json();
    expect(plan.targetCode).toBe('15-1255.00');
    expect(plan.startDate).toBe('2030-01-07');
    expect(plan.milestones.length).toBeGreaterThan(0);
    for (const m of plan.milestones) expect(m.weeks).toBe(Math.ceil(m.hours / 5));
    expect(plan.totalHours).toBe(plan.milestones.reduce((s: number, m: { hours: number }) => s + m.hours, 0));
    // Three weeks away: even the most hours a week cannot fit hundreds of hours, and the warning says so.
    expect(plan.warning).toBe(`The target date cannot be met at 5 hours a week; it needs about ${plan.totalWeeks} weeks. Even 60 hours a week would not: choose a later date.`);
    expect((await call(t.app, { method: 'GET', url: '/api/roadmap', cookie: bob.cookie })).statusCode).toBe(404);
  });

  it("deletes a signed-in user's roadmap for good, with the plans it replaced, and only theirs", async () => {
    const [carol, dave] = [await signedInUser(t.app), await signedInUser(t.app)];
    const plan = (body: object) => call(t.app, { method: 'POST', url: '/api/roadmap', payload: body, cookie: carol.cookie });
    expect((await plan(roadmapBody)).statusCode).toBe(200);
    expect((await plan({ ...roadmapBody, hoursPerWeek: 9 })).statusCode).toBe(200);
    expect((await call(t.app, { method: 'POST', url: '/api/roadmap', payload: roadmapBody, cookie: dave.cookie })).statusCode).toBe(200);
    const remove = (cookie?: string, origin?: string) => call(t.app, { method: 'DELETE', url: '/api/roadmap', cookie, ...(origin ? { headers: { origin } } : {}) });

    expect((await remove()).statusCode).toBe(401);
    expect((await remove(carol.cookie, 'https://evil.example')).statusCode).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/roadmap', cookie: carol.cookie })).statusCode).toBe(200);

    const res = await remove(carol.cookie);
    expect(res.statusCode).toBe(204);
    // Not the older plan back in its place: none.
    const after = await call(t.app, { method: 'GET', url: '/api/roadmap', cookie: carol.cookie });
    expect(after.statusCode).toBe(404);
    expect(after.json().code).toBe('ROADMAP_NOT_FOUND');
    const again = await remove(carol.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'ROADMAP_NOT_FOUND', detail: 'You have no saved roadmap to delete.' });
    // Someone else's plan stays.
    expect((await call(t.app, { method: 'GET', url: '/api/roadmap', cookie: dave.cookie })).statusCode).toBe(200);
  });

  it('a target date the pace misses says what pace would meet it; a date already past says to choose a later one', async () => {
    const plan = (await call(t.app, { method: 'POST', url: '/api/roadmap', payload: { ...roadmapBody, targetDate: '2030-12-30' } })).json();
    // 51 weeks from 2030-01-07: the pace named must fit the hours in them, and one hour less must not.
    const weeksAt = (pace: number) => Math.ceil(plan.totalHours / pace);
    expect(plan.totalHours).toBe(plan.milestones.reduce((sum: number, m: { hours: number }) => sum + m.hours, 0));
    const pace = Number(/About (\d+) hours a week would meet it, or choose a later date\.$/.exec(plan.warning)?.[1]);
    expect(weeksAt(pace)).toBeLessThanOrEqual(51);
    expect(weeksAt(pace - 1)).toBeGreaterThan(51);
    const passed = (await call(t.app, { method: 'POST', url: '/api/roadmap', payload: { ...roadmapBody, targetDate: '2029-06-01' } })).json();
    // Not "it needs about N weeks at 5 hours a week": no pace meets a date already gone.
    expect(passed.warning).toBe('The target date is today or already past: choose a later date to plan towards.');
  });

  it('assumes what the current job brings: a teacher is not sent to learn teaching', async () => {
    const body = { currentRole: 'Teacher', targetRole: 'Instructional Designer', hoursPerWeek: 6 };
    const plan = (await call(t.app, { method: 'POST', url: '/api/roadmap', payload: body })).json();
    const toLearn = plan.milestones.flatMap((m: { skills: string[] }) => m.skills);
    expect(toLearn).toContain('Instructional design');
    for (const taught of ['Education and Training', 'Instructing', 'Speaking', 'English Language']) expect(toLearn).not.toContain(taught);
    // What the user says of a skill wins over the assumption.
    const beginner = { ...body, skills: [{ name: 'Education and Training', proficiency: 'beginner' }] };
    const named = (await call(t.app, { method: 'POST', url: '/api/roadmap', payload: beginner })).json();
    expect(named.milestones.flatMap((m: { skills: string[] }) => m.skills)).toContain('Education and Training');
    // A nurse monitors patients and solves problems every shift (O*NET rates both 3.5 or more for the job): the plan to
    // manage a clinic does not send them to learn either.
    const nurse = { currentRole: 'Registered Nurse', targetRole: 'Health Services Manager', hoursPerWeek: 6 };
    const clinic = (await call(t.app, { method: 'POST', url: '/api/roadmap', payload: nurse })).json();
    const nurseToLearn = clinic.milestones.flatMap((m: { skills: string[] }) => m.skills);
    expect(nurseToLearn).toContain('Administration and Management');
    for (const taught of ['Monitoring', 'Complex Problem Solving', 'Medicine and Dentistry']) expect(nurseToLearn).not.toContain(taught);
  });

  it('plans each skill once: Mathematics (an O*NET skill and a knowledge area) was in milestones 1 and 3, its hours counted twice', async () => {
    for (const targetRole of ['Data Analyst', 'Business Intelligence Analysts', 'Statistician', 'Data Scientist']) {
      const plan = (await call(t.app, { method: 'POST', url: '/api/roadmap', payload: { currentRole: 'Teacher', targetRole, hoursPerWeek: 6 } })).json();
      const names = plan.milestones.flatMap((m: { skills: string[] }) => m.skills.map((s) => s.toLowerCase()));
      expect(names.filter((n: string, i: number) => names.indexOf(n) !== i), targetRole).toEqual([]);
      expect(names.filter((n: string) => n === 'mathematics'), targetRole).toHaveLength(1);
    }
  });

  it("plans a move to 'Data Analyst' as Business Intelligence Analysts do the job, under the user's name for it", async () => {
    const plan = (await call(t.app, { method: 'POST', url: '/api/roadmap', payload: { currentRole: 'Teacher', targetRole: 'Data Analyst', hoursPerWeek: 6 } })).json();
    expect(plan).toMatchObject({ currentRole: 'Teacher', targetRole: 'Data Analyst', targetCode: '15-2051.01' });
    const toLearn = plan.milestones.flatMap((m: { skills: string[] }) => m.skills);
    expect(toLearn).toEqual(expect.arrayContaining(['SQL', 'Data Analysis']));
    // The Data Scientist profile it was planned from before: 771 hours of machine learning, C++ and Java.
    for (const scientist of ['Machine Learning', 'Deep Learning', 'C++', 'Java']) expect(toLearn).not.toContain(scientist);
    // Careers search leads to the same occupation first.
    const search = (await call(t.app, { method: 'GET', url: '/api/careers?q=data%20analyst' })).json();
    expect(search.results[0]).toMatchObject({ code: '15-2051.01' });
  });

  it('says up front when the target role asks for more formal preparation, also in the PDF', async () => {
    const up = (await call(t.app, { method: 'POST', url: '/api/roadmap', payload: { currentRole: 'Paralegal', targetRole: 'Lawyer', hoursPerWeek: 8 } })).json();
    expect(up.preparation).toBe(
      "Lawyer usually asks for more preparation than Paralegal: a graduate degree (Job Zone 5 of 5), where Paralegal asks for vocational training or an associate's degree (Job Zone 3). These milestones build the skills; plan for the qualification alongside them.",
    );
    const pdf = await call(t.app, { method: 'POST', url: '/api/roadmap/pdf', payload: up });
    // PDF text lines wrap: compare without line breaks.
    expect(pdfText(pdf.rawPayload).replace(/\n/g, ' ')).toContain('Lawyer usually asks for more preparation than Paralegal');
    // The same or less preparation needs no note.
    const down = (await call(t.app, { method: 'POST', url: '/api/roadmap', payload: { currentRole: 'Lawyer', targetRole: 'Paralegal', hoursPerWeek: 8 } })).json();
    expect(down).not.toHaveProperty('preparation');
    const level = (await call(t.app, { method: 'POST', url: '/api/roadmap', payload: roadmapBody })).json();
    expect(level).not.toHaveProperty('preparation');
  });

  it('names the PDF after its role in any script, with an ASCII name beside it for older clients', async () => {
    const plan = (await call(t.app, { method: 'POST', url: '/api/roadmap', payload: { currentRole: 'Paralegal', targetRole: 'Lawyer', hoursPerWeek: 8 } })).json();
    const disposition = async (targetRole: string) =>
      (await call(t.app, { method: 'POST', url: '/api/roadmap/pdf', payload: { ...plan, targetRole } })).headers['content-disposition'];
    expect(await disposition('Développeur Web')).toBe('attachment; filename="roadmap-developpeur-web.pdf"');
    const chinese = String(await disposition('数据分析师'));
    expect(chinese).toMatch(/^attachment; filename="roadmap\.pdf"; filename\*=UTF-8''[\w%.-]+$/);
    expect(decodeURIComponent(chinese.split("UTF-8''")[1]!)).toBe('roadmap-数据分析师.pdf');
  });

  it('drops the target-date warning once ticked milestones leave enough time', async () => {
    const carol = await signedInUser(t.app);
    const draft = (await call(t.app, { method: 'POST', url: '/api/roadmap', payload: roadmapBody })).json();
    const first = draft.milestones[0];
    // Just enough weeks for everything but the first milestone: its hours no longer count.
    const weeks = Math.ceil((draft.totalHours - first.hours) / roadmapBody.hoursPerWeek);
    expect(weeks).toBeLessThan(draft.totalWeeks);
    const targetDate = new Date(Date.parse(`${draft.startDate}T00:00:00Z`) + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
    const saved = (await call(t.app, { method: 'POST', url: '/api/roadmap', cookie: carol.cookie, payload: { ...roadmapBody, targetDate } })).json();
    expect(saved.warning).toBeDefined();
    const ticked = (await call(t.app, { method: 'PATCH', url: `/api/roadmap/milestones/${first.id}`, cookie: carol.cookie, payload: { done: true } })).json();
    expect(ticked.totalWeeks).toBe(weeks);
    expect(ticked).not.toHaveProperty('warning');
    // Unticking brings it back.
    const unticked = (await call(t.app, { method: 'PATCH', url: `/api/roadmap/milestones/${first.id}`, cookie: carol.cookie, payload: { done: false } })).json();
    expect(unticked.warning).toBe(saved.warning);
  });

  it('re-planning a finished plan keeps it finished, however often it is asked', async () => {
    const carol = await signedInUser(t.app);
    const tickAll = async (plan: { milestones: { id: string; done: boolean }[] }) => {
      let latest = plan;
      for (const m of plan.milestones.filter((x) => !x.done)) {
        latest = (await call(t.app, { method: 'PATCH', url: `/api/roadmap/milestones/${m.id}`, cookie: carol.cookie, payload: { done: true } })).json();
      }
      return latest;
    };
    const made = await call(t.app, { method: 'POST', url: '/api/roadmap', cookie: carol.cookie, payload: roadmapBody });
    const finished = await tickAll(made.json());
    for (const hoursPerWeek of [6, 7]) {
      const again = await call(t.app, { method: 'POST', url: '/api/roadmap/replan', cookie: carol.cookie, payload: { hoursPerWeek } });
      expect(again.statusCode).toBe(200);
      expect(again.json().milestones).toEqual(finished.milestones.map((m) => expect.objectContaining({ id: m.id, done: true })));
    }
  });

  it("keeps a visitor's plan, ticks included, with the account they sign in to; its totals are worked out again", async () => {
    const dave = await signedInUser(t.app);
    const made = (await call(t.app, { method: 'POST', url: '/api/roadmap', payload: roadmapBody })).json();
    const [first, ...rest] = made.milestones;
    // As the browser holds it: the first milestone ticked, and totals a client could have got wrong.
    const roadmap = { ...made, milestones: [{ ...first, done: true }, ...rest], totalHours: 1, totalWeeks: 1 };
    const payload = { input: roadmapBody, roadmap };
    expect((await call(t.app, { method: 'POST', url: '/api/roadmap/import', payload })).statusCode).toBe(401);

    const kept = await call(t.app, { method: 'POST', url: '/api/roadmap/import', cookie: dave.cookie, payload });
    expect(kept.statusCode).toBe(201);
    const left = rest.reduce((sum: number, m: { hours: number }) => sum + m.hours, 0);
    expect(kept.json()).toMatchObject({ totalHours: left, totalWeeks: Math.ceil(left / roadmapBody.hoursPerWeek) });
    const saved = (await call(t.app, { method: 'GET', url: '/api/roadmap', cookie: dave.cookie })).json();
    expect(saved).toEqual(kept.json());
    expect(saved.milestones.map((m: { done: boolean }) => m.done)).toEqual([true, ...rest.map(() => false)]);
    // It is the account's plan now: ticked and re-planned like one made signed in, and nobody else's.
    const replanned = (await call(t.app, { method: 'POST', url: '/api/roadmap/replan', cookie: dave.cookie, payload: { hoursPerWeek: 10 } })).json();
    expect(replanned.milestones[0]).toMatchObject({ id: first.id, done: true });
    expect((await call(t.app, { method: 'GET', url: '/api/roadmap', cookie: bob.cookie })).statusCode).toBe(404);

    const twice = await call(t.app, { method: 'POST', url: '/api/roadmap/import', cookie: dave.cookie, payload: { input: roadmapBody, roadmap: { ...made, milestones: [first, first] } } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toContain('Each milestone of a roadmap needs its own id.');
    const broken = await call(t.app, { method: 'POST', url: '/api/roadmap/import', cookie: dave.cookie, payload: { input: roadmapBody } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toBe('Roadmap is required.');
  });

  it('rejects bad hours, dates and unknown roles', async () => {
    const hours = await call(t.app, { method: 'POST', url: '/api/roadmap', payload: { ...roadmapBody, hoursPerWeek: 61 } });
    expect(hours.statusCode).toBe(400);
    expect(hours.json().detail).toBe('Hours per week must be a whole number from 1 to 60.');
    const date = await call(t.app, { method: 'POST', url: '/api/roadmap', payload: { ...roadmapBody, targetDate: '31/12/2030' } });
    expect(date.json().detail).toBe('The target date must be a date like 2026-09-30.');
    const role = await call(t.app, { method: 'POST', url: '/api/roadmap', payload: { ...roadmapBody, targetRole: 'Dragon tamer' } });
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({
      code: 'UNKNOWN_ROLE',
      detail: 'We don\'t know the role "Dragon tamer". Try another name for the job, or look it up in the careers list.',
      issues: [{ path: 'body.targetRole', code: 'UNKNOWN_ROLE' }],
    });
  });

  it('an unknown role names its field and the nearest roles the catalogue knows, for each field', async () => {
    // A retail worker's own words: not one of the eight tech roles the skill match lists.
    const res = await call(t.app, { method: 'POST', url: '/api/roadmap', payload: { currentRole: 'Retail sales associate', targetRole: 'healthcare manager', hoursPerWeek: 5 } });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { detail: string; issues: { path: string; message: string; code: string }[] };
    const suggested = (path: string) => body.issues.filter((i) => i.path === path && i.code === 'ROLE_SUGGESTION').map((i) => i.message);
    expect(suggested('body.currentRole')[0]).toBe('Retail Salesperson');
    expect(suggested('body.targetRole')[0]).toBe('Health Services Manager');
    expect(body.issues.find((i) => i.path === 'body.currentRole' && i.code === 'UNKNOWN_ROLE')?.message).toMatch(
      /^We don't know the role "Retail sales associate"\. Did you mean Retail Salesperson, .+ or .+\?$/,
    );
    expect(body.detail).not.toMatch(/Software Engineer, UX Designer/);
  });

  it('saves, ticks and re-plans for a signed-in user, keeping ticked milestones; others cannot see it', async () => {
    const made = await call(t.app, { method: 'POST', url: '/api/roadmap', cookie: alice.cookie, payload: roadmapBody });
    const plan = made.json();
    const first = plan.milestones[0];
    const tick = await call(t.app, { method: 'PATCH', url: `/api/roadmap/milestones/${first.id}`, cookie: alice.cookie, payload: { done: true } });
    expect(tick.statusCode).toBe(200);
    expect(tick.json().milestones[0].done).toBe(true);
    expect(tick.json().totalHours).toBe(plan.totalHours - first.hours);

    const replanned = await call(t.app, { method: 'POST', url: '/api/roadmap/replan', cookie: alice.cookie, payload: { hoursPerWeek: 10 } });
    expect(replanned.statusCode).toBe(200);
    const next = replanned.json();
    expect(next.hoursPerWeek).toBe(10);
    expect(next.milestones[0]).toEqual({ ...first, done: true });
    expect(next.milestones.slice(1).every((m: { done: boolean }) => !m.done)).toBe(true);
    expect((await call(t.app, { method: 'GET', url: '/api/roadmap', cookie: alice.cookie })).json()).toEqual(next);

    expect((await call(t.app, { method: 'GET', url: '/api/roadmap', cookie: bob.cookie })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'PATCH', url: `/api/roadmap/milestones/${first.id}`, cookie: bob.cookie, payload: { done: true } })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'PATCH', url: '/api/roadmap/milestones/m-nope', cookie: alice.cookie, payload: { done: true } })).statusCode).toBe(404);
    expect((await call(t.app, { method: 'PATCH', url: `/api/roadmap/milestones/${first.id}`, payload: { done: true } })).statusCode).toBe(401);

    const pdf = await call(t.app, { method: 'GET', url: '/api/roadmap/pdf', cookie: alice.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const anonPdf = await call(t.app, { method: 'POST', url: '/api/roadmap/pdf', payload: next });
    expect(anonPdf.statusCode).toBe(200);
    expect((await call(t.app, { method: 'POST', url: '/api/roadmap/pdf', payload: { milestones: 'x' } })).statusCode).toBe(400);

    // Every text of a roadmap sent in is bounded before it is typeset: one 110,000-letter word once took the PDF
    // writer minutes and gigabytes.
    for (const oversized of [
      { ...next, currentRole: 'x'.repeat(110_000) },
      { ...next, milestones: [{ ...next.milestones[0], checkpoint: 'y'.repeat(20_000) }] },
      { ...next, milestones: Array.from({ length: 41 }, (_, i) => ({ ...next.milestones[0], id: `m-${i}` })) },
    ]) {
      const refused = await call(t.app, { method: 'POST', url: '/api/roadmap/pdf', payload: oversized });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toMatch(/^A roadmap (text can be at most \d+ characters|can list at most 40 milestones)\.$/);
    }
    const longest = await call(t.app, {
      method: 'POST',
      url: '/api/roadmap/pdf',
      payload: { ...next, currentRole: 'x'.repeat(ROADMAP_LIMITS.role), milestones: [{ ...next.milestones[0], checkpoint: 'y'.repeat(ROADMAP_LIMITS.text) }] },
    });
    expect(longest.statusCode).toBe(200);
    expect(longest.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('practice gym', () => {
  const answer = 'First, thank you for the review. I took on the budget for 3 teams this year. I propose a 6% raise; can we agree by Friday?';

  it('serves at least 12 scenarios over at least 6 soft skills, weakest skills first', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/practice/scenarios?weakSkills=Negotiation,leadership&targetRole=Software%20Engineer' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.scenarios.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.scenarios.map((s: { skill: string }) => s.skill)).size).toBeGreaterThanOrEqual(6);
    expect(list.weakSkills).toEqual(['negotiation', 'leadership']);
    expect(list.scenarios.slice(0, 4).map((s: { skill: string }) => s.skill)).toEqual(['negotiation', 'negotiation', 'leadership', 'leadership']);
    // The role's own negotiation scenario (group 15) comes before the general one.
    expect(list.scenarios[0].id).toBe('negotiation-deadline');
    expect(list.targetCode).toBe('15-1252.00');
  });

  it('an unknown role asked for: 400 naming the parameter as schema validation does, with roles to pick', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/practice/scenarios?targetRole=Wizard' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_ROLE', issues: [{ path: 'querystring.targetRole', code: 'UNKNOWN_ROLE' }] });
    const tooLong = await call(t.app, { method: 'GET', url: `/api/practice/scenarios?targetRole=${'x'.repeat(500)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().issues[0].path).toMatch(/^querystring\./);
  });

  it("orders a signed-in user's scenarios for the role their saved roadmap heads to, when no role is asked for", async () => {
    const nurse = await signedInUser(t.app);
    const before = (await call(t.app, { method: 'GET', url: '/api/practice/scenarios', cookie: nurse.cookie })).json();
    expect(before.targetCode).toBeNull();
    const plan = await call(t.app, { method: 'POST', url: '/api/roadmap', cookie: nurse.cookie, payload: { currentRole: 'Registered Nurse', targetRole: 'Health Services Manager', hoursPerWeek: 5 } });
    expect(plan.statusCode).toBe(200);
    const after = (await call(t.app, { method: 'GET', url: '/api/practice/scenarios', cookie: nurse.cookie })).json();
    expect(after.targetCode).toBe('11-9111.00');
    // Management scenarios (SOC group 11) first: leading a team, not negotiating a client's features.
    for (const s of after.scenarios.slice(0, 4)) expect(s.roleGroups, s.id).toContain('11');
    expect(after.scenarios.slice(0, 5).map((s: { id: string }) => s.id)).toContain('leadership-kickoff');
  });

  it('publishes the rubric', async () => {
    const rubric = (await call(t.app, { method: 'GET', url: '/api/practice/rubric' })).json();
    expect(rubric.criteria.map((c: { id: string }) => c.id)).toEqual(['structure', 'specificity', 'empathy', 'ownership', 'outcome']);
  });

  it('scores an anonymous answer with exact quotes and does not save it', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/practice/attempts', payload: { scenarioId: 'negotiation-raise', answer } });
    expect(res.statusCode).toBe(200);
    const attempt = res.json();
    expect(attempt.id).toBeNull();
    for (const c of attempt.feedback.criteria) {
      expect(c.score).toBeGreaterThanOrEqual(1);
      expect(c.score).toBeLessThanOrEqual(5);
      expect(answer).toContain(c.quote);
    }
    expect(attempt.feedback.suggestion.length).toBeGreaterThan(10);
  });

  it('rejects short answers and unknown scenarios', async () => {
    const short = await call(t.app, { method: 'POST', url: '/api/practice/attempts', payload: { scenarioId: 'negotiation-raise', answer: 'too short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe('Please write at least 20 characters so there is something to give feedback on.');
    const dots = await call(t.app, { method: 'POST', url: '/api/practice/attempts', payload: { scenarioId: 'negotiation-raise', answer: '.'.repeat(30) } });
    expect(dots.statusCode).toBe(400);
    expect(dots.json().detail).toBe('Please write your answer in words: there is nothing here to give feedback on yet.');
    for (const mash of ['a'.repeat(40), 'abab '.repeat(10)]) {
      const refused = await call(t.app, { method: 'POST', url: '/api/practice/attempts', payload: { scenarioId: 'negotiation-raise', answer: mash } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe('Please write your answer in words: there is nothing here to give feedback on yet.');
    }
    // Any script is words: a Chinese answer has no spaces.
    const chinese = await call(t.app, { method: 'POST', url: '/api/practice/attempts', payload: { scenarioId: 'negotiation-raise', answer: '我去年负责了三个团队的预算，节省了百分之十二的成本。我希望从七月起加薪百分之六。' } });
    expect(chinese.statusCode).toBe(200);
    const unknown = await call(t.app, { method: 'POST', url: '/api/practice/attempts', payload: { scenarioId: 'nope', answer } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('UNKNOWN_SCENARIO');
  });

  it('saves signed-in attempts, lists them and tracks progress per user', async () => {
    const saved = await call(t.app, { method: 'POST', url: '/api/practice/attempts', cookie: alice.cookie, payload: { scenarioId: 'negotiation-raise', answer } });
    expect(saved.json().id).toMatch(/^[0-9a-f-]{36}$/);
    const list = (await call(t.app, { method: 'GET', url: '/api/practice/attempts', cookie: alice.cookie })).json();
    expect(list.attempts).toHaveLength(1);
    expect(list.attempts[0]).toEqual(saved.json());
    const progress = (await call(t.app, { method: 'GET', url: '/api/practice/progress', cookie: alice.cookie })).json();
    const negotiation = progress.skills.find((s: { skill: string }) => s.skill === 'negotiation');
    expect(negotiation).toMatchObject({ attempts: 1, level: saved.json().overall });
    expect((await call(t.app, { method: 'GET', url: '/api/practice/attempts', cookie: bob.cookie })).json().attempts).toEqual([]);
    expect((await call(t.app, { method: 'GET', url: '/api/practice/progress' })).statusCode).toBe(401);
  });
});

describe('GET /api/practice/attempts, a page at a time', () => {
  it('pages through every attempt once, newest first (the same instant ordered by id), with the total', async () => {
    const answer = 'First, thank you for the review. I led 3 projects this year. I propose a 6% raise; can we agree by Friday?';
    const carol = await signedInUser(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const saved = await call(t.app, { method: 'POST', url: '/api/practice/attempts', cookie: carol.cookie, payload: { scenarioId: 'negotiation-raise', answer } });
      ids.push(saved.json().id);
    }
    // The test clock stands still: all five were saved in one instant.
    const expected = [...ids].sort().reverse();
    const seen: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/practice/attempts?limit=2${before ? `&before=${before}` : ''}`;
      const res = await call(t.app, { method: 'GET', url, cookie: carol.cookie });
      expect(res.statusCode).toBe(200);
      const page = res.json() as { attempts: { id: string }[]; total: number; nextBefore: string | null };
      expect(page.total).toBe(5);
      seen.push(...page.attempts.map((a) => a.id));
      before = page.nextBefore;
      pages += 1;
    } while (before);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
    const all = (await call(t.app, { method: 'GET', url: '/api/practice/attempts', cookie: carol.cookie })).json();
    expect(all.attempts.map((a: { id: string }) => a.id)).toEqual(expected);
    expect(all.nextBefore).toBeNull();

    // Another user's attempt is no page anchor for bob: 404, and none of carol's attempts.
    const other = await call(t.app, { method: 'GET', url: `/api/practice/attempts?before=${ids[0]}`, cookie: bob.cookie });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'ATTEMPT_NOT_FOUND', detail: expect.stringMatching(/could not find the attempt to list older ones from/) });
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 100.'],
    ['?limit=1000', 'limit must be a whole number from 1 to 100.'],
    ['?limit=ten', 'limit must be a whole number from 1 to 100.'],
    ['?before=1', 'before must be the id of one of your attempts (the nextBefore of the previous page).'],
  ])('answers 400 with a clear detail for %s', async (query, detail) => {
    const res = await call(t.app, { method: 'GET', url: `/api/practice/attempts${query}`, cookie: bob.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(detail);
  });
});

describe('DELETE /api/practice/attempts/{id}', () => {
  it("deletes one of the caller's attempts for good, and progress no longer counts it", async () => {
    const answer = 'First, thank you for the review. I led 3 projects this year. I propose a 6% raise; can we agree by Friday?';
    const dave = await signedInUser(t.app);
    const save = async () =>
      (await call(t.app, { method: 'POST', url: '/api/practice/attempts', cookie: dave.cookie, payload: { scenarioId: 'negotiation-raise', answer } })).json().id as string;
    const kept = await save();
    const gone = await save();
    const remove = (id: string, cookie?: string, origin?: string) =>
      call(t.app, { method: 'DELETE', url: `/api/practice/attempts/${id}`, cookie, ...(origin ? { headers: { origin } } : {}) });
    const negotiationAttempts = async () =>
      (await call(t.app, { method: 'GET', url: '/api/practice/progress', cookie: dave.cookie })).json().skills.find((s: { skill: string }) => s.skill === 'negotiation').attempts;
    expect(await negotiationAttempts()).toBe(2);

    // Nobody, another user, a cross-site request and a malformed id: refused, and the attempt is still there.
    expect((await remove(gone)).statusCode).toBe(401);
    const other = await remove(gone, bob.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'ATTEMPT_NOT_FOUND', detail: 'We could not find this practice attempt.' });
    expect((await remove(gone, dave.cookie, 'https://evil.example')).statusCode).toBe(403);
    const malformed = await remove('not-a-uuid', dave.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/The attempt id must be a UUID/);
    expect(await negotiationAttempts()).toBe(2);

    const res = await remove(gone, dave.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const list = (await call(t.app, { method: 'GET', url: '/api/practice/attempts', cookie: dave.cookie })).json();
    expect(list.attempts.map((a: { id: string }) => a.id)).toEqual([kept]);
    expect(list.total).toBe(1);
    expect(await negotiationAttempts()).toBe(1);
    // A second delete finds nothing: 404, not 500.
    expect((await remove(gone, dave.cookie)).statusCode).toBe(404);
  });
});

describe('user data', () => {
  it('exports roadmaps and attempts, and deleting the user removes them', async () => {
    const exported = await t.app.userData.collect(t.app.db, alice.userId);
    expect((exported.roadmaps as unknown[]).length).toBe(1);
    expect((exported.practice_attempts as unknown[]).length).toBe(1);
    const { users } = await import('../../src/db/schema/index');
    const { eq } = await import('drizzle-orm');
    await t.app.db.delete(users).where(eq(users.id, alice.userId));
    const after = await t.app.userData.collect(t.app.db, alice.userId);
    expect(after.roadmaps).toEqual([]);
    expect(after.practice_attempts).toEqual([]);
  });
});
