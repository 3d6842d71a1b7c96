// The assessments API end to end over inject(): every endpoint, every rejected input of section 5, and that one
// user never sees another's answers. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { DEFINITIONS, formatThriveResult, isRatingDefinition, questionIdsOf, scoreAssessment, encouragement } from '@waypoint/assessment';
import { ASSESSMENT_TITLES, ANSWER_MESSAGES, type Assessment } from '@waypoint/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentAnswers, assessmentAttempts, assessmentQuestions, assessments, resultFeedback } from '../../src/db/schema/index';
import { deleteUser } from '../../src/db/queries/users';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, signedInUser } from '../accounts/helpers';

let t: TestApp;
let app: FastifyInstance;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
const byTitle: Record<string, Assessment> = {};

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  for (const title of ASSESSMENT_TITLES) {
    const res = await call(app, { method: 'GET', url: `/api/assessment/by-title?title=${encodeURIComponent(title)}` });
    byTitle[title] = res.json() as Assessment;
  }
  alice = await signedInUser(app);
  bob = await signedInUser(app);
});
afterAll(async () => t?.close());

const wnw = () => byTitle['What Is Not Working']!;
const thrive = () => byTitle['What Makes Me Thrive']!;

function submit(cookie: string | undefined, payload: unknown) {
  return call(app, { method: 'POST', url: '/api/assessment/submit', cookie, payload: payload as Record<string, unknown> });
}

function scaleAnswer(assessment: Assessment, index: number, selection: unknown) {
  const question = assessment.questions[index]!;
  return { assessment_id: assessment.assessment_id, question_id: question.question_id, question_data: question.data, answer_data: { type: 'scale', selection } };
}

function textAnswer(index: number, text: unknown) {
  const question = thrive().questions[index]!;
  return { assessment_id: thrive().assessment_id, question_id: question.question_id, question_data: question.data, answer_data: { type: 'text', text } };
}

function result(cookie: string | undefined, assessmentId: string) {
  return call(app, { method: 'GET', url: `/api/assessment/result?assessment_id=${assessmentId}`, cookie });
}

interface HistoryAttempt {
  attempt_id: string;
  slug: string;
  source: string;
  completed_at: string;
}

async function historyOf(cookie: string): Promise<HistoryAttempt[]> {
  return (await call(app, { method: 'GET', url: '/api/assessment/history', cookie })).json().attempts;
}

async function completedAttemptOf(cookie: string, slug: string): Promise<HistoryAttempt> {
  const found = (await historyOf(cookie)).find((a) => a.slug === slug);
  if (!found) throw new Error(`no completed ${slug} attempt`);
  return found;
}

function feedback(cookie: string | undefined, payload: Record<string, unknown>) {
  return call(app, { method: 'POST', url: '/api/feedback', cookie, payload });
}

function importResults(cookie: string, results: unknown[]) {
  return call(app, { method: 'POST', url: '/api/assessment/import', cookie, payload: { results } });
}

describe('GET /api/assessment/by-title', () => {
  it('serves all four exercises from the seeded library', () => {
    for (const title of ASSESSMENT_TITLES) {
      const assessment = byTitle[title]!;
      const definition = DEFINITIONS[assessment.slug];
      expect(assessment.title).toBe(title);
      expect(assessment.questions.map((q) => q.question_id)).toEqual(questionIdsOf(definition));
      expect(assessment.questions).toHaveLength(definition.kind === 'scale' ? 10 : 5);
    }
    const first = wnw().questions[0]!;
    expect(first.kind).toBe('scale');
    expect(first.data).toEqual({ content: expect.any(String), leftText: expect.any(String), rightText: expect.any(String) });
  });

  it('answers 404 for an unknown title and 400 without one', async () => {
    const unknown = await call(app, { method: 'GET', url: '/api/assessment/by-title?title=Who%20Are%20You' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ASSESSMENT_NOT_FOUND', detail: expect.stringContaining('Who Are You') });
    const missing = await call(app, { method: 'GET', url: '/api/assessment/by-title' });
    expect(missing.statusCode).toBe(400);
  });

  it('seeding again changes nothing (idempotent upserts)', async () => {
    const before = wnw().assessment_id;
    await app.assessments.seed();
    const again = await call(app, { method: 'GET', url: '/api/assessment/by-title?title=What%20Is%20Not%20Working' });
    expect(again.json().assessment_id).toBe(before);
    const [a] = await app.db.select({ n: count() }).from(assessments);
    const [q] = await app.db.select({ n: count() }).from(assessmentQuestions);
    expect(a!.n).toBe(4);
    expect(q!.n).toBe(35);
  });
});

describe('sign-in required', () => {
  it('submit, result, history and import answer 401 without a session', async () => {
    expect((await submit(undefined, scaleAnswer(wnw(), 0, '3'))).statusCode).toBe(401);
    expect((await result(undefined, wnw().assessment_id)).statusCode).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/assessment/history' })).statusCode).toBe(401);
    const imp = await call(app, { method: 'POST', url: '/api/assessment/import', payload: { results: [] } });
    expect(imp.statusCode).toBe(401);
    expect(imp.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/assessment/submit rejects bad answers with a clear detail', () => {
  const cases: [string, () => unknown, string][] = [
    ['selection 0', () => scaleAnswer(wnw(), 0, '0'), ANSWER_MESSAGES.selectionInvalid('0')],
    ['selection 6', () => scaleAnswer(wnw(), 0, '6'), ANSWER_MESSAGES.selectionInvalid('6')],
    ['selection x', () => scaleAnswer(wnw(), 0, 'x'), ANSWER_MESSAGES.selectionInvalid('x')],
    ['no selection', () => scaleAnswer(wnw(), 0, undefined), ANSWER_MESSAGES.selectionMissing],
    ['a number instead of text', () => scaleAnswer(wnw(), 0, 3), ANSWER_MESSAGES.selectionInvalid(3)],
    ['text over 500 characters', () => textAnswer(0, 'a'.repeat(501)), ANSWER_MESSAGES.textTooLong],
    ['blank text', () => textAnswer(0, '   '), ANSWER_MESSAGES.textBlank],
    ['a rating for a text prompt', () => ({ ...textAnswer(0, 'x'), answer_data: { type: 'scale', selection: '3' } }), ANSWER_MESSAGES.needsText],
    ['text for a rating item', () => ({ ...scaleAnswer(wnw(), 0, '3'), answer_data: { type: 'text', text: 'hi' } }), ANSWER_MESSAGES.needsRating],
  ];
  it.each(cases)('%s', async (_name, body, detail) => {
    const res = await submit(alice.cookie, body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail });
  });

  it('quotes a huge bad value back only in part, so the error stays short enough to read', async () => {
    const res = await submit(alice.cookie, scaleAnswer(wnw(), 0, 'x'.repeat(110_000)));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(`A rating must be a whole number from 1 to 5; "${'x'.repeat(23)}… is not on the scale.`);
    expect(res.body.length).toBeLessThan(1000);
  });

  it('a question of another assessment', async () => {
    const res = await submit(alice.cookie, { ...scaleAnswer(wnw(), 0, '3'), question_id: byTitle['Who Am I']!.questions[0]!.question_id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'QUESTION_NOT_IN_ASSESSMENT',
      detail: ANSWER_MESSAGES.questionNotInAssessment('who-01', 'What Is Not Working'),
    });
  });

  it('an unknown assessment id is 404 and an empty body 400', async () => {
    const unknown = await submit(alice.cookie, { ...scaleAnswer(wnw(), 0, '3'), assessment_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('ASSESSMENT_NOT_FOUND');
    const empty = await submit(alice.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).not.toBe('');
  });

  it('stored nothing for any rejected answer', async () => {
    const res = await result(alice.cookie, wnw().assessment_id);
    expect(res.json()).toMatchObject({ attempt_id: null, answers: [], complete: false });
  });
});

describe('a rating exercise, answer by answer', () => {
  const selections = ['1', '2', '3', '4', '5', '5', '4', '3', '2', '1'] as const;

  it('saves, upserts, scores with the library and completes the attempt', async () => {
    const firstSave = await submit(alice.cookie, scaleAnswer(wnw(), 0, '4'));
    expect(firstSave.statusCode).toBe(200);
    const attemptId = firstSave.json().attempt_id as string;

    // Partial: not complete, stays open, not in the history.
    const partial = await result(alice.cookie, wnw().assessment_id);
    expect(partial.json()).toMatchObject({ attempt_id: attemptId, complete: false, completed_at: null });
    expect(partial.json().answers).toEqual([{ question_id: 'wnw-01', answer_data: { type: 'scale', selection: '4' } }]);

    for (const [index, selection] of selections.entries()) {
      const saved = await submit(alice.cookie, scaleAnswer(wnw(), index, selection));
      expect(saved.json().attempt_id).toBe(attemptId);
    }
    const res = await result(alice.cookie, wnw().assessment_id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const definition = DEFINITIONS['whats-not-working'];
    if (!isRatingDefinition(definition)) throw new Error('expected a rating definition');
    const expected = scoreAssessment(definition, Object.fromEntries(selections.map((s, i) => [`wnw-${String(i + 1).padStart(2, '0')}`, s])));
    expect(body.scores).toEqual(expected);
    expect(body.encouragement).toBe(encouragement(expected));
    expect(body.complete).toBe(true);
    expect(body.completed_at).toEqual(expect.any(String));
    expect(body.answers.map((a: { answer_data: { selection: string } }) => a.answer_data.selection)).toEqual([...selections]);

    // The next answer starts a new attempt; the completed one stays in the history.
    const next = await submit(alice.cookie, scaleAnswer(wnw(), 0, '2'));
    expect(next.json().attempt_id).not.toBe(attemptId);
    const history = await call(app, { method: 'GET', url: '/api/assessment/history', cookie: alice.cookie });
    expect(history.statusCode).toBe(200);
    const attempts = history.json().attempts as { attempt_id: string; slug: string; scores: unknown; source: string }[];
    expect(attempts.map((a) => a.attempt_id)).toEqual([attemptId]);
    expect(attempts[0]).toMatchObject({ slug: 'whats-not-working', source: 'live', scores: expected });
  });

  it('the thrive exercise stores text and formats it like the browser does', async () => {
    const texts = ['Data puzzles.', 'Patience.', '', 'A small team.', 'Learning.'];
    for (const [index, text] of texts.entries()) {
      if (text) expect((await submit(alice.cookie, textAnswer(index, text))).statusCode).toBe(200);
    }
    const partial = (await result(alice.cookie, thrive().assessment_id)).json();
    expect(partial.complete).toBe(false);
    expect(partial.thrive.entries[2].display).toBe('No response provided');
    await submit(alice.cookie, textAnswer(2, 'x'.repeat(500)));
    const done = (await result(alice.cookie, thrive().assessment_id)).json();
    expect(done.complete).toBe(true);
    expect(done.scores).toBeNull();
    expect(done.thrive).toEqual(formatThriveResult(done.answers));
    expect(done.thrive.entries[0]).toMatchObject({ prompt: 'I thrive when I am working on', answer: 'Data puzzles.' });
  });
});

describe('concurrent first answers', () => {
  it('share one open attempt (the unique index settles the race)', async () => {
    const where = byTitle['Where Am I Now']!;
    const saves = await Promise.all([0, 1, 2, 3, 4].map((i) => submit(bob.cookie, scaleAnswer(where, i, '3'))));
    expect(new Set(saves.map((r) => r.json().attempt_id)).size).toBe(1);
    expect((await result(bob.cookie, where.assessment_id)).json().answers).toHaveLength(5);
  });

  it('answers sent at once by several users each land in their own attempt; a repeated answer ends as the last one sent', async () => {
    // Answers that arrive together are saved together (one statement per batch): nothing may cross between users.
    const who = byTitle['Who Am I']!;
    const carol = await signedInUser(app);
    const dave = await signedInUser(app);
    for (const user of [carol, dave]) expect((await submit(user.cookie, scaleAnswer(who, 0, '1'))).statusCode).toBe(200);
    const sends: ReturnType<typeof submit>[] = [];
    for (let i = 1; i < 10; i++) sends.push(submit(carol.cookie, scaleAnswer(who, i, '2')), submit(dave.cookie, scaleAnswer(who, i, '4')));
    sends.push(submit(carol.cookie, scaleAnswer(who, 0, '3')), submit(carol.cookie, scaleAnswer(who, 0, '5')));
    const saved = await Promise.all(sends);
    expect(saved.map((r) => r.statusCode)).toEqual(sends.map(() => 200));

    const selections = async (cookie: string) => {
      const body = (await result(cookie, who.assessment_id)).json() as { answers: { question_id: string; answer_data: { selection: string } }[] };
      return Object.fromEntries(body.answers.map((a) => [a.question_id, a.answer_data.selection]));
    };
    const ids = who.questions.map((q) => q.question_id);
    expect(await selections(carol.cookie)).toEqual(Object.fromEntries(ids.map((id, i) => [id, i === 0 ? '5' : '2'])));
    expect(await selections(dave.cookie)).toEqual(Object.fromEntries(ids.map((id, i) => [id, i === 0 ? '1' : '4'])));
  });
});

describe('isolation between users', () => {
  it("bob sees none of alice's answers, attempts or history", async () => {
    const bobResult = await result(bob.cookie, wnw().assessment_id);
    expect(bobResult.json()).toMatchObject({ attempt_id: null, answers: [] });
    const bobHistory = await call(app, { method: 'GET', url: '/api/assessment/history', cookie: bob.cookie });
    expect(bobHistory.json().attempts).toEqual([]);
    const aliceHistory = await call(app, { method: 'GET', url: '/api/assessment/history', cookie: alice.cookie });
    const aliceAttempt = aliceHistory.json().attempts[0].attempt_id as string;
    const linked = await call(app, { method: 'POST', url: '/api/feedback', cookie: bob.cookie, payload: { context: 'whats-not-working', value: 'up', attempt_id: aliceAttempt } });
    expect(linked.statusCode).toBe(404);
  });
});

describe('POST /api/feedback', () => {
  it('stores anonymous feedback and links a signed-in user to their own attempt', async () => {
    const anon = await call(app, { method: 'POST', url: '/api/feedback', payload: { context: 'who-am-i', value: 'down' } });
    expect(anon.statusCode).toBe(201);
    const [row] = await app.db.select().from(resultFeedback).where(eq(resultFeedback.id, anon.json().feedback_id));
    expect(row).toMatchObject({ userId: null, context: 'who-am-i', value: 'down', attemptId: null });

    const attemptId = (await completedAttemptOf(alice.cookie, 'whats-not-working')).attempt_id;
    const own = await call(app, { method: 'POST', url: '/api/feedback', cookie: alice.cookie, payload: { context: 'whats-not-working', value: 'up', attempt_id: attemptId } });
    expect(own.statusCode).toBe(201);
    const [linked] = await app.db.select().from(resultFeedback).where(eq(resultFeedback.id, own.json().feedback_id));
    expect(linked).toMatchObject({ userId: alice.userId, attemptId, value: 'up' });
  });

  it("refuses an attempt of another exercise than the context, and stores nothing", async () => {
    const before = await app.db.select().from(resultFeedback);
    const thriveAttempt = (await completedAttemptOf(alice.cookie, 'what-makes-me-thrive')).attempt_id;
    for (const context of ['whats-not-working', 'skillmatch']) {
      const res = await feedback(alice.cookie, { context, value: 'up', attempt_id: thriveAttempt });
      expect(res.statusCode, context).toBe(400);
      const detail = 'That result is of "What Makes Me Thrive": send the context "what-makes-me-thrive" with it, or leave attempt_id out.';
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail, issues: [{ path: 'body.attempt_id', message: detail }] });
    }
    expect(await app.db.select().from(resultFeedback)).toEqual(before);
  });

  it('refuses an attempt that is not finished (409) and one that does not exist (404)', async () => {
    const before = await app.db.select().from(resultFeedback);
    const open = (await result(alice.cookie, wnw().assessment_id)).json() as { attempt_id: string; completed_at: string | null };
    expect(open.completed_at).toBeNull();
    const unfinished = await feedback(alice.cookie, { context: 'whats-not-working', value: 'down', attempt_id: open.attempt_id });
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json()).toMatchObject({ code: 'CONFLICT', detail: expect.stringContaining('not finished yet') });
    const unknown = await feedback(alice.cookie, { context: 'whats-not-working', value: 'up', attempt_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await feedback(undefined, { context: 'whats-not-working', value: 'up', attempt_id: open.attempt_id });
    expect(anonymous.statusCode).toBe(404);
    expect(await app.db.select().from(resultFeedback)).toEqual(before);
  });

  it('rejects a value other than up or down and a malformed context', async () => {
    const bad = await call(app, { method: 'POST', url: '/api/feedback', payload: { context: 'who-am-i', value: 'meh' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Feedback must be "up" or "down".');
    const ctx = await call(app, { method: 'POST', url: '/api/feedback', payload: { context: '<script>', value: 'up' } });
    expect(ctx.statusCode).toBe(400);
  });
});

describe('POST /api/assessment/import', () => {
  const complete = (selection: string) =>
    byTitle['Who Am I']!.questions.map((q) => ({ question_id: q.question_id, answer_data: { type: 'scale', selection } }));

  it('saves a complete anonymous result as a completed attempt', async () => {
    const answers = complete('4');
    answers[0] = { question_id: 'who-01', answer_data: { type: 'scale', selection: '2' } };
    const res = await call(app, { method: 'POST', url: '/api/assessment/import', cookie: bob.cookie, payload: { results: [{ slug: 'who-am-i', answers, completed_at: '2020-05-01T10:00:00.000Z' }] } });
    expect(res.statusCode).toBe(201);
    expect(res.json().imported).toEqual([{ slug: 'who-am-i', attempt_id: expect.any(String), completed_at: '2020-05-01T10:00:00.000Z', already_saved: false }]);
    const history = (await call(app, { method: 'GET', url: '/api/assessment/history', cookie: bob.cookie })).json();
    expect(history.attempts).toHaveLength(1);
    expect(history.attempts[0]).toMatchObject({ slug: 'who-am-i', source: 'import', complete: true, completed_at: '2020-05-01T10:00:00.000Z' });
  });

  it('refuses incomplete or invalid results and saves none of the batch', async () => {
    const incomplete = await call(app, { method: 'POST', url: '/api/assessment/import', cookie: bob.cookie, payload: { results: [{ slug: 'who-am-i', answers: complete('3') }, { slug: 'who-am-i', answers: complete('3').slice(0, 9) }] } });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: 'The "Who Am I" result is not complete: 1 of 10 questions have no answer.',
      issues: [{ path: 'body.results.1.answers', message: 'Question 10 of 10 ("who-10") has no answer.' }],
    });
    const gaps = await importResults(bob.cookie, [{ slug: 'what-makes-me-thrive', answers: [{ question_id: 'thrive-02', answer_data: { type: 'text', text: 'Patience.' } }] }]);
    expect(gaps.json().issues.map((i: { message: string }) => i.message)).toEqual(
      ['thrive-01', 'thrive-03', 'thrive-04', 'thrive-05'].map((id) => `Question ${Number(id.slice(-1))} of 5 ("${id}") has no answer.`),
    );
    const invalid = await call(app, { method: 'POST', url: '/api/assessment/import', cookie: bob.cookie, payload: { results: [{ slug: 'who-am-i', answers: complete('7') }] } });
    expect(invalid.statusCode).toBe(400);
    const foreign = await call(app, { method: 'POST', url: '/api/assessment/import', cookie: bob.cookie, payload: { results: [{ slug: 'who-am-i', answers: [...complete('3').slice(1), { question_id: 'wnw-01', answer_data: { type: 'scale', selection: '3' } }] }] } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('QUESTION_NOT_IN_ASSESSMENT');
    const history = (await call(app, { method: 'GET', url: '/api/assessment/history', cookie: bob.cookie })).json();
    expect(history.attempts).toHaveLength(1);
  });
});

describe('GET /api/assessment/latest', () => {
  const answersOf = (assessment: Assessment, selection: string) =>
    assessment.questions.map((q) => ({ question_id: q.question_id, answer_data: { type: 'scale', selection } }));
  const latestOf = async (cookie?: string) => call(app, { method: 'GET', url: '/api/assessment/latest', cookie });

  it("keeps every finished exercise with its latest and previous attempt, however long the history", async () => {
    const gil = await signedInUser(app);
    expect((await latestOf(gil.cookie)).json()).toEqual({ exercises: [] });
    const wnwOld = { slug: 'whats-not-working', answers: answersOf(wnw(), '4'), completed_at: '2021-01-01T09:00:00.000Z' };
    const wnwNew = { slug: 'whats-not-working', answers: answersOf(wnw(), '2'), completed_at: '2021-02-01T09:00:00.000Z' };
    expect((await importResults(gil.cookie, [wnwOld, wnwNew])).statusCode).toBe(201);
    // 56 newer Who Am I results push What Is Not Working out of the history's default 50.
    const who = Array.from({ length: 56 }, (_, i) => ({
      slug: 'who-am-i',
      answers: answersOf(byTitle['Who Am I']!, String((i % 5) + 1)),
      completed_at: new Date(Date.UTC(2022, 0, 1 + i)).toISOString(),
    }));
    for (let i = 0; i < who.length; i += 8) expect((await importResults(gil.cookie, who.slice(i, i + 8))).statusCode).toBe(201);
    expect((await historyOf(gil.cookie)).some((a) => a.slug === 'whats-not-working')).toBe(false);

    const res = await latestOf(gil.cookie);
    expect(res.statusCode).toBe(200);
    const exercises = res.json().exercises as { slug: string; completed: number; latest: HistoryAttempt & { scores: { dimensions: unknown[] } }; previous: HistoryAttempt | null }[];
    // The product's order, not the order of the dates.
    expect(exercises.map((e) => [e.slug, e.completed])).toEqual([
      ['whats-not-working', 2],
      ['who-am-i', 56],
    ]);
    expect(exercises[0]!.latest.completed_at).toBe(wnwNew.completed_at);
    const definition = DEFINITIONS['whats-not-working'];
    if (!isRatingDefinition(definition)) throw new Error('expected a rating definition');
    const allTwos = Object.fromEntries(wnw().questions.map((q) => [q.question_id, '2']));
    expect(exercises[0]!.latest.scores.dimensions).toEqual(scoreAssessment(definition, allTwos).dimensions);
    expect(exercises[0]!.previous?.completed_at).toBe(wnwOld.completed_at);
    expect(exercises[1]!.latest.completed_at).toBe(who[55]!.completed_at);
    expect(exercises[1]!.previous?.completed_at).toBe(who[54]!.completed_at);
  });

  it('after one attempt has no previous; answers 401 without a session and shows nobody else\'s results', async () => {
    const hal = await signedInUser(app);
    expect((await importResults(hal.cookie, [{ slug: 'where-am-i-now', answers: answersOf(byTitle['Where Am I Now']!, '3') }])).statusCode).toBe(201);
    const exercises = (await latestOf(hal.cookie)).json().exercises;
    expect(exercises).toHaveLength(1);
    expect(exercises[0]).toMatchObject({ slug: 'where-am-i-now', title: 'Where Am I Now', completed: 1, previous: null });
    expect((await latestOf()).statusCode).toBe(401);
  });
});

describe('GET /api/assessment/history, a page at a time', () => {
  const who = (selection: string, completed_at: string) => ({
    slug: 'who-am-i',
    answers: byTitle['Who Am I']!.questions.map((q) => ({ question_id: q.question_id, answer_data: { type: 'scale', selection } })),
    completed_at,
  });
  type HistoryPage = { attempts: HistoryAttempt[]; total: number; next_before: string | null };
  const page = async (cookie: string, query: string): Promise<HistoryPage> => {
    const res = await call(app, { method: 'GET', url: `/api/assessment/history${query}`, cookie });
    expect(res.statusCode).toBe(200);
    return res.json() as HistoryPage;
  };

  it('pages through the completed attempts, newest first, without repeating or skipping one as new ones finish', async () => {
    const ida = await signedInUser(app);
    // 7 results over 5 days, two pairs finished in the same instant (ties are ordered by id).
    const days = ['2023-01-01', '2023-01-02', '2023-01-02', '2023-01-03', '2023-01-04', '2023-01-04', '2023-01-05'];
    const sent = days.map((day, i) => who(String((i % 5) + 1), `${day}T10:00:00.000Z`));
    const imported = (await importResults(ida.cookie, sent)).json().imported as { attempt_id: string; completed_at: string }[];
    const ids = imported
      .slice()
      .sort((a, b) => b.completed_at.localeCompare(a.completed_at) || b.attempt_id.localeCompare(a.attempt_id))
      .map((a) => a.attempt_id);
    // An attempt still being answered is not part of the history.
    expect((await submit(ida.cookie, scaleAnswer(wnw(), 0, '3'))).statusCode).toBe(200);

    const first = await page(ida.cookie, '?limit=3');
    expect(first.attempts.map((a) => a.attempt_id)).toEqual(ids.slice(0, 3));
    expect(first).toMatchObject({ total: 7, next_before: ids[2] });
    // A result finished now is the newest, but it does not shift the pages already being read.
    expect((await importResults(ida.cookie, [who('5', '2023-06-01T10:00:00.000Z')])).statusCode).toBe(201);
    const second = await page(ida.cookie, `?limit=3&before=${first.next_before}`);
    expect(second.attempts.map((a) => a.attempt_id)).toEqual(ids.slice(3, 6));
    expect(second.total).toBe(8);
    const last = await page(ida.cookie, `?limit=3&before=${second.next_before}`);
    expect(last.attempts.map((a) => a.attempt_id)).toEqual(ids.slice(6));
    expect(last.next_before).toBeNull();
    const all = await page(ida.cookie, '');
    expect(all.attempts.slice(1).map((a) => a.attempt_id)).toEqual(ids);
    expect(all.next_before).toBeNull();
  });

  it("with a slug, pages through that exercise's attempts alone", async () => {
    const kim = await signedInUser(app);
    const where = (selection: string, completed_at: string) => ({ ...who(selection, completed_at), slug: 'where-am-i-now', answers: byTitle['Where Am I Now']!.questions.map((q) => ({ question_id: q.question_id, answer_data: { type: 'scale', selection } })) });
    const sent = [who('1', '2024-01-01T10:00:00.000Z'), where('2', '2024-01-02T10:00:00.000Z'), who('3', '2024-01-03T10:00:00.000Z'), where('4', '2024-01-04T10:00:00.000Z'), who('5', '2024-01-05T10:00:00.000Z')];
    const imported = (await importResults(kim.cookie, sent)).json().imported as { slug: string; attempt_id: string }[];
    const whoIds = imported.filter((a) => a.slug === 'who-am-i').map((a) => a.attempt_id).reverse();
    const first = await page(kim.cookie, '?slug=who-am-i&limit=2');
    expect(first.attempts.map((a) => a.attempt_id)).toEqual(whoIds.slice(0, 2));
    expect(first).toMatchObject({ total: 3, next_before: whoIds[1] });
    const rest = await page(kim.cookie, `?slug=who-am-i&limit=2&before=${first.next_before}`);
    expect(rest.attempts.map((a) => a.attempt_id)).toEqual(whoIds.slice(2));
    expect(rest.next_before).toBeNull();
    expect((await page(kim.cookie, '?slug=what-makes-me-thrive')).attempts).toEqual([]);
    // An attempt of another exercise is no place to continue this one's list from.
    const otherExercise = imported.find((a) => a.slug === 'where-am-i-now')!.attempt_id;
    const res = await call(app, { method: 'GET', url: `/api/assessment/history?slug=who-am-i&before=${otherExercise}`, cookie: kim.cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ATTEMPT_NOT_FOUND');
  });

  it.each([
    ['?slug=who-are-you', /Unknown assessment. Choose one of: whats-not-working, who-am-i/],
    ['?limit=0', /limit must be a whole number from 1 to 200/],
    ['?limit=201', /limit must be a whole number from 1 to 200/],
    ['?limit=ten', /limit must be a whole number from 1 to 200/],
    ['?before=yesterday', /before must be the id of one of your completed attempts/],
  ])('answers 400 with a clear detail for %s', async (query, detail) => {
    const res = await call(app, { method: 'GET', url: `/api/assessment/history${query}`, cookie: alice.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringMatching(detail) });
  });

  it("answers 404 for a before that is another user's attempt or one not finished", async () => {
    const jo = await signedInUser(app);
    const [theirs] = (await importResults(jo.cookie, [who('2', '2023-02-01T10:00:00.000Z')])).json().imported as { attempt_id: string }[];
    const open = (await submit(jo.cookie, scaleAnswer(wnw(), 0, '3'))).json().attempt_id as string;
    for (const [cookie, before] of [[alice.cookie, theirs!.attempt_id], [jo.cookie, open]] as const) {
      const res = await call(app, { method: 'GET', url: `/api/assessment/history?before=${before}`, cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ATTEMPT_NOT_FOUND', detail: expect.stringMatching(/could not find the attempt to list older ones from/) });
    }
  });
});

describe('POST /api/assessment/import stores each result once', () => {
  const answersOf = (selection: string) =>
    byTitle['Who Am I']!.questions.map((q) => ({ question_id: q.question_id, answer_data: { type: 'scale', selection } }));
  const resultAt = (completed_at: string, selection = '4') => ({ slug: 'who-am-i', answers: answersOf(selection), completed_at });

  it('the same result sent again (a double click) answers with the stored attempt and stores nothing', async () => {
    const erin = await signedInUser(app);
    const first = await importResults(erin.cookie, [resultAt('2024-03-01T08:00:00.000Z')]);
    expect(first.statusCode).toBe(201);
    const stored = first.json().imported[0];
    expect(stored.already_saved).toBe(false);
    // The same answers in another order, the time in another zone: still the same result.
    const again = await importResults(erin.cookie, [{ ...resultAt('2024-03-01T09:00:00+01:00'), answers: answersOf('4').reverse() }]);
    expect(again.statusCode).toBe(201);
    expect(again.json().imported).toEqual([{ ...stored, already_saved: true }]);
    expect(await historyOf(erin.cookie)).toHaveLength(1);
  });

  it('identical results inside one request collapse to one attempt; different ones are all kept', async () => {
    const fay = await signedInUser(app);
    const res = await importResults(fay.cookie, Array.from({ length: 8 }, () => resultAt('2024-03-02T08:00:00.000Z')));
    expect(res.statusCode).toBe(201);
    const imported = res.json().imported as { attempt_id: string; already_saved: boolean }[];
    expect(imported).toHaveLength(8);
    expect(new Set(imported.map((i) => i.attempt_id)).size).toBe(1);
    expect(imported.map((i) => i.already_saved)).toEqual([false, true, true, true, true, true, true, true]);
    expect(await historyOf(fay.cookie)).toHaveLength(1);

    // Another answer or another time is another result; so are results sent without a time in separate requests.
    const others = await importResults(fay.cookie, [resultAt('2024-03-02T08:00:00.000Z', '2'), resultAt('2024-03-02T08:00:01.000Z')]);
    expect(others.json().imported.map((i: { already_saved: boolean }) => i.already_saved)).toEqual([false, false]);
    const untimed = await importResults(fay.cookie, [{ slug: 'who-am-i', answers: answersOf('3') }, { slug: 'who-am-i', answers: answersOf('3') }]);
    expect(untimed.json().imported.map((i: { already_saved: boolean }) => i.already_saved)).toEqual([false, true]);
    expect(await historyOf(fay.cookie)).toHaveLength(4);
  });

  it('two identical requests at once store the result once', async () => {
    const gus = await signedInUser(app);
    const body = [resultAt('2024-03-03T08:00:00.000Z'), { slug: 'what-makes-me-thrive', answers: thrive().questions.map((q) => ({ question_id: q.question_id, answer_data: { type: 'text', text: 'Data puzzles.' } })), completed_at: '2024-03-03T08:05:00.000Z' }];
    const sent = await Promise.all([1, 2, 3, 4].map(() => importResults(gus.cookie, body)));
    expect(sent.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    for (const position of [0, 1]) {
      expect(new Set(sent.map((r) => r.json().imported[position].attempt_id)).size).toBe(1);
      expect(sent.filter((r) => !r.json().imported[position].already_saved)).toHaveLength(1);
    }
    expect(await historyOf(gus.cookie)).toHaveLength(2);
  });
});

describe('POST /api/assessment/import stores the completion time as sent', () => {
  const answers = () => byTitle['Who Am I']!.questions.map((q) => ({ question_id: q.question_id, answer_data: { type: 'scale', selection: '3' } }));

  it.each([
    ['the year 0001', () => '0001-01-01T00:00:00Z'],
    ['before 2000', () => '1999-12-31T23:59:59Z'],
    ['an hour ahead', () => new Date(Date.now() + 3_600_000).toISOString()],
    ['far in the future', () => '9999-12-31T23:59:59Z'],
  ])('refuses %s with a 400 and stores nothing', async (_name, completedAt) => {
    const hal = await signedInUser(app);
    const sent = completedAt();
    const res = await importResults(hal.cookie, [{ slug: 'who-am-i', answers: answers(), completed_at: '2024-01-01T00:00:00Z' }, { slug: 'who-am-i', answers: answers(), completed_at: sent }]);
    expect(res.statusCode).toBe(400);
    const detail = `The completion time must be a real date in the past; "${sent}" is not.`;
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail, issues: [{ path: 'body.results.1.completed_at', message: detail }] });
    expect(await historyOf(hal.cookie)).toEqual([]);
  });

  it('keeps a time from a clock a minute fast, and any past one, exactly as sent', async () => {
    const ida = await signedInUser(app);
    const ahead = new Date(Date.now() + 60_000).toISOString();
    const times = ['2000-01-01T00:00:00.000Z', '2023-06-15T12:34:56.789Z', ahead];
    const res = await importResults(ida.cookie, times.map((completed_at) => ({ slug: 'who-am-i', answers: answers(), completed_at })));
    expect(res.statusCode).toBe(201);
    expect(res.json().imported.map((i: { completed_at: string }) => i.completed_at)).toEqual(times);
    expect((await historyOf(ida.cookie)).map((a) => a.completed_at).sort()).toEqual([...times].sort());
  });
});

describe('DELETE /api/assessment/attempts/:id', () => {
  const remove = (id: string, cookie?: string, headers?: Record<string, string>) =>
    call(app, { method: 'DELETE', url: `/api/assessment/attempts/${id}`, cookie, headers });
  const ratings = (selection: string) => wnw().questions.map((q) => ({ question_id: q.question_id, answer_data: { type: 'scale', selection } }));
  const latestOf = async (cookie: string) => (await call(app, { method: 'GET', url: '/api/assessment/latest', cookie })).json().exercises;
  const answersLeft = async (attemptId: string) =>
    (await app.db.select({ n: count() }).from(assessmentAnswers).where(eq(assessmentAnswers.attemptId, attemptId)))[0]!.n;

  it("deletes one of the caller's results for good, with its answers; the latest and the history go on without it", async () => {
    const jo = await signedInUser(app);
    const older = { slug: 'whats-not-working', answers: ratings('4'), completed_at: '2024-05-01T09:00:00.000Z' };
    const newer = { slug: 'whats-not-working', answers: ratings('2'), completed_at: '2024-06-01T09:00:00.000Z' };
    const [kept, gone] = (await importResults(jo.cookie, [older, newer])).json().imported.map((i: { attempt_id: string }) => i.attempt_id);
    expect(await answersLeft(gone)).toBe(10);

    const res = await remove(gone, jo.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await historyOf(jo.cookie)).map((a) => a.attempt_id)).toEqual([kept]);
    expect(await latestOf(jo.cookie)).toEqual([expect.objectContaining({ slug: 'whats-not-working', completed: 1, previous: null, latest: expect.objectContaining({ attempt_id: kept }) })]);
    expect(await answersLeft(gone)).toBe(0);
    // The exercise's result is the one before now.
    expect((await result(jo.cookie, wnw().assessment_id)).json()).toMatchObject({ attempt_id: kept, completed_at: older.completed_at });

    // The last result of an exercise: the exercise leaves the dashboard's list.
    expect((await remove(kept, jo.cookie)).statusCode).toBe(204);
    expect(await latestOf(jo.cookie)).toEqual([]);
    // A second delete finds nothing: 404, not 500.
    expect((await remove(kept, jo.cookie)).json()).toMatchObject({ code: 'ATTEMPT_NOT_FOUND', detail: 'We could not find this result.' });
  });

  it('deletes an attempt still open, so the next answer starts afresh', async () => {
    const kit = await signedInUser(app);
    const opened = (await submit(kit.cookie, scaleAnswer(wnw(), 0, '5'))).json().attempt_id as string;
    expect((await remove(opened, kit.cookie)).statusCode).toBe(204);
    expect((await result(kit.cookie, wnw().assessment_id)).json()).toMatchObject({ attempt_id: null, answers: [] });
    const next = (await submit(kit.cookie, scaleAnswer(wnw(), 1, '3'))).json().attempt_id as string;
    expect(next).not.toBe(opened);
  });

  it('refuses nobody, another user, a malformed id and a cross-site request, and keeps the result', async () => {
    const lou = await signedInUser(app);
    const [mine] = (await importResults(lou.cookie, [{ slug: 'whats-not-working', answers: ratings('3') }])).json().imported.map((i: { attempt_id: string }) => i.attempt_id);
    expect((await remove(mine)).statusCode).toBe(401);
    const other = await remove(mine, bob.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('ATTEMPT_NOT_FOUND');
    const malformed = await remove('not-a-uuid', lou.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toMatch(/The attempt id must be a UUID/);
    expect((await remove(mine, lou.cookie, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await historyOf(lou.cookie)).map((a) => a.attempt_id)).toEqual([mine]);
  });

  it('takes a deleted thrive result out of the recommendations worked out from it', async () => {
    const max = await signedInUser(app);
    const texts = thrive().questions.map((q) => ({ question_id: q.question_id, answer_data: { type: 'text', text: 'Writing software and fixing bugs in code' } }));
    const [id] = (await importResults(max.cookie, [{ slug: 'what-makes-me-thrive', answers: texts }])).json().imported.map((i: { attempt_id: string }) => i.attempt_id);
    const latestRecommendations = () => call(app, { method: 'GET', url: '/api/recommendations/latest', cookie: max.cookie });
    expect((await latestRecommendations()).statusCode).toBe(200);
    expect((await remove(id, max.cookie)).statusCode).toBe(204);
    expect((await latestRecommendations()).json()).toMatchObject({ code: 'NO_THRIVE_ANSWERS' });
  });
});

describe("the user's data", () => {
  it('is part of GET /api/me/export and deleted with the account', async () => {
    const exported = await call(app, { method: 'GET', url: '/api/me/export', cookie: alice.cookie });
    expect(exported.statusCode).toBe(200);
    const data = exported.json().data as { assessments: { answers: unknown[] }[]; result_feedback: unknown[] };
    expect(data.assessments.length).toBeGreaterThanOrEqual(3);
    expect(data.assessments.some((a) => a.answers.length === 10)).toBe(true);
    expect(data.result_feedback).toHaveLength(1);

    await deleteUser(app.db, alice.userId);
    const left = await app.db.select({ n: count() }).from(assessmentAttempts).where(eq(assessmentAttempts.userId, alice.userId));
    expect(left[0]!.n).toBe(0);
  });
});
