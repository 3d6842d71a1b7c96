// Errors a handler throws on purpose. The error handler turns them into the one JSON error shape
// { code, detail, request_id, issues? } (see plugins/external/errors.ts).
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly issues?: unknown[],
  ) {
    super(detail);
  }
}

export function httpError(statusCode: number, code: string, detail: string, issues?: unknown[]): HttpError {
  return new HttpError(statusCode, code, detail, issues);
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
