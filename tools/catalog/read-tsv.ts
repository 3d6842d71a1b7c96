// Tab-separated files with a header line (O*NET text release, BLS tables), read line by line so a large file
// (Alternate Titles is 4.5 MB) never has to sit in memory as one string.
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { createInterface } from 'node:readline';

export type TsvRow = Readonly<Record<string, string>>;

export async function* readTsv(path: string): AsyncGenerator<TsvRow> {
  const lines = createInterface({ input: createReadStream(path, { encoding: 'utf8' }), crlfDelay: Infinity });
  let header: string[] | undefined;
  for await (const rawLine of lines) {
    // BLS exports may start with a byte-order mark.
    const line = header === undefined ? rawLine.replace(/^\uFEFF/, '') : rawLine;
    if (line.trim() === '') continue;
    const cells = line.split('\t');
    if (header === undefined) {
      header = cells.map((c) => c.trim());
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((name, i) => {
      row[name] = (cells[i] ?? '').trim();
    });
    yield row;
  }
}

export async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** A column by name, or the first of several spellings (BLS headers differ between releases). */
export function col(row: TsvRow, ...names: string[]): string {
  for (const name of names) {
    const value = row[name];
    if (value !== undefined) return value;
  }
  return '';
}
