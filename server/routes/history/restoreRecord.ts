// Brings a deleted record back in one transaction, if it still meets its rules; audited as 'restore'.
import { and, eq, sql } from 'drizzle-orm';
import { allows } from '../../../resources/access.ts';
import { historyTexts, payloadKeyOf, toPayload, type ResourceConfig } from '../../../resources/index.ts';
import { NOT_YOURS_MESSAGE } from '../../auth/authHook.ts';
import { scopeWhere } from '../../auth/scope.ts';
import type { Database, Transaction } from '../../db/connection.ts';
import { tableOf } from '../../db/tables.ts';
import { isUniqueViolation } from '../../http/errorHandler.ts';
import { HttpError } from '../../http/httpError.ts';
import type { OnceWrite } from '../../http/idempotency.ts';
import type { AuthUser } from '../../http/apiRoutes.ts';
import { NOT_FOUND_MESSAGE } from '../crud/crudRoutes.ts';
import type { HeldReferenceData } from '../crud/heldReferenceData.ts';
import type { ListVersions } from '../crud/listVersions.ts';
import { recordedChange } from '../crud/recordedChange.ts';
import { referenceErrors } from '../crud/references.ts';
import { refuseTakenValues } from '../crud/uniqueValues.ts';
import { uniqueLabels } from './uniqueConflict.ts';

export interface RestoreDeps {
  db: Database;
  versions: ListVersions;
  referenceData: HeldReferenceData;
}

const refuse = (message: string) => new HttpError(409, message);

/**
 * 404 for no such record or one the user may not read; 403 for one they may read but not delete (restoring is the
 * delete right's); 409 when it is live, erased, or names a choice that is gone (as an edit checks).
 */
async function checkRestorable(
  tx: Transaction,
  resource: ResourceConfig,
  id: number,
  held: HeldReferenceData,
  user: AuthUser,
) {
  const table = tableOf(resource.table);
  const readable = scopeWhere(user.area, resource.name, table, 'read');
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), readable))
    .for('update');
  if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
  if (!allows(user.area, resource.name, 'delete', row)) throw new HttpError(403, NOT_YOURS_MESSAGE);
  if (row.deleted_at === null) throw new HttpError(409, historyTexts.notDeleted);
  if (row.erased_at !== null) throw new HttpError(409, historyTexts.erased);
  const errors = await referenceErrors(tx, resource, toPayload(resource, row), 'edit', held);
  const labels = resource.fields.filter((field) => payloadKeyOf(field) in errors).map((field) => field.label);
  if (labels.length) throw refuse(historyTexts.choiceGone(labels.join(', ')));
  return row;
}

/**
 * Restores the record and bumps its list's version, all or nothing. A unique value a live record took in the
 * meantime (a user's email) is left to the database's unique index, which no check can race past: 409.
 */
export async function restoreRecord(
  deps: RestoreDeps,
  resource: ResourceConfig,
  id: number,
  user: AuthUser,
  once?: OnceWrite<void>,
) {
  const { db, versions, referenceData } = deps;
  const table = tableOf(resource.table);
  await referenceData.load();
  try {
    const change = await db.transaction(async (tx) => {
      await once?.claim(tx);
      const row = await checkRestorable(tx, resource, id, referenceData, user);
      // A code a live record took meanwhile: refused with the field's own reason (uniqueValues.ts).
      await refuseTakenValues(tx, resource, table, row).catch((error: unknown) => {
        throw error instanceof HttpError ? refuse(historyTexts.codeTaken) : error;
      });
      const restore = tx
        .update(table)
        .set({
          deleted_at: null,
          updated_by: user.id,
          updated_at: new Date(),
          version: sql`${table.version} + 1`,
        })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      const entry = { userId: user.id, resource: resource.name, action: 'restore' as const, changes: {} };
      const done = await recordedChange(tx, restore, entry);
      await once?.keep(tx, undefined);
      return done;
    });
    if (change) versions.committed(resource.name, change.version);
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse(historyTexts.takenBy(uniqueLabels(resource, table, error)));
    throw error;
  }
}
