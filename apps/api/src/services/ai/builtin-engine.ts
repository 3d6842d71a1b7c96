import type { z } from 'zod';
import { AiTaskUnsupportedError, type AiEngine, type BuiltinTaskHandler, type StructuredRequest } from './engine';

/**
 * The built-in engine: deterministic, offline. Features register one handler per task (catalogue + classic NLP);
 * the same input always gives the same output, which keeps tests and fallbacks predictable.
 */
export class BuiltinAiEngine implements AiEngine {
  readonly name = 'builtin';
  private readonly handlers = new Map<string, BuiltinTaskHandler>();

  constructor(handlers: Record<string, BuiltinTaskHandler> = {}) {
    for (const [task, handler] of Object.entries(handlers)) this.handlers.set(task, handler);
  }

  register(task: string, handler: BuiltinTaskHandler): this {
    this.handlers.set(task, handler);
    return this;
  }

  has(task: string): boolean {
    return this.handlers.has(task);
  }

  async generateStructured<S extends z.ZodType>(request: StructuredRequest<S>) {
    const handler = this.handlers.get(request.task);
    if (!handler) throw new AiTaskUnsupportedError(request.task);
    // Parsing our own output too: a handler that drifts from its schema is a bug we want to see at once.
    return { value: request.schema.parse(await handler(request.input)) as z.output<S>, engine: 'builtin' as const };
  }
}
