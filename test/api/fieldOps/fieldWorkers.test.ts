// Drivers and health workers over real HTTP on both databases: every endpoint, multipart bodies, every rule.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ageFromDob, driver, healthWorker, type ResourceConfig } from '../../../resources/index.ts';
import { drivers, healthWorkers } from '../../../server/db/schema.ts';
import { databaseKinds } from '../testServer.ts';
import { validFieldWorker, validSite, type Body, useFieldOpsServerWithSite } from './fieldOpsServer.ts';

interface Case {
  config: ResourceConfig;
  table: typeof drivers | typeof healthWorkers;
  nameKey: string;
  nameLabel: string;
  updated: string;
  deleted: string;
}

const cases: Case[] = [
  {
    config: driver,
    table: drivers,
    nameKey: 'driver_name',
    nameLabel: 'Driver name',
    updated: 'driver updated successfully.',
    deleted: 'driver deleted successfully.',
  },
  {
    config: healthWorker,
    table: healthWorkers,
    nameKey: 'health_worker_name',
    nameLabel: 'Health worker name',
    updated: 'helth worker updated successfully.',
    deleted: 'helth worker deleted successfully.',
  },
];

describe.each(databaseKinds)('field workers on the %s database', (kind) => {
  const suite = useFieldOpsServerWithSite(kind);

  describe.each(cases)('$config.name', ({ config, table, nameKey, nameLabel, updated, deleted }) => {
    const { endpoints } = config;
    const valid = (overrides: Body = {}) => validFieldWorker(nameKey, suite.siteId, overrides);
    const rowCount = async () => (await suite.server.db.select({ id: table.id }).from(table)).length;
    const add = async (overrides: Body = {}) =>
      (await suite.server.send(endpoints.add, valid(overrides))).body.id as number;
    const getOne = async (id: number) => (await suite.server.call(`${endpoints.get}/${id}`)).body[0] as Body;

    it('adds from a multipart body as the client sends it, and lists the row with numbers as numbers', async () => {
      const added = await suite.server.send(endpoints.add, valid({ mhu: 'LISTED' }));
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ message: 'Added!', subMessage: config.texts.added });
      const list = (await suite.server.call(endpoints.list)).body as unknown as Body[];
      // The row is the body as sent, with its id, the age the server computed, no photo and its first version.
      const { id: _blank, ...sent } = valid({ mhu: 'LISTED' });
      expect(list.find((row) => row.id === added.body.id)).toEqual({
        ...sent,
        id: added.body.id,
        age: ageFromDob('1990-05-17'),
        image: null,
        version: 1,
      });
    });

    it('adds from a JSON body too', async () => {
      const added = await suite.server.call(endpoints.add, valid({ mhu: 'JSON' }));
      expect(added.status).toBe(200);
      expect(await getOne(added.body.id as number)).toMatchObject({ mhu: 'JSON', site: suite.siteId });
    });

    it('answers one record as a one-element array', async () => {
      const id = await add({ mhu: 'ONE' });
      const got = await suite.server.call(`${endpoints.get}/${id}`);
      expect(got.status).toBe(200);
      expect(got.body).toHaveLength(1);
      expect(got.body[0]).toMatchObject({ id, mhu: 'ONE' });
    });

    it('computes the age from the date of birth, whatever age the body says', async () => {
      const id = await add({ dob: '2000-01-01', age: 99 });
      const [stored] = await suite.server.db.select({ age: table.age }).from(table).where(eq(table.id, id));
      expect(stored.age).toBe(ageFromDob('2000-01-01'));
      expect((await getOne(id)).age).toBe(ageFromDob('2000-01-01'));
    });

    const invalid: [string, Body, string, string][] = [
      ['a missing name', { [nameKey]: '' }, nameKey, `${nameLabel} is required`],
      ['a missing MHU', { mhu: '' }, 'mhu', 'MHU is required'],
      ['a missing mobile number', { mobile_no: '' }, 'mobile_no', 'Mobile number is required'],
      ['a mobile number with letters', { mobile_no: '98x' }, 'mobile_no', 'Mobile number must be a number'],
      ['an age that is no number', { age: 'old' }, 'age', 'Age must be a number'],
      [
        'a missing spouse/parent name',
        { spouse_parent_name: '' },
        'spouse_parent_name',
        'Spouse/Parent name is required',
      ],
      ['a missing date of birth', { dob: '' }, 'dob', 'Date of birth is required'],
      [
        'a date of birth in the future',
        { dob: '2099-01-01' },
        'dob',
        'Date of birth cannot be in the future',
      ],
      ['a missing city/village', { city_village: '' }, 'city_village', 'City/Village is required'],
      ['a missing site', { site: '' }, 'site', 'Site is required'],
      ['a missing gender', { gender: '' }, 'gender', 'Gender is required'],
      ['a missing relationship', { relationship: '' }, 'relationship', 'Relationship is required'],
      ['a missing ID card', { id_card: '' }, 'id_card', 'ID card is required'],
      ['a missing card holder', { card_holder_id: '' }, 'card_holder_id', 'Card holder is required'],
      ['a missing state', { state_id: '' }, 'state_id', 'State is required'],
      ['a missing district', { district_id: '' }, 'district_id', 'District is required'],
      ['a missing block', { block_id: '' }, 'block_id', 'Block is required'],
      [
        'a name over 255 characters',
        { [nameKey]: 'n'.repeat(256) },
        nameKey,
        'Maximum 255 characters allowed',
      ],
      [
        'a city/village over 255',
        { city_village: 'c'.repeat(256) },
        'city_village',
        'Maximum 255 characters allowed',
      ],
      ['an unknown site', { site: 999999 }, 'site', 'Choose a site from the list'],
      ['a gender that is a day', { gender: 701 }, 'gender', 'Choose a gender from the list'],
      [
        'an unknown relationship',
        { relationship: 99999999999 },
        'relationship',
        'Choose a relationship from the list',
      ],
      ['an ID card that is a gender', { id_card: 201 }, 'id_card', 'Choose an ID card from the list'],
      [
        'a district of another state',
        { district_id: 357 },
        'district_id',
        'Choose a district of the chosen state',
      ],
      ['a block of another district', { block_id: 205 }, 'block_id', 'Choose a block of the chosen district'],
    ];

    it.each(invalid)(
      'refuses %s with 422 and its message, writing nothing',
      async (_, change, field, message) => {
        const before = await rowCount();
        const answer = await suite.server.send(endpoints.add, valid(change));
        expect(answer.status).toBe(422);
        expect((answer.body.errors as Record<string, string>)[field]).toBe(message);
        expect(await rowCount()).toBe(before);
      },
    );

    it('edits from a multipart body and answers its update text', async () => {
      const id = await add({ mhu: 'BEFORE' });
      const edited = await suite.server.send(`${endpoints.edit}/${id}`, valid({ mhu: 'AFTER', gender: 201 }));
      expect(edited.status).toBe(200);
      expect(edited.body.message).toBe(updated);
      expect(await getOne(id)).toMatchObject({ mhu: 'AFTER', gender: 201 });
    });

    it('refuses an invalid edit with 422 and leaves the record as it was', async () => {
      const id = await add({ mhu: 'KEEP' });
      const answer = await suite.server.send(`${endpoints.edit}/${id}`, valid({ mhu: '', block_id: 200 }));
      expect(answer.status).toBe(422);
      expect(await getOne(id)).toMatchObject({ mhu: 'KEEP', block_id: 168 });
    });

    it('deletes a record with its text; it leaves the list', async () => {
      const id = await add();
      const answer = await suite.server.call(`${endpoints.delete}/${id}`);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(deleted);
      const list = (await suite.server.call(endpoints.list)).body as unknown as Body[];
      expect(list.some((row) => row.id === id)).toBe(false);
      expect((await suite.server.call(`${endpoints.get}/${id}`)).status).toBe(404);
    });

    it('answers 404 for an unknown id on get, edit and delete', async () => {
      expect((await suite.server.call(`${endpoints.get}/999999`)).status).toBe(404);
      expect((await suite.server.call(`${endpoints.delete}/999999`)).status).toBe(404);
      expect((await suite.server.send(`${endpoints.edit}/999999`, valid())).status).toBe(404);
    });

    it('answers 401 without a token', async () => {
      expect((await fetch(`${suite.server.url}/api/${endpoints.list}`)).status).toBe(401);
    });
  });

  it('refuses a driver at a deleted site', async () => {
    const goneSite = (await suite.server.call('sites_add', validSite({ site_code: 'GONE' }))).body
      .id as number;
    await suite.server.call(`site_delete/${goneSite}`);
    const answer = await suite.server.send('drivers_add', validFieldWorker('driver_name', goneSite));
    expect(answer.status).toBe(422);
    expect((answer.body.errors as Record<string, string>).site).toBe('Choose a site from the list');
  });
});
