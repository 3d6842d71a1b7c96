import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AiEngine, StructuredRequest } from './engine';
import { DATA_RULE, loadPrompts, userDataMessage, type Prompt } from './prompts';

export interface ProviderEngineOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
  /** At most this many provider calls at once; past it the fallback answers at once (no queue to pile up). */
  maxConcurrency?: number;
  fallback: AiEngine;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  prompts?: Map<string, Prompt>;
  /** Told how each call ended ('provider', or why the built-in engine answered instead), e.g. for metrics. */
  onOutcome?: (outcome: AiOutcome) => void;
}

const chatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

/** Why the provider's answer was not used; logged instead of the error so no user text reaches the logs. */
type FailureReason = 'timeout' | 'http-error' | 'network' | 'invalid-output' | 'busy';
export type AiOutcome = 'provider' | FailureReason;

class ProviderFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    readonly status?: number,
  ) {
    super(reason);
  }
}

/**
 * An OpenAI-compatible chat-completions provider (hosted or local). The answer must be JSON matching the task's
 * schema; on timeout, HTTP error, invalid output or when too many calls are in flight, the fallback (built-in)
 * engine answers and the event is logged at warn with the task and the reason only.
 */
export class ProviderAiEngine implements AiEngine {
  readonly name = 'provider';
  private inFlight = 0;
  private readonly prompts: Map<string, Prompt>;

  constructor(private readonly options: ProviderEngineOptions) {
    this.prompts = options.prompts ?? loadPrompts();
  }

  async generateStructured<S extends z.ZodType>(request: StructuredRequest<S>) {
    const max = this.options.maxConcurrency ?? 4;
    try {
      if (this.inFlight >= max) throw new ProviderFailure('busy');
      this.inFlight += 1;
      try {
        const value = await this.ask(request);
        this.options.onOutcome?.('provider');
        return { value, engine: 'provider' as const };
      } finally {
        this.inFlight -= 1;
      }
    } catch (error) {
      const failure = error instanceof ProviderFailure ? error : new ProviderFailure('network');
      this.options.onOutcome?.(failure.reason);
      this.options.log.warn(
        { task: request.task, reason: failure.reason, status: failure.status },
        'AI provider failed; the built-in engine answers',
      );
      return this.options.fallback.generateStructured(request);
    }
  }

  /** The system prompt: the task's versioned prompt file (or the caller's instructions), then the data rule. */
  systemPrompt(request: StructuredRequest<z.ZodType>): { text: string; version: number | null } {
    const prompt = this.prompts.get(request.task);
    const base = request.instructions ?? prompt?.text ?? `Task: ${request.task}.`;
    return { text: `${base}\n\n${DATA_RULE}`, version: request.instructions ? null : (prompt?.version ?? null) };
  }

  private async ask<S extends z.ZodType>(request: StructuredRequest<S>): Promise<z.output<S>> {
    const { baseUrl, apiKey, model, timeoutMs } = this.options;
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(new URL('chat/completions', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
        method: 'POST',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({
          model,
          temperature: 0,
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.task.replace(/[^\w-]/g, '_'), schema: z.toJSONSchema(request.schema, { io: 'output', unrepresentable: 'any' }) },
          },
          messages: [
            { role: 'system', content: this.systemPrompt(request).text },
            { role: 'user', content: userDataMessage(request.input) },
          ],
        }),
      });
      if (!response.ok) throw new ProviderFailure('http-error', response.status);
      body = await response.json();
    } catch (error) {
      if (error instanceof ProviderFailure) throw error;
      const name = (error as { name?: string } | null)?.name;
      throw new ProviderFailure(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network');
    }
    const parsed = chatCompletion.safeParse(body);
    const content = parsed.success ? parsed.data.choices[0]?.message.content : undefined;
    if (!content) throw new ProviderFailure('invalid-output');
    let json: unknown;
    try {
      // Some models wrap JSON in a Markdown fence even when asked not to.
      json = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
    } catch {
      throw new ProviderFailure('invalid-output');
    }
    const value = request.schema.safeParse(json);
    if (!value.success) throw new ProviderFailure('invalid-output');
    return value.data as z.output<S>;
  }
}
