// A list's "Delete chosen" as the app runs it (src/crud/list/bulkDelete.ts through the app's dataProvider) against a
// real server: 500 sites chosen, 20 of them with a driver working there. The 480 free ones go, each in its own
// write; the 20 in use are listed with the server's reason and stay whole, their drivers too.
import { isNull } from 'drizzle-orm';
import type { RaRecord } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../dataProvider/index.ts';
import { createHttpClient } from '../../../dataProvider/httpClient.ts';
import { createSessionStore } from '../../../dataProvider/session.ts';
import { drivers, sites } from '../../../server/db/schema.ts';
import { deleteEach } from '../../../src/crud/list/bulkDelete.ts';
import { memoryStorage } from '../../fixtures/memoryStorage.ts';
import { startFieldOpsServer, validFieldWorker, validSite, type FieldOpsServer } from './fieldOpsServer.ts';
import { scaled } from '../../timeouts.ts';

const CHOSEN = 500;
const IN_USE = 20;

describe('deleting 500 chosen sites, 20 of them in use', { timeout: scaled(240_000) }, () => {
  let server: FieldOpsServer;
  const busy = new Set<number>();
  beforeAll(async () => {
    server = await startFieldOpsServer('embedded');
    for (let n = 0; n < CHOSEN; n++) {
      const id = (await server.call('sites_add', validSite({ site_name: `Bulk ${n}` }))).body.id as number;
      if (n % (CHOSEN / IN_USE) === 7) {
        const worker = validFieldWorker('driver_name', id, { mobile_no: `98${String(n).padStart(8, '0')}` });
        expect((await server.send('drivers_add', worker)).status).toBe(200);
        busy.add(id);
      }
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('deletes the 480 free ones and lists the 20 in use with their reason, leaving them whole', async () => {
    const session = createSessionStore(memoryStorage());
    session.setToken(server.token);
    const http = createHttpClient({ baseUrl: `${server.url}/api/`, session, onSessionEnd: () => undefined });
    const provider = createDataProvider(http);
    const { data: chosen } = await provider.getList<RaRecord>('site', {
      pagination: { page: 1, perPage: CHOSEN },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'Bulk' },
    });
    expect(chosen).toHaveLength(CHOSEN);
    const progress: number[] = [];
    const result = await deleteEach(provider, 'site', chosen, (done) => progress.push(done));

    expect(result.deleted).toHaveLength(CHOSEN - IN_USE);
    expect(result.refused.map(({ record }) => Number(record.id))).toEqual([...busy]);
    expect(new Set(result.refused.map(({ message }) => message))).toEqual(new Set(['Used by 1 driver.']));
    expect(progress.at(-1)).toBe(CHOSEN);
    // What is left: exactly the sites in use, each still live, each still with its driver.
    const live = await server.db.select({ id: sites.id }).from(sites).where(isNull(sites.deleted_at));
    expect(live.map((row) => row.id).sort((a, b) => a - b)).toEqual([...busy]);
    const posted = await server.db
      .select({ site: drivers.site })
      .from(drivers)
      .where(isNull(drivers.deleted_at));
    expect(posted.map((row) => Number(row.site)).sort((a, b) => a - b)).toEqual([...busy]);
  });
});
