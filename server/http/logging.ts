// What the log may hold: an error's kind and the route, never query parameters, bodies, tokens or hashes.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type Logged = Record<string, unknown>;
interface LoggedError extends Logged {
  type: string;
  message: string;
  stack: string;
}

/** The PostgreSQL error inside a (possibly drizzle-wrapped) error: the one with a five-character SQLSTATE. */
function databaseErrorOf(error: unknown): Logged | undefined {
  for (let cause = error; cause instanceof Object; cause = (cause as Logged).cause) {
    const code = (cause as Logged).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return cause as Logged;
  }
  return undefined;
}

/**
 * An error as the log shows it. A database error is named by its SQLSTATE, table, column and constraint only:
 * its message and detail can quote the values (and drizzle's message lists every query parameter).
 */
export function errorForLog(error: unknown): LoggedError {
  const type = error instanceof Error ? error.constructor.name : typeof error;
  // The stack's frames only: its first lines repeat the message.
  const frames = () =>
    error instanceof Error ? (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const database = databaseErrorOf(error);
  if (database) {
    const { code, table, column, constraint, routine } = database;
    const message = `database error ${String(code)}`;
    return { type, message, stack: frames().join('\n'), sqlstate: code, table, column, constraint, routine };
  }
  // A query that failed without a SQLSTATE (a closed transaction, a lost connection): drizzle's message lists
  // the parameters; its cause says what went wrong.
  if (error instanceof Error && 'params' in error && 'query' in error) {
    const cause = errorForLog(error.cause);
    return { type, message: `query failed: ${cause.message}`, stack: frames().join('\n'), cause };
  }
  return error instanceof Error
    ? { type, message: error.message, stack: error.stack ?? '' }
    : { type, message: String(error), stack: '' };
}

/** Redaction as a second line of defence, for anything that logs a request or a body by mistake. */
const redact = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.body',
    'body',
    '*.password',
    '*.password_hash',
    '*.token',
    '*.access_token',
  ],
  censor: '[redacted]',
};

/** A request as the log shows it: Fastify's fields, the path without its query (a search may name someone). */
export const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The app's logger options over the caller's (level, stream): redaction and the serializers always apply. */
export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  const base = typeof logger === 'object' ? logger : {};
  return { ...base, redact, serializers: { ...base.serializers, req: requestForLog, err: errorForLog } };
}
