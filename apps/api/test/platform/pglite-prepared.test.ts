// Named prepared statements on PGlite (src/db/pglite-prepared.ts). What the app relies on: every query answers
// exactly what PGlite's own query() answers, each SQL text is parsed once, errors reach the caller without spoiling
// the connection, the statement cache stays bounded, and no query runs inside another caller's transaction.
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPgliteDatabase } from '../../src/db/client';
import { withPreparedStatements } from '../../src/db/pglite-prepared';

let raw: PGlite;
let prepared: PGlite;

async function preparedCount(): Promise<number> {
  const { rows } = await raw.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
  return rows[0]!.n;
}

// One database for the file (starting PGlite takes seconds); each test gets a fresh table, no statements, a new cache.
beforeAll(() => {
  raw = new PGlite();
});

afterAll(async () => {
  await raw.close();
});

beforeEach(async () => {
  prepared = withPreparedStatements(raw, 3);
  await raw.exec(`deallocate all; drop table if exists items; create table items (
    id uuid primary key, name text not null unique, price numeric, count int, active boolean,
    tags text[], data jsonb, created_at timestamptz not null)`);
});

describe('withPreparedStatements', () => {
  const insert = 'insert into items values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, name';
  const values = (id: string, name: string) => [id, name, '12.50', 7, true, ['a', 'b c'], { nested: { list: [1, 2] } }, new Date('2026-01-02T03:04:05.678Z')];

  it('answers what PGlite query() answers: rows, fields and affected rows, in object and array mode, with the given parsers', async () => {
    const mine = await prepared.query(insert, values('00000000-0000-4000-8000-000000000001', 'first'));
    const theirs = await raw.query(insert, values('00000000-0000-4000-8000-000000000002', 'second'));
    expect({ ...mine, rows: [] }).toEqual({ ...theirs, rows: [] });
    expect(mine.rows).toEqual([{ id: '00000000-0000-4000-8000-000000000001', name: 'first' }]);

    const select = 'select * from items where name = $1 or $2::int is null order by name';
    for (const options of [undefined, { rowMode: 'array' as const }, { parsers: { [types.TIMESTAMPTZ]: (text: string) => `raw:${text}` } }]) {
      const a = await prepared.query(select, ['first', null], options);
      const b = await raw.query(select, ['first', null], options);
      expect(a).toEqual(b);
      expect(a.rows).toHaveLength(2);
    }
    // Statements without rows: the counts.
    for (const name of ['first', 'nobody']) {
      expect(await prepared.query('update items set count = count + 1 where name = $1', [name])).toEqual(await raw.query('update items set count = count + 1 where name = $1', [name]));
    }
  });

  it('parses each SQL text once and reuses the statement', async () => {
    for (let i = 0; i < 5; i += 1) await prepared.query('select $1::int + 1 as n', [i]);
    const { rows } = await raw.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(rows.map((r) => r.statement)).toEqual(['select $1::int + 1 as n']);
    expect((await prepared.query<{ n: number }>('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
  });

  it('keeps at most the given number of statements, closing the least recently used', async () => {
    for (let i = 0; i < 6; i += 1) {
      await prepared.query(`select ${i} as n`);
      expect(await preparedCount()).toBeLessThanOrEqual(3);
    }
    // The most recent ones are still prepared and answer.
    expect((await prepared.query<{ n: number }>('select 5 as n')).rows).toEqual([{ n: 5 }]);
  });

  it('rejects a failing query with the database error and keeps working afterwards', async () => {
    await prepared.query(insert, values('00000000-0000-4000-8000-000000000001', 'first'));
    await expect(prepared.query(insert, values('00000000-0000-4000-8000-000000000003', 'first'))).rejects.toMatchObject({ code: '23505' });
    await expect(prepared.query('selec nothing')).rejects.toMatchObject({ code: '42601' });
    // The same statement works again with other values, and the connection is in a clean state (no open transaction).
    const { rows } = await prepared.query(insert, values('00000000-0000-4000-8000-000000000004', 'second'));
    expect(rows).toEqual([{ id: '00000000-0000-4000-8000-000000000004', name: 'second' }]);
    expect((await raw.query<{ n: number }>('select count(*)::int as n from items')).rows[0]!.n).toBe(2);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insideTransaction = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = prepared.transaction(async (tx) => {
      await tx.query(insert, values('00000000-0000-4000-8000-000000000005', 'pending'));
      inserted();
      await held;
      throw new Error('roll back');
    });
    await insideTransaction;
    let answered = false;
    const count = prepared.query<{ n: number }>('select count(*)::int as n from items').then((result) => {
      answered = true;
      return result.rows[0]!.n;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).toBe(false);
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect(await count).toBe(0);
  });
});

describe('the PGlite database of the app', () => {
  it('sends drizzle queries through named statements', async () => {
    const database = createPgliteDatabase();
    try {
      await database.db.execute(sql`select ${1}::int as one`);
      await database.db.execute(sql`select ${2}::int as one`);
      const { rows } = await database.client.query<{ statement: string }>('select statement from pg_prepared_statements');
      expect(rows.map((r) => r.statement)).toEqual(['select $1::int as one']);
    } finally {
      await database.close();
    }
  });
});
