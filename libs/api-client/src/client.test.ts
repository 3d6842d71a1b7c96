import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, isApiError } from './index';

// A real local HTTP server stands in for the API: it records what the client sent and answers like the API does.
describe('createApiClient', () => {
  let server: Server;
  let baseUrl: string;
  const seen: IncomingMessage[] = [];
  // Node's fetch ignores `credentials`; record what the client asked for at the fetch boundary instead.
  const requestedCredentials: (RequestCredentials | undefined)[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req);
      if (req.url === '/api/health') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok' }));
        return;
      }
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'DATABASE_UNAVAILABLE', detail: 'The database is not answering.', request_id: 'req-1' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const recordingFetch: typeof fetch = (input, init) => {
    requestedCredentials.push(input instanceof Request ? input.credentials : init?.credentials);
    return fetch(input, init);
  };

  it('sends requests with credentials included and parses a success body', async () => {
    const client = createApiClient(baseUrl, { fetch: recordingFetch });
    const { data, error } = await client.GET('/api/health');
    expect(error).toBeUndefined();
    expect(data).toEqual({ status: 'ok' });
    expect(requestedCredentials.at(-1)).toBe('include');
    expect(seen.at(-1)?.headers.accept).toBe('application/json');
  });

  it('returns the error shape for a 5xx answer', async () => {
    const client = createApiClient(baseUrl, { fetch: recordingFetch });
    const { data, error, response } = await client.GET('/api/ready');
    expect(data).toBeUndefined();
    expect(response.status).toBe(503);
    expect(isApiError(error)).toBe(true);
    expect(error).toEqual({ code: 'DATABASE_UNAVAILABLE', detail: 'The database is not answering.', request_id: 'req-1' });
  });
});
