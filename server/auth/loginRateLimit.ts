// Login attempts are limited per account and address, counting failed and successful ones alike.
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../config.ts';

function attemptKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${typeof email === 'string' ? email.trim().toLowerCase() : ''}|${request.ip}`;
}

/** Route-level rate-limit options for POST /api/login; runs after the body is parsed, to read the email. */
export function loginRateLimit({ loginRateLimit: limit }: Config): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.windowMinutes * 60_000,
    hook: 'preHandler',
    keyGenerator: attemptKey,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many login attempts. Please try again in ${Math.max(1, Math.ceil(context.ttl / 60_000))} minutes.`,
    }),
  };
}
