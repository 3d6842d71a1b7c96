// A request's log lines, as an operator reads them: each carries the request id, whatever shape it was logged in,
// and the route's level is honoured both ways (quieter probes, a noisier route under a quiet server).
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLoggerFactory } from '../../src/lib/request-logger';

type Line = Record<string, unknown> & { level: number; msg?: string; reqId?: string };

async function appLogging(rootLevel: string, routeLevel: string | undefined, log: (logger: FastifyBaseLogger) => void) {
  const lines: Line[] = [];
  const app = Fastify({
    logger: { level: rootLevel, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } },
    childLoggerFactory: requestLoggerFactory,
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => 'req-1',
  });
  app.get('/', { ...(routeLevel ? { logLevel: routeLevel as 'info' } : {}) }, async (request) => {
    log(request.log);
    return { ok: true };
  });
  expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  await app.close();
  return lines;
}

describe('the request logger', () => {
  it('given an object, a message or an error, writes one line bound to the request id', async () => {
    const failure = new Error('the database went away');
    const lines = await appLogging('info', undefined, (log) => {
      log.info({ user_id: 'u1' }, 'signed in');
      log.warn('retrying in %d ms', 250);
      log.error(failure);
    });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ reqId: 'req-1', user_id: 'u1', msg: 'signed in', level: 30 });
    expect(lines[1]).toMatchObject({ reqId: 'req-1', msg: 'retrying in 250 ms', level: 40 });
    expect(lines[2]).toMatchObject({ reqId: 'req-1', msg: 'the database went away', level: 50, err: { type: 'Error', message: 'the database went away' } });
  });

  it("given a route quieter than the server (a probe at warn), drops the route's info lines", async () => {
    const lines = await appLogging('info', 'warn', (log) => {
      log.info('not written');
      log.warn('written');
    });
    expect(lines.map((line) => line.msg)).toEqual(['written']);
  });

  it('given a route noisier than the server (debug under info), writes its debug lines', async () => {
    const lines = await appLogging('info', 'debug', (log) => log.debug({ step: 2 }, 'detail'));
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-1', step: 2, msg: 'detail', level: 20 })]);
  });

  it('given a child, binds both the request id and its own bindings', async () => {
    const lines = await appLogging('info', undefined, (log) => log.child({ job: 'mail' }).info('sent'));
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-1', job: 'mail', msg: 'sent' })]);
  });
});
