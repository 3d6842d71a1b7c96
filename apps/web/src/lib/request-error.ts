// A failed API call as an Error carrying the HTTP status and the API's human-readable `detail` (the { code, detail }
// error shape), so screens can show `detail` and tell "not there yet" (404) or "signed out" (401) from a failure.
export class RequestError extends Error {
  override name = 'RequestError';
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
  ) {
    super(detail);
  }
}

export function fail(response: Response, error: unknown): never {
  const body = (error ?? {}) as { code?: unknown; detail?: unknown };
  const detail = typeof body.detail === 'string' ? body.detail : `The server answered ${response.status}.`;
  throw new RequestError(response.status, typeof body.code === 'string' ? body.code : 'HTTP_ERROR', detail);
}
