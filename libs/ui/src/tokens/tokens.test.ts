import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { colorTokens, fontTokens } from './tokens';

// import.meta.dirname is this file's folder under Vitest whatever the working directory.
const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

function cssValue(name: string): string | undefined {
  return new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
}

describe('tokens.ts mirrors tokens.css (the chart theme reads the TS copy)', () => {
  it.each(Object.entries({ ...colorTokens, ...fontTokens }))('%s matches', (name, value) => {
    expect(cssValue(name)?.toLowerCase()).toBe(value.toLowerCase());
  });
});
