// One copy of each resource's list per client: fetched once, then searched, sorted and paged in memory, and
// revalidated with a conditional GET (ETag) once marked stale: after this client's own writes, or when a list
// screen opens again.
import type { Identifier } from 'ra-core';
import { searchTextOf, sortValueOf, type MasterData, type ResourceConfig } from '../resources/index.ts';
import type { HttpClient } from './httpClient.ts';
import { rowsOfListAnswer } from './listAnswer.ts';
import { prepareList, type PreparedList } from './listQuery.ts';

export type ListRow = Record<string, unknown> & { id: Identifier };

interface Snapshot {
  rows: ListRow[];
  etag: string | undefined;
  /** The staleness count this copy answers to: older than the resource's count means revalidate. */
  fetchedAt: number;
  prepared?: { list: PreparedList<ListRow>; masterData: MasterData | undefined };
}

export interface ListSnapshots {
  /** The resource's list, prepared for queries; fetched or revalidated first when there is none or it is stale. */
  current(config: ResourceConfig): Promise<PreparedList<ListRow>>;
  /** The next `current` asks the server whether the list changed. */
  markStale(name: string): void;
  /** How often the list was marked stale: what a call sent now is fresh for. */
  staleCount(name: string): number;
  /** Holds a whole list another call was answered, as fresh as `askedAt` (its staleCount when sent). */
  hold(config: ResourceConfig, body: unknown, etag: string | undefined, askedAt: number): void;
  /** Lets the held copy go (the server pages that list from now on). */
  forget(name: string): void;
}

const snapshotOf = (config: ResourceConfig, body: unknown, etag: string | undefined, askedAt: number) => {
  const rows = rowsOfListAnswer(body, config.name).map((row) => ({
    ...row,
    id: row[config.idKey] as Identifier,
  }));
  return { rows, etag, fetchedAt: askedAt };
};

export const createListSnapshots = (
  http: HttpClient,
  getMasterData: () => MasterData | undefined = () => undefined,
): ListSnapshots => {
  const snapshots = new Map<string, Snapshot>();
  const staleness = new Map<string, number>();
  const inFlight = new Map<string, Promise<Snapshot>>();

  const revalidate = async (config: ResourceConfig): Promise<Snapshot> => {
    const held = snapshots.get(config.name);
    const askedAt = staleness.get(config.name) ?? 0;
    const answer = await http.revalidate<unknown>(config.endpoints.list, held?.etag);
    if (answer.notModified && held) {
      held.fetchedAt = askedAt;
      return held;
    }
    if (answer.notModified) throw new Error(`Not modified, but no ${config.name} list is held`);
    const snapshot: Snapshot = snapshotOf(config, answer.body, answer.etag, askedAt);
    snapshots.set(config.name, snapshot);
    return snapshot;
  };

  const fresh = async (config: ResourceConfig): Promise<Snapshot> => {
    const held = snapshots.get(config.name);
    if (held && held.fetchedAt === (staleness.get(config.name) ?? 0)) return held;
    let pending = inFlight.get(config.name);
    if (!pending) {
      pending = revalidate(config).finally(() => inFlight.delete(config.name));
      inFlight.set(config.name, pending);
    }
    return pending;
  };

  return {
    async current(config) {
      const snapshot = await fresh(config);
      const masterData = getMasterData();
      if (snapshot.prepared?.masterData !== masterData || !snapshot.prepared) {
        const list = prepareList(
          snapshot.rows,
          searchTextOf(config, masterData),
          sortValueOf(config, masterData),
        );
        snapshot.prepared = { list, masterData };
      }
      return snapshot.prepared.list;
    },
    markStale(name) {
      staleness.set(name, (staleness.get(name) ?? 0) + 1);
    },
    staleCount: (name) => staleness.get(name) ?? 0,
    hold(config, body, etag, askedAt) {
      snapshots.set(config.name, snapshotOf(config, body, etag, askedAt));
    },
    forget(name) {
      snapshots.delete(name);
    },
  };
};
