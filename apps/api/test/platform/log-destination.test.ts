import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { batchedDestination, FLUSH_BYTES, FLUSH_DELAY_MS } from '../../src/lib/log-destination';

describe('the batched log destination', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function tempFile() {
    dir = await mkdtemp(join(tmpdir(), 'waypoint-log-'));
    const path = join(dir, 'out.log');
    return { path, fd: openSync(path, 'w') };
  }

  it('writes waiting lines together, in order, shortly after the first of them', async () => {
    const { path, fd } = await tempFile();
    const destination = batchedDestination(fd);
    destination.write('{"n":1}\n');
    destination.write('{"n":2}\n');
    destination.write('{"n":3,"text":"é ✓"}\n');
    expect(readFileSync(path, 'utf8')).toBe('');
    await new Promise((resolve) => setTimeout(resolve, FLUSH_DELAY_MS + 30));
    expect(readFileSync(path, 'utf8')).toBe('{"n":1}\n{"n":2}\n{"n":3,"text":"é ✓"}\n');
    destination.write('{"n":4}\n');
    await new Promise((resolve) => setTimeout(resolve, FLUSH_DELAY_MS + 30));
    expect(readFileSync(path, 'utf8').split('\n').filter(Boolean)).toHaveLength(4);
    closeSync(fd);
  });

  it('writes at once when enough has piled up, without waiting for the delay', async () => {
    const { path, fd } = await tempFile();
    const destination = batchedDestination(fd);
    const line = `${JSON.stringify({ filler: 'x'.repeat(1000) })}\n`;
    const count = Math.ceil(FLUSH_BYTES / line.length);
    for (let i = 0; i < count; i += 1) destination.write(line);
    expect(readFileSync(path, 'utf8')).toBe(line.repeat(count));
    closeSync(fd);
  });

  it('writes waiting lines at once on flushSync (the exit handler)', async () => {
    const { path, fd } = await tempFile();
    const destination = batchedDestination(fd);
    destination.write('last words\n');
    destination.flushSync();
    expect(readFileSync(path, 'utf8')).toBe('last words\n');
    closeSync(fd);
  });

  it('writes a line longer than the whole batch after the lines waiting before it, byte for byte', async () => {
    const { path, fd } = await tempFile();
    const destination = batchedDestination(fd);
    const huge = `${JSON.stringify({ stack: 'é✓'.repeat(FLUSH_BYTES * 2) })}\n`;
    destination.write('first\n');
    destination.write(huge);
    destination.write('after\n');
    destination.flushSync();
    expect(readFileSync(path, 'utf8')).toBe(`first\n${huge}after\n`);
    closeSync(fd);
  });

  it('builds a line given for later only when it is written, in its place among the others', async () => {
    const { path, fd } = await tempFile();
    const destination = batchedDestination(fd);
    const built: number[] = [];
    const build = (n: number) => {
      built.push(n);
      return `{"later":${n}}\n`;
    };
    destination.write('{"n":1}\n');
    destination.writeLater(build, 2);
    destination.writeLater(build, 3);
    expect(built).toEqual([]);
    destination.write('{"n":4}\n');
    expect(built).toEqual([2, 3]);
    destination.writeLater(build, 5);
    destination.flushSync();
    expect(readFileSync(path, 'utf8')).toBe('{"n":1}\n{"later":2}\n{"later":3}\n{"n":4}\n{"later":5}\n');
    closeSync(fd);
  });

  it('drops lines without throwing when the output refuses them', () => {
    // /dev/full answers every write with ENOSPC, like an output nobody can take lines from any more.
    const fd = openSync('/dev/full', 'w');
    const destination = batchedDestination(fd);
    destination.write('nobody reads this\n');
    expect(() => destination.flushSync()).not.toThrow();
    closeSync(fd);
  });
});
