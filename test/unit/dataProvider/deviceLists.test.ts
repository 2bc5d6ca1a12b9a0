// A held list kept on the device in pieces of rows and one entry naming their ETag: read back whole, in order, only
// while every piece answers to that ETag; a 304 rewrites no piece.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createDeviceCopies, type CopyKind } from '../../../dataProvider/deviceCopies.ts';
import { deviceLists, pieceName, ROWS_PER_PIECE } from '../../../dataProvider/deviceLists.ts';

const rowsOf = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ id: n + 1, project_code: `P-${n + 1}` }));

const aDevice = () => {
  const copies = createDeviceCopies({ indexedDB: new IDBFactory(), scopeOf: () => 'u1' });
  const written: CopyKind[] = [];
  const counted = {
    read: copies.read,
    save: (kind: CopyKind, name: string, value: unknown) => (
      written.push(kind),
      copies.save(kind, name, value)
    ),
  };
  return { copies, written, lists: deviceLists(counted) };
};

describe('a held list kept on the device', () => {
  it('keeps its rows in pieces and reads them back whole, in order', async () => {
    const { lists, written } = aDevice();
    const rows = rowsOf(2 * ROWS_PER_PIECE + 500);
    await lists.save('project', { rows, etag: '"v1"' });
    expect(written).toEqual(['listRows', 'listRows', 'listRows', 'list']);
    expect((await lists.read('project'))?.value).toEqual({ rows, etag: '"v1"' });
  });

  it('reads no copy when a piece answers to another ETag than its list', async () => {
    const { lists, copies } = aDevice();
    await lists.save('project', { rows: rowsOf(ROWS_PER_PIECE + 1), etag: '"v1"' });
    await copies.save('listRows', pieceName('project', 1), { rows: [], etag: '"v2"' });
    expect(await lists.read('project')).toBeUndefined();
  });

  it('writes only its list entry when the server confirms its ETag, and reads the same rows after', async () => {
    const { lists, written } = aDevice();
    const rows = rowsOf(3);
    await lists.save('project', { rows, etag: '"v1"' });
    await lists.confirm('project', { rows, etag: '"v1"' });
    expect(written).toEqual(['listRows', 'list', 'list']);
    expect((await lists.read('project'))?.value.rows).toEqual(rows);
  });
});
