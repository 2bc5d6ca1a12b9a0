// One imported batch written in ONE transaction through the resource's store: checked again inside it, then
// every valid row added or updated (validated, audited, list version bumped), or nothing at all.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromPayload, type ResourceConfig } from '../../../resources/index.ts';
import { importTexts, type HeaderMatch } from '../../../resources/csvImport/index.ts';
import type { AuthUser } from '../../http/apiRoutes.ts';
import { HttpError } from '../../http/httpError.ts';
import { Replayed, type OnceWrite } from '../../http/idempotency.ts';
import type { Transaction } from '../../db/connection.ts';
import type { createStore } from '../crud/store.ts';
import { checkRows, type CheckedRow } from './checkRows.ts';
import { rowNumberOf, type ImportBody } from './importRequest.ts';

export type Store = ReturnType<typeof createStore>;

export interface ImportSummary {
  added: number;
  updated: number;
  skipped: number;
  /** Rows not written: `row` is the row's number in the file (rowNumbers), else its 1-based position. */
  rejected: { row: number; reason: string }[];
}

/**
 * Waits until no other batch of the resource is being written, on any server of the database, and holds that
 * until the transaction ends: the rows are then checked against every batch committed before. A transaction-level
 * advisory lock, so a batch that fails releases it with its rollback. `hashtext` is an int4, so the key never
 * meets the migrations' lock (server/db/migrationLock.ts), whose key is past the int4 range.
 */
const waitForOtherBatches = (tx: Transaction, resource: ResourceConfig) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`import:${resource.name}`}))`);

/**
 * The reason the store refused one row (403: a record the caller may not change; 422: a value outside their area
 * or a choice gone), or undefined for any other error. The store refuses before it writes anything of the row,
 * so the rest of the batch goes on; any other error rolls the whole batch back.
 */
function refusal(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || ![403, 404, 422].includes(error.statusCode)) return undefined;
  const fields = Object.values(error.errors ?? {});
  return fields.length ? fields.join('; ') : error.message;
}

/** Writes the batch; a batch the database refuses is rolled back whole and every row of it is reported. */
export async function importBatch(
  store: Store,
  resource: ResourceConfig,
  match: HeaderMatch,
  body: ImportBody,
  user: AuthUser,
  log: FastifyBaseLogger,
  once?: OnceWrite<ImportSummary>,
): Promise<ImportSummary> {
  try {
    return await store.batch(async (tx, writes) => {
      await waitForOtherBatches(tx, resource);
      const summary: ImportSummary = { added: 0, updated: 0, skipped: 0, rejected: [] };
      const write = async (row: CheckedRow) => {
        const values = fromPayload(resource, row.values);
        const context = { user, body: row.values };
        if (row.action === 'update' && row.id && (await writes.edit(row.id, values, context)))
          summary.updated += 1;
        else if (row.action === 'add' && (await writes.add(values, context))) summary.added += 1;
      };
      for (const [index, row] of (await checkRows(tx, resource, match, body, user.area)).entries()) {
        const reject = (reason: string) => summary.rejected.push({ row: rowNumberOf(body, index), reason });
        if (row.errors.length) reject(row.errors.join('; '));
        else if (row.action === 'skip') summary.skipped += 1;
        else
          await write(row).catch((error: unknown) => {
            const reason = refusal(error);
            if (reason === undefined) throw error;
            reject(reason);
          });
      }
      return summary;
    }, once);
  } catch (error) {
    // A key's replay or refusal is the answer; nothing of the batch was written.
    if (error instanceof Replayed || error instanceof HttpError) throw error;
    log.warn({ err: error, resource: resource.name }, 'an imported batch was rolled back');
    const rejected = body.rows.map((_, index) => ({
      row: rowNumberOf(body, index),
      reason: importTexts.batchFailed,
    }));
    return { added: 0, updated: 0, skipped: 0, rejected };
  }
}
