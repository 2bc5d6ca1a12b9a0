// Reference data (states, districts, blocks, roles, options) held in memory on the embedded database, where only
// the seed at start or the LGD import with the server stopped writes it: a write's choices of them need no query.
import type { MasterDataCollection } from '../../../resources/index.ts';
import type { Database } from '../../db/connection.ts';
import { masterDataCollections, readCollection } from '../../db/masterDataCollections.ts';

type Row = Record<string, unknown>;

export interface HeldReferenceData {
  /** Reads the reference collections once, outside any transaction (PGlite hangs on the outer handle inside). */
  load(): Promise<void>;
  /** A reference collection's live rows once loaded, else undefined: ask the database. */
  rows(collection: MasterDataCollection): Row[] | undefined;
}

export const nothingHeld: HeldReferenceData = { load: async () => undefined, rows: () => undefined };

const referenceCollections = (Object.keys(masterDataCollections) as MasterDataCollection[]).filter(
  (name) => masterDataCollections[name].reference,
);

/** `writersElsewhere` (PostgreSQL: an import may run beside the servers) holds nothing. */
export function holdReferenceData(db: Database, writersElsewhere: boolean): HeldReferenceData {
  if (writersElsewhere) return nothingHeld;
  const held = new Map<MasterDataCollection, Row[]>();
  let loading: Promise<void> | undefined;
  return {
    load() {
      loading ??= Promise.all(
        referenceCollections.map(async (name) => held.set(name, await readCollection(db, name))),
      ).then(
        () => undefined,
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    rows: (collection) => held.get(collection),
  };
}
