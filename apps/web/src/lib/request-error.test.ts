import { describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { RequestError, TRY_AGAIN, UNREACHABLE, fail } from './request-error';

/** What the SPA's client makes of an answer: the failure `fail` throws for it. */
async function failureFor(answer: Response): Promise<RequestError> {
  vi.stubGlobal('fetch', () => Promise.resolve(answer));
  const { error, response } = await api.GET('/api/me');
  try {
    fail(response, error);
  } catch (thrown) {
    if (thrown instanceof RequestError) return thrown;
  }
  throw new Error('fail did not throw a RequestError');
}

describe('RequestError', () => {
  it("given the API's error shape, it carries the status, the code and the server's detail", async () => {
    const failure = await failureFor(
      Response.json({ code: 'UNAUTHENTICATED', detail: 'Please log in to continue.', request_id: 'r1' }, { status: 401 }),
    );
    expect(failure).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Please log in to continue.', serverDetail: 'Please log in to continue.' });
  });

  it("carries the API's per-field issues, and none when the answer had none", async () => {
    const issues = [{ path: 'body.targetRole', message: 'We don\'t know the role "Wizard".', code: 'UNKNOWN_ROLE' }];
    const failure = await failureFor(Response.json({ code: 'UNKNOWN_ROLE', detail: issues[0]!.message, request_id: 'r1', issues }, { status: 400 }));
    expect(failure.issues).toEqual(issues);
    expect((await failureFor(new Response('<h1>Bad gateway</h1>', { status: 502 }))).issues).toEqual([]);
  });

  it("given another answer (a proxy's page), it has no server detail and says what the server answered", async () => {
    const failure = await failureFor(new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect(failure).toMatchObject({ status: 502, code: 'HTTP_ERROR', message: 'The server answered 502.', serverDetail: null });
  });

  it('given a fallback, it is the message when the server gave no detail, and only then', () => {
    expect(new RequestError(503, 'down', TRY_AGAIN).message).toBe(TRY_AGAIN);
    const detail = 'Please confirm your email address first. We can send you a new confirmation link.';
    expect(new RequestError(403, { code: 'EMAIL_NOT_CONFIRMED', detail, request_id: 'r' }, TRY_AGAIN).message).toBe(detail);
  });
});

describe("the SPA's client when no answer comes", () => {
  it('turns a dropped connection into a RequestError a person can read, with no server detail', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await api.GET('/api/me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({ status: 0, code: 'HTTP_ERROR', message: UNREACHABLE, serverDetail: null });
  });

  it('leaves an abort an abort, so React Query treats a cancelled read as cancelled, not failed', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', (request: Request) =>
      new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))),
    );
    const pending = api.GET('/api/me', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    const failure = await pending;
    expect(failure).not.toBeInstanceOf(RequestError);
    expect(failure).toMatchObject({ name: 'AbortError' });
  });
});
