// Shared by the coaching routes (D25-D29): who pays for an AI call, and the per-route limit for anonymous callers.
import type { FastifyRequest } from 'fastify';

/** Signed-in users count against their own quota; anonymous visitors against their IP's. */
export const quotaKeyOf = (request: FastifyRequest) => (request.user ? request.user.id : `ip:${request.ip}`);

/** AI routes are open to anonymous visitors (D2), so they get a tighter per-IP limit than the global one. */
export const aiRateLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };
