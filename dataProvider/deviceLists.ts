// A held list's copy on the device: its rows in pieces, written when the server sends them, and its ETag with the time
// the server last answered, written again at each 304. A 304 so rewrites no row (a structured clone of every row,
// tens of milliseconds at 20,000 rows, and their bytes on disk each time a list screen opened), and the rows are
// written and read back a piece at a time, each its own task, so that none holds the tab for long.
import type { Identifier } from 'ra-core';
import type { DeviceCopies, SavedCopy } from './deviceCopies.ts';

type Row = Record<string, unknown> & { id: Identifier };

/** What the device keeps of a list: its rows (with their ids) and the ETag they answer to. */
export interface DeviceList {
  rows: Row[];
  etag: string | undefined;
}

/** Rows per piece: reading 20,000 rows back in one piece held the tab's main thread 50 to 600 ms (loaded machine). */
export const ROWS_PER_PIECE = 2_000;

/** The list's answer as last confirmed: the rows' ETag and how many pieces hold them, at the entry's time. */
interface ListAnswered {
  etag: string | undefined;
  pieces?: number;
}

/** The name a piece of a list's rows is kept under ('project#0'); its age is the list's (deviceCopies.ts). */
export const pieceName = (name: string, piece: number) => `${name}#${piece}`;

export interface DeviceLists {
  /** The copy, as of the server's last answer; undefined when none is kept or its entries do not agree. */
  read(name: string): Promise<SavedCopy<DeviceList> | undefined>;
  /** Keeps rows the server sent, and their ETag, answered now. */
  save(name: string, list: DeviceList): Promise<void>;
  /** The server answered 304 to the held list's ETag: the copy is current now (its rows are not written again). */
  confirm(name: string, list: DeviceList): Promise<void>;
}

/** @example const lists = deviceLists(copies); await lists.confirm('project', { rows, etag: '"v7"' }); */
export const deviceLists = (device: Pick<DeviceCopies, 'read' | 'save'>): DeviceLists => {
  /** The pieces the list entry names, each of the same ETag, else undefined. */
  const rowsOf = async (name: string, answered: ListAnswered): Promise<Row[] | undefined> => {
    const rows: Row[] = [];
    for (let piece = 0; piece < (answered.pieces ?? 0); piece++) {
      const kept = await device.read<DeviceList>('listRows', pieceName(name, piece));
      if (!kept || kept.value.etag !== answered.etag) return undefined;
      for (const row of kept.value.rows) rows.push(row);
    }
    return answered.pieces === undefined ? undefined : rows;
  };
  return {
    async read(name) {
      const answered = await device.read<ListAnswered>('list', name);
      const rows = answered && (await rowsOf(name, answered.value));
      return answered && rows
        ? { savedAt: answered.savedAt, value: { rows, etag: answered.value.etag } }
        : undefined;
    },
    async save(name, { rows, etag }) {
      // Rows first: a list entry never names pieces that are not there (a piece of another ETag is not read).
      const pieces = Math.ceil(rows.length / ROWS_PER_PIECE);
      for (let piece = 0; piece < pieces; piece++) {
        const slice = rows.slice(piece * ROWS_PER_PIECE, (piece + 1) * ROWS_PER_PIECE);
        await device.save('listRows', pieceName(name, piece), { rows: slice, etag } satisfies DeviceList);
      }
      await device.save('list', name, { etag, pieces } satisfies ListAnswered);
    },
    // The pieces are named from the rows held, whose save may still be under way: no read waits for it.
    confirm: (name, { rows, etag }) =>
      device.save('list', name, {
        etag,
        pieces: Math.ceil(rows.length / ROWS_PER_PIECE),
      } satisfies ListAnswered),
  };
};
