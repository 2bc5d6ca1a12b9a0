// The erasure log applied again names records by id and creation time: a live record the log names is deleted
// and erased, and a record given the same id later (a restore sets ids back) is never touched.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../../server/db/schema.ts';
import { eraseAgain } from '../../../server/retention/eraseAgain.ts';
import {
  startFieldOpsServer,
  validFieldWorker,
  validSite,
  type FieldOpsServer,
} from '../fieldOps/fieldOpsServer.ts';

describe('the erasure log applied again', () => {
  let server: FieldOpsServer;
  let siteId = 0;
  beforeAll(async () => {
    server = await startFieldOpsServer('embedded');
    siteId = (await server.call('sites_add', validSite())).body.id as number;
  });
  afterAll(() => server?.close());

  const addDriver = async () => {
    const id = (await server.send('drivers_add', validFieldWorker('driver_name', siteId))).body.id as number;
    const [row] = await server.db.select().from(drivers).where(eq(drivers.id, id));
    return row;
  };

  it('erases a live record of that id and creation time, and leaves one of another creation time alone', async () => {
    const [named, other] = [await addDriver(), await addDriver()];
    const erasedAt = '2030-01-02T03:04:05.000Z';
    const erasures = [
      { resource: 'driver', id: named.id, createdAt: named.created_at.toISOString(), erasedAt },
      { resource: 'driver', id: other.id, createdAt: '2001-01-01T00:00:00.000Z', erasedAt },
      { resource: 'no-such-resource', id: other.id, createdAt: other.created_at.toISOString(), erasedAt },
    ];
    expect(await eraseAgain(server.db, erasures)).toBe(1);
    const [erased] = await server.db.select().from(drivers).where(eq(drivers.id, named.id));
    expect(erased).toMatchObject({ driver_name: '', mobile_no: null, erased_at: new Date(erasedAt) });
    expect(erased.deleted_at).toEqual(new Date(erasedAt));
    expect((await server.db.select().from(drivers).where(eq(drivers.id, other.id)))[0]).toEqual(other);
    expect(await eraseAgain(server.db, erasures)).toBe(0);
  });
});
