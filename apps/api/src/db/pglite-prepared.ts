// Named prepared statements for PGlite. PGlite's query() parses and plans its SQL every time and crosses into the
// database in six steps (parse, describe, bind, describe, execute, sync), each a separate call into WebAssembly on
// the event loop. drizzle sends the same few dozen SQL texts over and over, so here each text is parsed once, as a
// named statement, and every later call is one step: bind, describe, execute and sync in one message. The database
// part of a typical query takes about a quarter of the CPU time it did, a whole drizzle query about half (measured
// with PGlite 0.5); with one embedded connection on the event loop, that is throughput for every route that queries.
import { parse, protocol, types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type Query = PGlite['query'];

/** Distinct SQL texts kept prepared; drizzle builds a bounded set, except lists of varying length (`in (...)`). */
const DEFAULT_MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  /** Parameter type OIDs, as the database inferred them: they pick each value's serializer, as query() does. */
  paramTypes: number[];
}

/**
 * The client drizzle is given: `client` itself for everything but query(), which runs through named statements.
 * Queries that need what only PGlite's own query() does (blobs for COPY, caller-chosen parameter types or
 * serializers, notices) take that path unchanged, and so do queries inside a transaction (drizzle runs them on
 * PGlite's transaction object, not on this client).
 */
export function withPreparedStatements(client: PGlite, maxStatements = DEFAULT_MAX_STATEMENTS): PGlite {
  const statements = new Map<string, Statement>();
  /** Statements evicted from the cache, closed in the database with the next message. */
  let toClose: Uint8Array[] = [];
  let counter = 0;

  async function prepare(text: string): Promise<Statement> {
    const name = `waypoint_${(counter += 1)}`;
    const described = await client.execProtocol(concat([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]), {
      syncToFs: false,
    });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
    if (statements.size >= maxStatements) {
      // Map order is insertion order: the oldest goes (a used statement is re-inserted, so this is least recently used).
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      toClose.push(protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const message = concat([
      ...toClose,
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    toClose = [];
    let result;
    try {
      // One message, Sync included: after an error the database skips to the Sync and is ready for the next query.
      result = await client.execProtocol(message, { syncToFs: false });
    } catch (error) {
      // Prepared again next time: the error may be the statement's own (a plan made stale by a schema change).
      statements.delete(text);
      toClose.push(protocol.serialize.close({ type: 'S', name: statement.name }));
      throw error;
    }
    await client.syncToFs();
    return toResults<T>(result.messages, client.parsers, options);
  }

  const query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob || options?.paramTypes || options?.serializers || options?.onNotice) return client.query<T>(text, params, options);
    await client._checkReady();
    // The same locks as PGlite's query(): never in the middle of a transaction or of another query.
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(text, params, options)));
  }) as Query;

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

type Parser = (text: string, typeId: number) => unknown;
type Message = { name: string; fields?: unknown[]; text?: string };

/**
 * The result of one statement, as PGlite's parseResults() builds it. Its own version merges the caller's parsers
 * into a copy of all ~300 default ones on every call; here each column's parser is looked up once per result.
 */
function toResults<T>(messages: readonly Message[], defaults: Record<number, Parser>, options: QueryOptions | undefined): Results<T> {
  const custom = options?.parsers as Record<number, Parser> | undefined;
  const asArrays = options?.rowMode === 'array';
  let fields: { name: string; dataTypeID: number }[] = [];
  let parsers: (Parser | undefined)[] = [];
  const rows: unknown[] = [];
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = (message.fields as { name: string; dataTypeID: number }[]).map(({ name, dataTypeID }) => ({ name, dataTypeID }));
      parsers = fields.map(({ dataTypeID }) => custom?.[dataTypeID] ?? defaults[dataTypeID] ?? (types.parsers as Record<number, Parser>)[dataTypeID]);
    } else if (message.name === 'dataRow') {
      const values = (message.fields as (string | null)[]).map((text, i) => (text === null ? null : parsers[i] ? parsers[i](text, fields[i]!.dataTypeID) : text));
      // fromEntries, as PGlite: a column named __proto__ becomes a property, never the row's prototype.
      rows.push(asArrays ? values : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])));
    } else if (message.name === 'commandComplete') {
      const words = message.text!.split(' ');
      const command = words[0]!;
      const count = parseInt(words[words.length - 1]!, 10);
      const affectedRows = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command) ? count : 0;
      return { rows, fields, command, affectedRows, ...(Number.isNaN(count) ? {} : { rowCount: count }) } as Results<T>;
    }
  }
  return { affectedRows: 0, rows: [], fields: [] } as Results<T>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
