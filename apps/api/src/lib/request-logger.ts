import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
// pino's types, through fastify's (pino is fastify's dependency, not ours).
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LogArgs = [obj: unknown, msg?: string, ...args: unknown[]];

/**
 * A request's logger. Fastify builds a pino child per request to bind the request id to its lines; with redaction on,
 * building it costs more than answering a probe, and most requests write only their access line. This one writes
 * through the parent with the bindings merged into the line, and builds the child only when the parent cannot stand
 * in (a route level below the parent's, options other than the level, child(), or the level changed).
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #needsChild: boolean;

  constructor(
    private readonly parent: FastifyBaseLogger & { levels: { values: Record<string, number> } },
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    let needsChild = false;
    for (const key in options) if (key !== 'level') needsChild = true;
    this.#needsChild = needsChild;
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  isLevelEnabled(level: Level): boolean {
    const values = this.parent.levels.values;
    // 'silent' is not in values: nothing is enabled under it.
    return values[level]! >= (values[this.level] ?? Infinity);
  }

  fatal(...args: LogArgs): void {
    this.write('fatal', args);
  }
  error(...args: LogArgs): void {
    this.write('error', args);
  }
  warn(...args: LogArgs): void {
    this.write('warn', args);
  }
  info(...args: LogArgs): void {
    this.write('info', args);
  }
  debug(...args: LogArgs): void {
    this.write('debug', args);
  }
  trace(...args: LogArgs): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  private logger(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: Level, [obj, ...rest]: LogArgs): void {
    if (!this.isLevelEnabled(level)) return;
    const values = this.parent.levels.values;
    if (this.#child || this.#needsChild || values[level]! < (values[this.parent.level] ?? Infinity)) {
      (this.logger()[level] as (...args: unknown[]) => void)(obj, ...rest);
      return;
    }
    const write = this.parent[level] as (...args: unknown[]) => void;
    // The shapes pino accepts: (error, msg?), (object, msg?, ...args), (msg, ...args).
    if (obj instanceof Error) write.call(this.parent, { ...this.bindings, err: obj }, rest[0] ?? obj.message, ...rest.slice(1));
    else if (typeof obj === 'object' && obj !== null) write.call(this.parent, { ...this.bindings, ...obj }, ...rest);
    else write.call(this.parent, this.bindings, obj, ...rest);
  }
}

/** Fastify's childLoggerFactory: every request gets a RequestLogger. */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new RequestLogger(logger as RequestLogger['parent'], bindings, options);
}
