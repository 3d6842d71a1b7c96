/** Script chunks that do not arrive within this time count as failed (spec section 9: 120 seconds). */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailureType = 'missing' | 'timeout';

/**
 * A route's code could not be loaded (deploy replaced the files, network dropped, or it took too long).
 * Carries what the spec's 'Loading chunk failed' screen shows: the failure type and the address.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly type: ChunkFailureType,
    readonly address: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk failed. (${type}: ${address})`, options);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/**
 * Wraps a dynamic import so a rejection or a time-out becomes a ChunkLoadError. Browsers word the rejection
 * differently ("Failed to fetch dynamically imported module: URL", "error loading dynamically imported module: URL");
 * the URL is taken from the message when present, otherwise the route path stands in for it.
 */
export function loadChunk<T>(load: () => Promise<T>, fallbackAddress: string, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', fallbackAddress)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('missing', addressFrom(error) ?? fallbackAddress, { cause: error }));
      },
    );
  });
}

function addressFrom(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /\b(?:https?:\/\/|\/)[^\s'"]+/u.exec(message)?.[0];
}
