import { describe, expect, it } from 'vitest';
import { allowedOrigins } from '../../src/lib/allowed-origins';

describe('allowedOrigins', () => {
  it('given a public site, allows exactly its origin', () => {
    expect([...allowedOrigins('https://waypoint.example/some/path')]).toEqual(['https://waypoint.example']);
  });

  it('given a loopback address, allows its loopback spellings on the same scheme and port only', () => {
    const origins = allowedOrigins('http://localhost:4000');
    expect([...origins].sort()).toEqual(['http://127.0.0.1:4000', 'http://[::1]:4000', 'http://localhost:4000']);
    expect(origins.has('http://localhost:4001')).toBe(false);
    expect(origins.has('https://localhost:4000')).toBe(false);
    expect([...allowedOrigins('http://127.0.0.1')]).toContain('http://localhost');
  });
});
