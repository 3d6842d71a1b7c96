// Where log lines go outside tests: standard output, in batches instead of one write (a system call, made while
// the request's answer waits behind it) per access line. Lines are written when 16 KiB are waiting or 50 ms after
// the first of them, whichever comes first, so an operator still sees a line within a blink; the lines still in
// memory when the process exits (process.exit, a crash) are written by the exit handler.
import { writeSync } from 'node:fs';

/** What pino needs of a destination. */
export interface LogDestination {
  write(line: string): void;
  /** Writes every waiting line now. */
  flushSync(): void;
}

const sleepCell = new Int32Array(new SharedArrayBuffer(4));

export const FLUSH_BYTES = 16 * 1024;
export const FLUSH_DELAY_MS = 50;

export function batchedDestination(fd: number): LogDestination {
  let lines: string[] = [];
  let waiting = 0;
  let timer: NodeJS.Timeout | undefined;
  let broken = false;

  function flushSync() {
    clearTimeout(timer);
    timer = undefined;
    waiting = 0;
    if (lines.length === 0) return;
    const data = Buffer.from(lines.join(''), 'utf8');
    lines = [];
    if (broken) return;
    let offset = 0;
    while (offset < data.length) {
      try {
        offset += writeSync(fd, data, offset);
      } catch (error) {
        // A non-blocking pipe that is full: wait a moment, as pino's own destination does.
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') {
          Atomics.wait(sleepCell, 0, 0, 10);
          continue;
        }
        // Nobody reads the output any more (EPIPE, closed descriptor): the lines have nowhere to go.
        broken = true;
        return;
      }
    }
  }

  return {
    write(line) {
      lines.push(line);
      waiting += line.length;
      if (waiting >= FLUSH_BYTES) flushSync();
      // unref: waiting lines never keep the process alive; the exit handler writes them.
      else timer ??= setTimeout(flushSync, FLUSH_DELAY_MS).unref();
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
