// Where log lines go outside tests: standard output, in batches instead of one write (a system call, made while
// the request's answer waits behind it) per access line. Lines are written when 16 KiB are waiting or 50 ms after
// the first of them, whichever comes first, so an operator still sees a line within a blink; the lines still in
// memory when the process exits (process.exit, a crash) are written by the exit handler.
import { writeSync } from 'node:fs';

/** What pino needs of a destination, and lines built later. */
export interface LogDestination {
  write(line: string): void;
  /**
   * A line built only when it is written, in its place among the others: `build(value)`. Building the lines of a
   * batch one after another, while the code and data they touch stay in the processor's caches, is cheaper than
   * building each in the middle of its own request: for the access line, check-auth went from ~33 to ~28 us of CPU.
   */
  writeLater<T>(build: (value: T) => string, value: T): void;
  /** Writes every waiting line now. */
  flushSync(): void;
}

const sleepCell = new Int32Array(new SharedArrayBuffer(4));

export const FLUSH_BYTES = 16 * 1024;
export const FLUSH_DELAY_MS = 50;
/** What a line built later is assumed to take before it is built (an access line is 300-400 bytes). */
const LATER_LINE_BYTES = 512;

export function batchedDestination(fd: number): LogDestination {
  // Lines are encoded straight into one reused buffer: no array of lines to join and no new buffer per write.
  const buffer = Buffer.allocUnsafeSlow(4 * FLUSH_BYTES);
  // UTF-8 needs at most 3 bytes per UTF-16 unit: a line of up to this many units always fits an empty buffer.
  const ROOM_CHARS = Math.floor(buffer.length / 3);
  let used = 0;
  /** Lines to build, as pairs: build, value. */
  const later: unknown[] = [];
  let timer: NodeJS.Timeout | undefined;
  let broken = false;

  function writeAll(data: Uint8Array) {
    let offset = 0;
    while (!broken && offset < data.length) {
      try {
        offset += writeSync(fd, data, offset, data.length - offset);
      } catch (error) {
        // A non-blocking pipe that is full: wait a moment, as pino's own destination does.
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') Atomics.wait(sleepCell, 0, 0, 10);
        // Nobody reads the output any more (EPIPE, closed descriptor): the lines have nowhere to go.
        else broken = true;
      }
    }
  }

  function writeBuffered() {
    if (used === 0) return;
    const waiting = buffer.subarray(0, used);
    used = 0;
    writeAll(waiting);
  }

  function append(line: string) {
    if (line.length > ROOM_CHARS) {
      // A huge line (an error with a long stack): what waits goes first, then the line itself.
      writeBuffered();
      writeAll(Buffer.from(line, 'utf8'));
      return;
    }
    if (used + 3 * line.length > buffer.length) writeBuffered();
    used += buffer.write(line, used, 'utf8');
  }

  function buildLater() {
    for (let i = 0; i < later.length; i += 2) append((later[i] as (value: unknown) => string)(later[i + 1]));
    later.length = 0;
  }

  function flushSync() {
    clearTimeout(timer);
    timer = undefined;
    buildLater();
    writeBuffered();
  }

  function flushSoon() {
    if (used + (later.length / 2) * LATER_LINE_BYTES >= FLUSH_BYTES) flushSync();
    // unref: waiting lines never keep the process alive; the exit handler writes them.
    else timer ??= setTimeout(flushSync, FLUSH_DELAY_MS).unref();
  }

  return {
    write(line) {
      if (later.length > 0) buildLater();
      append(line);
      flushSoon();
    },
    writeLater(build, value) {
      later.push(build, value);
      flushSoon();
    },
    flushSync,
  };
}

let stdout: LogDestination | undefined;

/** The process's one standard-output destination (every app built in this process shares it). */
export function stdoutDestination(): LogDestination {
  if (!stdout) {
    const destination = batchedDestination(1);
    process.on('exit', () => destination.flushSync());
    stdout = destination;
  }
  return stdout;
}
