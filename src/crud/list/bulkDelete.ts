// Deleting chosen records one by one, each by the contract's delete with its own checks (the caller's scope, the
// records that use it, the version the list holds), a few at a time: each record's result, none half-done.
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { newIdempotencyKey } from '../../../dataProvider/index.ts';
import { serverMessageOf } from '../serverAnswer.ts';

/** A record the server would not delete, and its answer's message (undefined when it gave none). */
export interface RefusedDelete {
  record: RaRecord;
  message: string | undefined;
}

export interface BulkDeleteResult {
  deleted: Identifier[];
  refused: RefusedDelete[];
}

/** Deletes at once: enough to overlap the network's waits, few enough to leave the server room for others. */
const AT_ONCE = 4;

/**
 * Deletes each record (its version as read, one Idempotency-Key each); `onProgress` hears how many are done.
 * @example await deleteEach(dataProvider, 'site', rows, (done) => ...) // { deleted: [3, 4], refused: [{ record, message: 'Used by 2 drivers.' }] }
 */
export const deleteEach = async (
  dataProvider: DataProvider,
  resource: string,
  records: RaRecord[],
  onProgress: (done: number) => void = () => undefined,
): Promise<BulkDeleteResult> => {
  const result: BulkDeleteResult = { deleted: [], refused: [] };
  let next = 0;
  const worker = async () => {
    while (next < records.length) {
      const record = records[next++];
      try {
        await dataProvider.delete(resource, {
          id: record.id,
          previousData: record,
          meta: { idempotencyKey: newIdempotencyKey() },
        });
        result.deleted.push(record.id);
      } catch (error) {
        result.refused.push({ record, message: serverMessageOf(error) });
      }
      onProgress(result.deleted.length + result.refused.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, records.length) }, worker));
  // In the order they were chosen, whatever order they finished in.
  const position = new Map(records.map((record, index) => [record.id, index]));
  result.refused.sort((a, b) => position.get(a.record.id)! - position.get(b.record.id)!);
  return result;
};
