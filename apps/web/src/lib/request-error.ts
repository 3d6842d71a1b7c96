import { isApiError, type ApiError } from '@waypoint/api-client';

/** For screens that show the error's message as it is and have no fallback text of their own. */
export const TRY_AGAIN = 'Something went wrong. Please try again.';

/** When no answer came at all: the connection dropped, or the server could not be reached. */
export const UNREACHABLE = 'We could not reach Waypoint. Check your connection.';

// A failed API call as an Error carrying the HTTP status and the API's { code, detail } error shape, so screens can
// show `detail` and tell "not there yet" (404) or "signed out" (401) from a failure.
export class RequestError extends Error {
  override name = 'RequestError';
  /** The API's code, or 'HTTP_ERROR' when the answer was not its error shape. */
  readonly code: string;
  /**
   * The API's own explanation, or null when the answer was not its error shape (a proxy's page, a cut connection),
   * so a screen can show its own words instead of the bare `message`.
   */
  readonly serverDetail: string | null;
  /** The API's per-field issues (path such as 'body.targetRole', message, code), so a form can show each by its field. */
  readonly issues: NonNullable<ApiError['issues']>;

  /** `message` is the server's detail, else `fallback`. */
  constructor(
    readonly status: number,
    body: unknown,
    fallback = `The server answered ${status}.`,
  ) {
    const apiError = isApiError(body) ? body : null;
    super(apiError?.detail ?? fallback);
    this.code = apiError?.code ?? 'HTTP_ERROR';
    this.serverDetail = apiError?.detail ?? null;
    this.issues = apiError?.issues ?? [];
  }
}

/** Throws the failed answer of an openapi-fetch call (its `response` and `error`) as a RequestError. */
export function fail(response: Response, error: unknown, fallback?: string): never {
  throw new RequestError(response.status, error, fallback);
}
