// Idempotency-Key (the IETF draft "The Idempotency-Key HTTP Header Field", after Stripe's keys): a write sent
// again with the same key replays the first answer and writes nothing. The key and its answer are written in the
// write's own transaction, so a write that did not commit leaves no key (docs/decisions/023-write-integrity.md).
import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database, Transaction } from '../db/connection.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { signedInUser } from './apiRoutes.ts';
import { HttpError } from './httpError.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key replays: longer than any write may wait in an offline queue. */
export const KEY_KEPT_DAYS = 7;
export const KEY_INVALID_MESSAGE = 'The Idempotency-Key must be 1 to 255 printable characters.';
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was sent with another request: make a new key for it.';

/** The header's rule, for the routes' schemas (server/openapi/routeSchema.ts) and for reading it here. */
export const idempotencyKeyHeader = z
  .string()
  .regex(/^[\x20-\x7e]{1,255}$/, KEY_INVALID_MESSAGE)
  .meta({
    description:
      'A key per intended write (1 to 255 printable characters): a retry with it replays the first answer ' +
      '(Idempotent-Replayed: true)',
  });

/** What a write answered: a key replays it as it was (status, body and the record's ETag). */
export interface Answer {
  status?: number;
  body: unknown;
  etag?: string;
}

/** The first answer to a key, thrown from inside the retry's transaction (which wrote nothing) to be sent as is. */
export class Replayed extends Error {
  constructor(readonly answer: Answer) {
    super('replayed');
  }
}

/** Sends an answer, with its ETag when it has one; a replay says so (Stripe's Idempotent-Replayed). */
export function sendAnswer(reply: FastifyReply, answer: Answer, replayed = false) {
  if (answer.etag) reply.header('etag', answer.etag).header('access-control-expose-headers', 'ETag');
  if (replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status ?? 200).send(answer.body);
}

/** A key's row as an add's statement writes it: its answer is `answer` with the new id under `idKey`. */
export interface KeyValues {
  userId: number;
  key: string;
  fingerprint: string;
  status: number;
  /** The answer's body without the id, as JSON. */
  answer: string;
  idKey: string;
  etag: string | null;
}

/** A write made once per key: its transaction claims the key first and keeps the answer last. */
export interface OnceWrite<R> {
  /** Claims the key (waiting while a request on another server holds it); a key answered already throws Replayed. */
  claim(tx: Transaction): Promise<void>;
  /** Keeps the answer the write's result makes, for the key's retries. */
  keep(tx: Transaction, result: R): Promise<void>;
  /**
   * The key's row, its answer made from the new record's id alone (an `answerWithId`): the add then writes its
   * record, audit, version and key in one statement (routes/crud/recordedChange.ts).
   */
  keyValues?: KeyValues;
  /** After a one-statement add failed: throws the first answer to replay when the key was kept meanwhile. */
  replayIfKept(reader: Pick<Database, 'select'>): Promise<void>;
}

/**
 * An add's answer, its body carrying the new record's id under `idKey` and nothing else made by the write, so
 * that an Idempotency-Key can keep it in the add's own statement (OnceWrite.keyValues).
 * @example answerWithId({ body: { message: 'Added!' }, etag: '"1"' }) // (7) => { body: { message: 'Added!', id: 7 }, etag: '"1"' }
 */
export function answerWithId(answer: Answer & { body: object }, idKey = 'id'): AnswerOf<number> {
  const answerOf = (id: number) => ({ ...answer, body: { ...answer.body, [idKey]: id } });
  return Object.assign(answerOf, { madeInSql: { answer, idKey } });
}

const madeInSqlOf = (answerOf: AnswerOf<never>) =>
  (answerOf as { madeInSql?: { answer: Answer & { body: object }; idKey: string } }).madeInSql;

/** The keys' order of a fingerprint: localeCompare's, by a collator made once (a fingerprint kept must not change). */
const byName = new Intl.Collator().compare;

/** Files (multipart bodies) are fingerprinted by their digest, not their bytes as JSON. */
const digestFiles = (value: unknown): unknown => {
  if (value instanceof Uint8Array) return crypto.createHash('sha256').update(value).digest('hex');
  if (Array.isArray(value)) return value.map(digestFiles);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => byName(a, b))
        .map(([key, inner]) => [key, digestFiles(inner)]),
    );
  return value;
};

const fingerprintOf = (request: FastifyRequest, body: unknown) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([request.method, request.url.split('?')[0], digestFiles(body)]))
    .digest('base64url');

/**
 * What a write's result answers. Given the write's transaction, it may read there (the REST facade answers the
 * record as written); after the commit it is given none.
 */
export type AnswerOf<R> = (result: R, tx?: Transaction) => Answer | Promise<Answer>;

/**
 * The request's key, as a write made once, or undefined without the header (the contract's own clients send
 * none: their writes behave as before). `answerOf` turns the write's result into its answer.
 */
export function onceOf<R>(
  request: FastifyRequest,
  userId: number,
  body: unknown,
  answerOf: AnswerOf<R>,
): OnceWrite<R> | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  const { success, data: key } = idempotencyKeyHeader.safeParse(header);
  if (!success) throw new HttpError(400, KEY_INVALID_MESSAGE);
  const fingerprint = fingerprintOf(request, body);
  const ofKey = and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key));
  /** The first answer to the key, thrown to be sent; the key with another request, refused. */
  const replay = (first: typeof idempotencyKeys.$inferSelect) => {
    if (first.fingerprint !== fingerprint) throw new HttpError(422, KEY_REUSED_MESSAGE);
    throw new Replayed({ status: first.status, body: first.answer, etag: first.etag ?? undefined });
  };
  const inSql = madeInSqlOf(answerOf as AnswerOf<never>);
  return {
    async claim(tx) {
      // A request holding the key in an open transaction makes this insert wait until it commits or rolls back.
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ user_id: userId, key, fingerprint, status: 0, answer: {} })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length) return;
      const [first] = await tx.select().from(idempotencyKeys).where(ofKey);
      if (!first) return; // removed meanwhile (past its days): nothing to replay, the write goes on as new
      replay(first);
    },
    keyValues: inSql && {
      userId,
      key,
      fingerprint,
      status: inSql.answer.status ?? 200,
      answer: JSON.stringify(inSql.answer.body),
      idKey: inSql.idKey,
      etag: inSql.answer.etag ?? null,
    },
    async replayIfKept(reader) {
      const [first] = await reader.select().from(idempotencyKeys).where(ofKey);
      if (first) replay(first);
    },
    async keep(tx, result) {
      const { status = 200, body, etag } = await answerOf(result, tx);
      await tx
        .update(idempotencyKeys)
        .set({ status, answer: sql`${JSON.stringify(body ?? null)}::jsonb`, etag: etag ?? null })
        .where(ofKey);
    },
  };
}

/**
 * Answers a write made once per Idempotency-Key: `answerOf` turns its result into the answer, which the write's
 * transaction keeps for the key's retries; the answer kept is the one sent.
 * @example return answered(request, reply, body, (id) => ({ body: { id } }), ({ once }) => store.add(v, c, { once }));
 */
export async function answered<R>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  answerOf: AnswerOf<R>,
  write: (options: { once?: OnceWrite<R> }) => Promise<R>,
) {
  let kept: Answer | undefined;
  const keeping: AnswerOf<R> = Object.assign(
    async (result: R, tx?: Transaction) => (kept = await answerOf(result, tx)),
    { madeInSql: madeInSqlOf(answerOf as AnswerOf<never>) },
  );
  const once = onceOf(request, signedInUser(request).id, body, keeping);
  const result = await write({ once });
  return sendAnswer(reply, kept ?? (await answerOf(result)));
}

/**
 * Removes the keys past their days, with their answers (the retention job's run); returns how many. A key is kept
 * KEY_KEPT_DAYS, or the retention days when they are fewer: a key never outlives the erasure of what it wrote.
 */
export async function removeExpiredKeys(
  db: Database,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const days = Math.min(KEY_KEPT_DAYS, retentionDays);
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.created_at, cutoff))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
