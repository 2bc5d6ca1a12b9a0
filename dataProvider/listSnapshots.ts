// One copy of each resource's list per client: fetched once, then searched, sorted and paged in memory, and
// revalidated with a conditional GET (ETag) once marked stale: after this client's own writes, or when a list
// screen opens again. Each copy the server answers is kept on the device too (deviceLists.ts; a 304 updates only its
// time): a page opened afresh shows it at once while it is revalidated, and when the network fails, the copy held (in
// memory, else on the device) answers, marked with the time the server last answered it.
import type { Identifier } from 'ra-core';
import { searchTextOf, sortValueOf, type MasterData, type ResourceConfig } from '../resources/index.ts';
import type { DeviceCopies } from './deviceCopies.ts';
import { deviceLists, type DeviceList } from './deviceLists.ts';
import type { HttpClient } from './httpClient.ts';
import { noAnswer } from './httpError.ts';
import { rowsOfListAnswer } from './listAnswer.ts';
import { prepareList, type PreparedList } from './listQuery.ts';

export type ListRow = Record<string, unknown> & { id: Identifier };

interface Snapshot {
  rows: ListRow[];
  etag: string | undefined;
  /** The staleness count this copy answers to: older than the resource's count means revalidate. */
  fetchedAt: number;
  /** When the server last answered this copy (sent it, or confirmed it with a 304). */
  answeredAt?: number;
  /** answeredAt, on a copy that answered because the network failed; undefined once the server answers again. */
  offlineFrom?: number;
  prepared?: { list: PreparedList<ListRow>; masterData: MasterData | undefined };
}

export interface ListSnapshots {
  /** The resource's list, prepared for queries; fetched or revalidated first when there is none or it is stale. */
  current(config: ResourceConfig): Promise<PreparedList<ListRow>>;
  /**
   * What `current` would answer now, without waiting: the list held, prepared, when it is fresh and the server
   * answered it; undefined otherwise (none held, stale, or answered offline).
   */
  currentNow(config: ResourceConfig): PreparedList<ListRow> | undefined;
  /**
   * The device's copy, when none is held in memory yet: held from now on as stale (the next `current` revalidates
   * it with its ETag), prepared, with the time the server last answered it; undefined when the device keeps none.
   */
  fromDevice(
    config: ResourceConfig,
  ): Promise<{ list: PreparedList<ListRow>; answeredAt: number } | undefined>;
  /** The next `current` asks the server whether the list changed. */
  markStale(name: string): void;
  /** How often the list was marked stale: what a call sent now is fresh for. */
  staleCount(name: string): number;
  /** Holds a whole list another call was answered, as fresh as `askedAt` (its staleCount when sent). */
  hold(config: ResourceConfig, body: unknown, etag: string | undefined, askedAt: number): void;
  /** Lets the held copy go (the server pages that list from now on). */
  forget(name: string): void;
  /** When the copy `current` last answered was saved, if it answered offline (the network failed); else undefined. */
  offlineFrom(name: string): number | undefined;
}

/** Nowhere to keep copies: a list read offline fails as the network did. */
const noDevice: Pick<DeviceCopies, 'read' | 'save'> = {
  read: async () => undefined,
  save: async () => undefined,
};

/** The answer's rows, each given its id in place (they are the answer's own objects: a copy of each cost more). */
const snapshotOf = (config: ResourceConfig, body: unknown, etag: string | undefined, askedAt: number) => {
  const rows = rowsOfListAnswer(body, config.name) as ListRow[];
  for (const row of rows) row.id = row[config.idKey] as Identifier;
  return { rows, etag, fetchedAt: askedAt };
};

export const createListSnapshots = (
  http: HttpClient,
  getMasterData: () => MasterData | undefined = () => undefined,
  device: Pick<DeviceCopies, 'read' | 'save'> = noDevice,
  now: () => number = Date.now,
): ListSnapshots => {
  const snapshots = new Map<string, Snapshot>();
  const staleness = new Map<string, number>();
  const inFlight = new Map<string, Promise<Snapshot>>();
  const lists = deviceLists(device);

  /** Keeps the copy on the device too, as answered now: its rows when the server sent them, else only the time. */
  const keep = (name: string, snapshot: Snapshot, rowsSent: boolean) => {
    snapshot.answeredAt = now();
    snapshot.offlineFrom = undefined;
    const list: DeviceList = { rows: snapshot.rows, etag: snapshot.etag };
    // A device that cannot keep it (storage full, private mode) leaves the list working online.
    (rowsSent ? lists.save(name, list) : lists.confirm(name, list)).catch((error: unknown) =>
      console.error('A list was not kept offline', error),
    );
  };

  const prepared = (config: ResourceConfig, snapshot: Snapshot) => {
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
  };

  /** The device's copy, held from now on as stale (the next read revalidates it), when none is held in memory. */
  const deviceSnapshot = async (config: ResourceConfig): Promise<Snapshot | undefined> => {
    const saved = await lists.read(config.name).catch((error: unknown) => {
      console.error('A list kept offline could not be read', error);
      return undefined;
    });
    // A read answered meanwhile holds the server's rows.
    const held = snapshots.get(config.name);
    if (held || !saved) return held;
    const copy: Snapshot = { ...saved.value, fetchedAt: -1, answeredAt: saved.savedAt };
    snapshots.set(config.name, copy);
    return copy;
  };

  /**
   * The network failed: the copy held (in memory, or the device's) answers, marked with the time the server
   * answered it; it stays stale, so the next read asks the server again (with its ETag).
   */
  const offlineCopy = (config: ResourceConfig, held: Snapshot | undefined, failure: unknown) => {
    if (!held) throw failure;
    held.fetchedAt = -1;
    held.offlineFrom = held.answeredAt;
    snapshots.set(config.name, held);
    return held;
  };

  /** Asks the server with the ETag of the copy held, or of the device's: a page opened afresh downloads no rows for a 304. */
  const revalidate = async (config: ResourceConfig): Promise<Snapshot> => {
    const held = snapshots.get(config.name) ?? (await deviceSnapshot(config));
    const askedAt = staleness.get(config.name) ?? 0;
    let answer;
    try {
      answer = await http.revalidate<unknown>(config.endpoints.list, held?.etag);
    } catch (error) {
      if (!noAnswer(error)) throw error;
      return offlineCopy(config, held, error);
    }
    if (answer.notModified && held) {
      held.fetchedAt = askedAt;
      keep(config.name, held, false);
      return held;
    }
    if (answer.notModified) throw new Error(`Not modified, but no ${config.name} list is held`);
    const snapshot: Snapshot = snapshotOf(config, answer.body, answer.etag, askedAt);
    snapshots.set(config.name, snapshot);
    keep(config.name, snapshot, true);
    return snapshot;
  };

  /** Whether the copy answers to the resource's staleness count: no write or opening has asked for it again since. */
  const isFresh = (name: string, held: Snapshot | undefined): held is Snapshot =>
    held?.fetchedAt === (staleness.get(name) ?? 0);

  const fresh = async (config: ResourceConfig): Promise<Snapshot> => {
    const held = snapshots.get(config.name);
    if (isFresh(config.name, held)) return held;
    let pending = inFlight.get(config.name);
    if (!pending) {
      pending = revalidate(config).finally(() => inFlight.delete(config.name));
      inFlight.set(config.name, pending);
    }
    return pending;
  };

  return {
    async current(config) {
      return prepared(config, await fresh(config));
    },
    currentNow(config) {
      const held = snapshots.get(config.name);
      return isFresh(config.name, held) && held.offlineFrom === undefined
        ? prepared(config, held)
        : undefined;
    },
    async fromDevice(config) {
      if (snapshots.has(config.name)) return undefined;
      const copy = await deviceSnapshot(config);
      if (copy?.answeredAt === undefined || copy.fetchedAt !== -1) return undefined;
      return { list: prepared(config, copy), answeredAt: copy.answeredAt };
    },
    markStale(name) {
      staleness.set(name, (staleness.get(name) ?? 0) + 1);
    },
    staleCount: (name) => staleness.get(name) ?? 0,
    hold(config, body, etag, askedAt) {
      const snapshot = snapshotOf(config, body, etag, askedAt);
      snapshots.set(config.name, snapshot);
      keep(config.name, snapshot, true);
    },
    forget(name) {
      snapshots.delete(name);
    },
    offlineFrom: (name) => snapshots.get(name)?.offlineFrom,
  };
};
