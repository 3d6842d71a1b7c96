import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configSchema, loadConfig } from '../../src/config';

describe('configuration', () => {
  it('given no environment, uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, PUBLIC_URL: 'http://localhost:3000', PGLITE_DIR: '.data/pglite', AI_TIMEOUT_MS: 20000, OIDC_ISSUER: 'https://accounts.google.com' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('given a PORT and no PUBLIC_URL, the public address is that port on localhost; a set PUBLIC_URL is kept', () => {
    expect(loadConfig({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '4000', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '0' }).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4000', PUBLIC_URL: 'https://waypoint.example' }).PUBLIC_URL).toBe('https://waypoint.example');
  });

  it('given a bad value, throws one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid environment variable PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('given PDF_FALLBACK_FONT, takes a font file and stops the start on anything else, naming the variable', () => {
    const font = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
    expect(loadConfig({ PDF_FALLBACK_FONT: font }).PDF_FALLBACK_FONT).toBe(font);
    expect(loadConfig({ PDF_FALLBACK_FONT: '' }).PDF_FALLBACK_FONT).toBeUndefined();
    const message = /^Invalid environment variable PDF_FALLBACK_FONT: is not a readable \.ttf, \.otf or \.ttc font file$/;
    expect(() => loadConfig({ PDF_FALLBACK_FONT: '/no/such/font.ttf' })).toThrow(message);
    // A file, but no font: the first PDF would have failed.
    expect(() => loadConfig({ PDF_FALLBACK_FONT: resolve(import.meta.dirname, '../../package.json') })).toThrow(message);
    expect(() => loadConfig({ PDF_FALLBACK_FONT: import.meta.dirname })).toThrow(message);
  });

  it('.env.example lists every variable, and its values are the defaults', () => {
    const text = readFileSync(resolve(import.meta.dirname, '../../../../.env.example'), 'utf8');
    const env = Object.fromEntries([...text.matchAll(/^([A-Z_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
    expect(Object.keys(env).sort()).toEqual(Object.keys(configSchema.shape).sort());
    expect(loadConfig(env)).toEqual(loadConfig({}));
  });
});
