// A held list's copy on the device in two entries: its rows, written when the server sends them, and its ETag with
// the time the server last answered, written again at each 304. A 304 so rewrites no row (a structured clone of every
// row, tens of milliseconds at 20,000 rows, and their bytes on disk each time a list screen opened).
import type { Identifier } from 'ra-core';
import type { DeviceCopies, SavedCopy } from './deviceCopies.ts';

type Row = Record<string, unknown> & { id: Identifier };

/** What the device keeps of a list: its rows (with their ids) and the ETag they answer to. */
export interface DeviceList {
  rows: Row[];
  etag: string | undefined;
}

/** The list's answer as last confirmed: the rows' ETag, at the entry's time. */
interface ListAnswered {
  etag: string | undefined;
}

export interface DeviceLists {
  /** The copy, as of the server's last answer; undefined when none is kept or its two entries do not agree. */
  read(name: string): Promise<SavedCopy<DeviceList> | undefined>;
  /** Keeps rows the server sent, and their ETag, answered now. */
  save(name: string, list: DeviceList): Promise<void>;
  /** The server answered 304 to `etag`: the copy is current now (its rows are not written again). */
  confirm(name: string, etag: string | undefined): Promise<void>;
}

/** @example const lists = deviceLists(copies); await lists.confirm('project', '"v7"'); */
export const deviceLists = (device: Pick<DeviceCopies, 'read' | 'save'>): DeviceLists => ({
  async read(name) {
    const answered = await device.read<ListAnswered>('list', name);
    if (!answered) return undefined;
    const kept = await device.read<DeviceList>('listRows', name);
    if (!kept || kept.value.etag !== answered.value.etag) return undefined;
    return { savedAt: answered.savedAt, value: kept.value };
  },
  async save(name, list) {
    // Rows first: a list entry never names rows that are not there (a copy whose ETags differ is not read).
    await device.save('listRows', name, list);
    await device.save('list', name, { etag: list.etag } satisfies ListAnswered);
  },
  confirm: (name, etag) => device.save('list', name, { etag } satisfies ListAnswered),
});
