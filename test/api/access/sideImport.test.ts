// Importing sites as a District and a State Coordinator: keys find only records in their area, and a row whose
// place is outside it is a row error on that field, in the check and in the write alike. A driver names only a
// site of the caller's area, through the form and the import alike.
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessMessages } from '../../../resources/access.ts';
import { blocks, districts, sites, states } from '../../../server/db/schema.ts';
import { choiceTexts, UNIQUE_MESSAGE } from '../../../resources/index.ts';
import { validFieldWorker } from '../../fixtures/fieldWorker.ts';
import { batch, fieldWorkerRow, siteRow } from '../../fixtures/importRows.ts';
import { databaseKinds } from '../testServer.ts';
import { places, type Place } from './areaUsers.ts';
import { useSideSuite, type PlaceName } from './sideRecords.ts';

interface CheckedRow {
  errors: string[];
  action: string;
}

describe.each(databaseKinds)('importing within the caller’s area on the %s database', (kind) => {
  const suite = useSideSuite(kind);
  const cells = {} as Record<PlaceName, Record<string, string>>;
  beforeAll(async () => {
    const nameOf = async ({ state_id, district_id, block_id }: Place) => {
      const db = suite.server.db;
      const [state] = await db.select().from(states).where(eq(states.state_id, state_id));
      const [district] = await db.select().from(districts).where(eq(districts.district_id, district_id));
      const [block] = await db
        .select()
        .from(blocks)
        .where(and(eq(blocks.district_id, district_id), eq(blocks.block_id, block_id)));
      return { State: state.state_name, District: district.district_name, Block: block.block_name };
    };
    for (const name of Object.keys(places) as PlaceName[]) cells[name] = await nameOf(places[name]);
  });
  const check = async (token: string, rows: Record<string, string>[], updateExisting?: boolean) => {
    const answer = await suite.call(token, 'import/site/check', batch(rows, updateExisting));
    expect(answer.status).toBe(200);
    return (answer.json() as unknown as { rows: CheckedRow[] }).rows.map(({ errors, action }) => ({
      errors,
      action,
    }));
  };
  const row = (place: PlaceName, code: string, name = `Imported ${code}`) =>
    siteRow({ ...cells[place], 'Site code': code, 'Site name': name });
  const liveByCode = (code: string) =>
    suite.server.db
      .select()
      .from(sites)
      .where(and(eq(sites.site_code, code), isNull(sites.deleted_at)));

  it('checks a District Coordinator’s rows: their district’s add, any other place a row error', async () => {
    const rows = await check(suite.tokens.district, [
      row('home', 'DC-1'),
      row('sameDistrict', 'DC-2'),
      row('sameState', 'DC-3'),
      row('otherState', 'DC-4'),
    ]);
    expect(rows).toEqual([
      { errors: [], action: 'add' },
      { errors: [], action: 'add' },
      { errors: [accessMessages.district_id], action: 'skip' },
      { errors: [accessMessages.district_id], action: 'skip' },
    ]);
  });

  it('checks a State Coordinator’s rows: their state’s add, another state a row error', async () => {
    const rows = await check(suite.tokens.state, [row('sameState', 'SC-1'), row('otherState', 'SC-2')]);
    expect(rows).toEqual([
      { errors: [], action: 'add' },
      { errors: [accessMessages.state_id], action: 'skip' },
    ]);
  });

  it('finds by key only records in the area: a code held elsewhere is taken, naming nothing of that record', async () => {
    const token = suite.tokens.district;
    const rows = await check(
      token,
      [row('home', 'S-home'), row('home', 'S-otherState'), row('otherState', 'S-sameState')],
      true,
    );
    expect(rows).toEqual([
      { errors: [], action: 'update' },
      { errors: [UNIQUE_MESSAGE], action: 'skip' },
      { errors: [accessMessages.district_id], action: 'skip' },
    ]);
    expect(await check(suite.tokens.admin, [row('home', 'S-otherState')], true)).toEqual([
      { errors: [], action: 'update' },
    ]);
  });

  it('refuses an update that would move a record of the area out of it', async () => {
    const rows = await check(suite.tokens.district, [row('sameState', 'S-home')], true);
    expect(rows).toEqual([{ errors: [accessMessages.district_id], action: 'skip' }]);
  });

  it('writes the rows within the area and rejects the others, never touching a record out of scope', async () => {
    const answer = await suite.call(
      suite.tokens.district,
      'import/site',
      batch(
        [
          row('home', 'W-1', 'Written Home'),
          row('otherState', 'W-2', 'Written Away'),
          row('home', 'S-otherState', 'Same Code Home'),
          row('home', 'S-sameDistrict', 'Renamed Nearby'),
        ],
        true,
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({
      added: 1,
      updated: 1,
      skipped: 0,
      rejected: [
        { row: 2, reason: accessMessages.district_id },
        { row: 3, reason: UNIQUE_MESSAGE },
      ],
    });
    expect(await liveByCode('W-2')).toEqual([]);
    // Codes are the programme's: the one held in another state stays its record's alone.
    const sameCode = await liveByCode('S-otherState');
    expect(sameCode.map((site) => [site.site_name, site.district_id])).toEqual([
      ['Site otherState', places.otherState.district_id],
    ]);
    expect((await liveByCode('S-sameDistrict')).map((site) => site.site_name)).toEqual(['Renamed Nearby']);
  });

  it('answers 403 to a Program Manager, who may add nothing, on both import calls', async () => {
    const token = await suite.signIn({ role_id: 3, program_id: null });
    for (const path of ['import/site/check', 'import/site'])
      expect((await suite.call(token, path, batch([row('home', 'PM-1')]))).status).toBe(403);
  });

  it('lets a District Coordinator’s driver name a site of their district only, added or edited', async () => {
    const token = suite.tokens.district;
    const driverAt = (site: PlaceName, mobile: string) =>
      validFieldWorker('driver_name', suite.records[site].site, { ...places.home, mobile_no: mobile });
    const refused = await suite.call(token, 'drivers_add', driverAt('sameState', '9123400001'));
    expect(refused.status).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { site: choiceTexts.notInList('Site') } });
    const added = await suite.call(token, 'drivers_add', driverAt('sameDistrict', '9123400002'));
    expect(added.status).toBe(200);
    const id = Number(added.json().id);
    const moved = await suite.call(token, `drivers_edit/${id}`, { ...driverAt('otherState', '9123400002') });
    expect(moved.status).toBe(422);
    expect(moved.json()).toMatchObject({ errors: { site: choiceTexts.notInList('Site') } });
    const admin = await suite.call(
      suite.tokens.admin,
      `drivers_edit/${id}`,
      driverAt('sameState', '9123400002'),
    );
    expect(admin.status).toBe(200);
  });

  it('imports a District Coordinator’s driver with a site of their district, any other site a row error', async () => {
    const answer = await suite.call(
      suite.tokens.district,
      'import/driver/check',
      batch([
        fieldWorkerRow('Site home', { 'Mobile number': '9123400011' }),
        fieldWorkerRow('Site sameState', { 'Mobile number': '9123400012' }),
      ]),
    );
    expect(answer.status).toBe(200);
    const [home, away] = (answer.json() as unknown as { rows: CheckedRow[] }).rows;
    expect(home).toMatchObject({ errors: [], action: 'add' });
    expect(away.action).toBe('skip');
    expect(away.errors.join(' ')).toMatch(/Site/);
    const byAdmin = await suite.call(
      suite.tokens.admin,
      'import/driver/check',
      batch([fieldWorkerRow('Site sameState')]),
    );
    const adminRows = (byAdmin.json() as unknown as { rows: CheckedRow[] }).rows;
    expect(adminRows.map((row) => row.errors)).toEqual([[]]);
  });
});
