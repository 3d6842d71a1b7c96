// Section 5 rules are checked on the server with the spec's own texts: routes that take account payloads set
// `attachValidation: true` and call this first, so the first failing rule's message becomes `detail` (the
// generic error handler would say "see issues"). The issue list stays available for forms.
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error';

interface ValidationItem {
  message?: string;
  instancePath?: string;
}

export function assertValidRequest(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  const items: ValidationItem[] = Array.isArray(error.validation) ? error.validation : [];
  const issues = items.map((item) => ({
    path: `${error.validationContext ?? 'body'}${item.instancePath ? item.instancePath.replaceAll('/', '.') : ''}`,
    message: item.message ?? 'Invalid value',
  }));
  throw httpError(400, 'VALIDATION_FAILED', issues[0]?.message ?? 'The request is invalid.', issues);
}
