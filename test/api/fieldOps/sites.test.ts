// Sites over real HTTP on both databases: every endpoint, every rule, location and day consistency.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordOf, site } from '../../../resources/index.ts';
import { auditLog, sites } from '../../../server/db/schema.ts';
import { databaseKinds } from '../testServer.ts';
import { startFieldOpsServer, validSite, type FieldOpsServer } from './fieldOpsServer.ts';

describe.each(databaseKinds)('sites on the %s database', (kind) => {
  let server: FieldOpsServer;
  beforeAll(async () => {
    server = await startFieldOpsServer(kind);
  });
  afterAll(() => server?.close());

  const rowCount = async () => (await server.db.select({ id: sites.id }).from(sites)).length;
  const add = async (overrides = {}) =>
    (await server.call('sites_add', validSite(overrides))).body.id as number;

  it('adds a site, answers message and subMessage, and lists it', async () => {
    const added = await server.call('sites_add', validSite({ site_code: 'LIST-1' }));
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ message: 'Added!', subMessage: 'Site added successfully.' });
    const list = (await server.call('sites')).body as unknown as RecordOf<typeof site>[];
    // The record type inferred from the config's table: the very keys and kinds of values the API sends.
    const expected = {
      id: added.body.id as number,
      site_name: 'Anni Camp',
      mhu: 'MHU-7',
      site_code: 'LIST-1',
      day_name: 'Monday',
      days: 701,
      state_id: 2,
      district_id: 20,
      block_id: 168,
      version: 1,
    } satisfies RecordOf<typeof site>;
    expect(list.find((row) => row.id === added.body.id)).toEqual(expected);
  });

  it('answers one site as a one-element array', async () => {
    const id = await add({ site_code: 'ONE' });
    const got = await server.call(`get_site/${id}`);
    expect(got.status).toBe(200);
    expect(got.body).toHaveLength(1);
    expect(got.body[0]).toMatchObject({ id, site_code: 'ONE' });
  });

  it('offers a new site in master data with its MHU and place', async () => {
    const id = await add({ site_name: 'Master Listed' });
    const master = (await server.call('master_data')).body as unknown as { mst_sites: unknown[] };
    expect(master.mst_sites).toContainEqual({
      id,
      site_name: 'Master Listed',
      mhu: 'MHU-7',
      state_id: 2,
      district_id: 20,
      block_id: 168,
    });
  });

  it('takes the day name from the chosen day, whatever day_name says', async () => {
    const id = await add({ days: 703, day_name: 'Funday' });
    expect((await server.call(`get_site/${id}`)).body[0]).toMatchObject({ days: 703, day_name: 'Wednesday' });
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['a missing name', { site_name: '' }, 'site_name', 'Site name is required'],
    ['a missing MHU', { mhu: ' ' }, 'mhu', 'MHU is required'],
    ['a missing code', { site_code: '' }, 'site_code', 'Site code is required'],
    ['a missing day', { days: '' }, 'days', 'Day is required'],
    ['a missing day name', { day_name: '' }, 'day_name', 'Day is required'],
    ['a missing state', { state_id: '' }, 'state_id', 'State is required'],
    ['a missing district', { district_id: null }, 'district_id', 'District is required'],
    ['a missing block', { block_id: 'x' }, 'block_id', 'Block is required'],
    [
      'a name over 255 characters',
      { site_name: 's'.repeat(256) },
      'site_name',
      'Maximum 255 characters allowed',
    ],
    ['a day that is no day', { days: 202 }, 'days', 'Choose a day from the list'],
    ['an unknown state', { state_id: 99 }, 'state_id', 'Choose a state from the list'],
    [
      'a district of another state',
      { district_id: 49 },
      'district_id',
      'Choose a district of the chosen state',
    ],
    ['a block of another district', { block_id: 200 }, 'block_id', 'Choose a block of the chosen district'],
    ['an id beyond any integer', { state_id: 99999999999 }, 'state_id', 'Choose a state from the list'],
  ];

  it.each(invalid)(
    'refuses %s with 422 and its message, writing nothing',
    async (_, change, field, message) => {
      const before = await rowCount();
      const answer = await server.call('sites_add', validSite(change));
      expect(answer.status).toBe(422);
      expect((answer.body.errors as Record<string, string>)[field]).toBe(message);
      expect(await rowCount()).toBe(before);
    },
  );

  it('edits a site, answers its lower-case update text and audits the change', async () => {
    const id = await add({ site_code: 'BEFORE' });
    const edited = await server.call(`sites_edit/${id}`, validSite({ site_code: 'AFTER', days: 707 }));
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('site updated successfully.');
    expect((await server.call(`get_site/${id}`)).body[0]).toMatchObject({
      site_code: 'AFTER',
      days: 707,
      day_name: 'Sunday',
    });
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, id), eq(auditLog.resource, 'site'), eq(auditLog.action, 'edit')));
    expect(audit.changes).toMatchObject({ site_code: { from: 'BEFORE', to: 'AFTER' } });
  });

  it("refuses an edit to another state's district and keeps the site as it was", async () => {
    const id = await add({ site_code: 'KEEP' });
    const answer = await server.call(`sites_edit/${id}`, validSite({ district_id: 525 }));
    expect(answer.status).toBe(422);
    expect((await server.call(`get_site/${id}`)).body[0]).toMatchObject({ district_id: 20 });
  });

  it('deletes a site: its text, gone from the list and master data', async () => {
    const id = await add({ site_name: 'Gone Soon' });
    const deleted = await server.call(`site_delete/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('site deleted successfully.');
    const list = (await server.call('sites')).body as unknown as { id: number }[];
    expect(list.some((row) => row.id === id)).toBe(false);
    expect((await server.call(`get_site/${id}`)).status).toBe(404);
    const master = (await server.call('master_data')).body as unknown as { mst_sites: { id: number }[] };
    expect(master.mst_sites.some((row) => row.id === id)).toBe(false);
  });

  it('answers 404 for an unknown site on get, edit and delete', async () => {
    expect((await server.call('get_site/999999')).status).toBe(404);
    expect((await server.call('site_delete/999999')).status).toBe(404);
    expect((await server.call('sites_edit/999999', validSite())).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${server.url}/api/sites`)).status).toBe(401);
  });
});
