// History, activity, bin, restore, dashboard, photos and master data as a District and a State Coordinator:
// records in their area only, and a guessed id or photo name outside it answered exactly as a missing one.
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { districts, sites } from '../../../server/db/schema.ts';
import { validSite } from '../fieldOps/fieldOpsServer.ts';
import { databaseKinds } from '../testServer.ts';
import { places } from './areaUsers.ts';
import { placeNames, reachOf, useSideSuite, type Answer } from './sideRecords.ts';

const MISSING_ID = 999_999_999;
const MISSING_PHOTO = `${'0'.repeat(32)}.png`;
const coordinators = ['district', 'state'] as const;

/** The same 404 as a missing record's: status, body and the marker that spares the client a refresh. */
const sameAsMissing = (answer: Answer, missing: Answer) => {
  expect(missing.status).toBe(404);
  expect({ status: answer.status, text: answer.text, marker: answer.headers['x-not-found'] }).toEqual({
    status: missing.status,
    text: missing.text,
    marker: missing.headers['x-not-found'],
  });
};

describe.each(databaseKinds)('the routes beside CRUD within the caller’s area on the %s database', (kind) => {
  const suite = useSideSuite(kind);
  const idsOf = (field: 'site' | 'deletedSite', names: readonly string[]) =>
    names.map((name) => suite.records[name as keyof typeof suite.records][field]);

  describe.each(coordinators)('as the %s coordinator of the home place', (role) => {
    const token = () => suite.tokens[role];
    const { inside, outside } = reachOf[role];

    it('shows the history of records in the area, deleted ones too, and 404 for any other as for none', async () => {
      for (const id of [...idsOf('site', inside), ...idsOf('deletedSite', inside)]) {
        const answer = await suite.call(token(), `history/site/${id}`);
        expect(answer.status).toBe(200);
        expect(answer.json().length).toBeGreaterThan(0);
      }
      const missing = await suite.call(token(), `history/site/${MISSING_ID}`);
      for (const id of [...idsOf('site', outside), ...idsOf('deletedSite', outside)])
        sameAsMissing(await suite.call(token(), `history/site/${id}`), missing);
    });

    it('lists the activity and its CSV of records in the area only, counted in the same query', async () => {
      const answer = await suite.call(token(), 'activity?resource=site&_start=0&_end=500');
      expect(answer.status).toBe(200);
      const seen = new Set(answer.json().map((row) => row.record_id));
      expect(Number(answer.headers['x-total-count'])).toBe(answer.json().length);
      for (const id of [...idsOf('site', inside), ...idsOf('deletedSite', inside)])
        expect(seen).toContain(id);
      for (const id of [...idsOf('site', outside), ...idsOf('deletedSite', outside)])
        expect(seen).not.toContain(id);
      const page = await suite.call(token(), 'activity?_start=0&_end=1');
      const all = await suite.call(token(), 'activity?_start=0&_end=500');
      expect(Number(page.headers['x-total-count'])).toBe(all.json().length);
      const csv = (await suite.call(token(), 'activity.csv')).text;
      for (const name of inside) expect(csv).toContain(`Site ${name}`);
      for (const name of outside) expect(csv).not.toContain(`Site ${name}`);
    });

    it('lists in the bin and restores deleted records of the area only; any other restore is a 404 as for none', async () => {
      const bin = await suite.call(token(), 'bin?_start=0&_end=500');
      expect(bin.status).toBe(200);
      const binned = bin.json().map((row) => `${row.resource}/${row.record_id}`);
      expect(Number(bin.headers['x-total-count'])).toBe(binned.length);
      for (const id of idsOf('deletedSite', inside)) expect(binned).toContain(`site/${id}`);
      for (const id of idsOf('deletedSite', outside)) expect(binned).not.toContain(`site/${id}`);
      const missing = await suite.call(token(), `restore/site/${MISSING_ID}`, undefined, 'POST');
      for (const id of idsOf('deletedSite', outside))
        sameAsMissing(await suite.call(token(), `restore/site/${id}`, undefined, 'POST'), missing);
    });

    it('counts on the dashboard only the live rows of the area', async () => {
      const answer = await suite.call(token(), 'dashboard');
      expect(answer.status).toBe(200);
      const figures = answer.json() as unknown as {
        counts: Record<string, number>;
        byDistrict: { state_id: number; district_id: number; sites?: number }[];
      };
      expect(figures.counts.sites).toBe(inside.length);
      expect(figures.counts.drivers).toBe(inside.length);
      const districtsSeen = new Set(figures.byDistrict.map((row) => row.district_id));
      expect([...districtsSeen].sort()).toEqual(
        [...new Set(inside.map((name) => places[name].district_id))].sort(),
      );
      // A District Coordinator may read no users: the figure is left out, not zero.
      expect('users' in figures.counts).toBe(role === 'state');
    });

    it.each(['', '?size=thumb'])(
      'serves the photos (%s) of drivers in the area, and 404 for any other as for a photo never stored',
      async (size) => {
        for (const name of inside) {
          const answer = await suite.call(token(), `photo/${suite.records[name].photo}${size}`);
          expect(answer.status).toBe(200);
        }
        const missing = await suite.call(token(), `photo/${MISSING_PHOTO}${size}`);
        for (const name of outside)
          sameAsMissing(await suite.call(token(), `photo/${suite.records[name].photo}${size}`), missing);
      },
    );

    it('gives master data narrowed to the area: its state’s locations, the records it may read', async () => {
      const answer = await suite.call(token(), 'master_data');
      expect(answer.status).toBe(200);
      const data = answer.json() as unknown as Record<string, Record<string, number | string>[]>;
      expect(data.state.map((row) => row.state_id)).toEqual([places.home.state_id]);
      expect(new Set(data.district.map((row) => row.state_id))).toEqual(new Set([places.home.state_id]));
      const inState = await suite.server.db
        .select({ id: districts.district_id })
        .from(districts)
        .where(and(eq(districts.state_id, places.home.state_id), eq(districts.active, true)));
      const stateDistricts = inState.map((row) => row.id);
      expect(data.block.length).toBeGreaterThan(0);
      expect(data.block.every((row) => stateDistricts.includes(Number(row.district_id)))).toBe(true);
      expect(data.mst_sites.map((row) => row.site_name).sort()).toEqual(
        inside.map((name) => `Site ${name}`).sort(),
      );
      // Projects are read in the whole state by both coordinators.
      const projects = data.mst_project.map((row) => row.project_name);
      expect(projects).toContain('Project home');
      expect(projects).not.toContain('Project otherState');
      const admin = (await suite.call(suite.tokens.admin, 'master_data')).json() as unknown as typeof data;
      expect(data.mst_roles).toEqual(admin.mst_roles);
      expect(data.mst_common).toEqual(admin.mst_common);
    });
  });

  it('lets the administrator see every place’s history, activity, bin, photos, figures and master data', async () => {
    const admin = suite.tokens.admin;
    for (const name of placeNames) {
      const { site, deletedSite, photo } = suite.records[name];
      expect((await suite.call(admin, `history/site/${site}`)).status).toBe(200);
      expect((await suite.call(admin, `photo/${photo}`)).status).toBe(200);
      const activity = (await suite.call(admin, 'activity?resource=site&_start=0&_end=500')).json();
      expect(activity.map((row) => row.record_id)).toContain(site);
      const bin = (await suite.call(admin, 'bin?resource=site&_start=0&_end=500')).json();
      expect(bin.map((row) => row.record_id)).toContain(deletedSite);
    }
    const [{ live }] = await suite.server.db
      .select({ live: count() })
      .from(sites)
      .where(isNull(sites.deleted_at));
    const figures = (await suite.call(admin, 'dashboard')).json() as unknown as {
      counts: Record<string, number>;
    };
    expect(figures.counts.sites).toBe(live);
    expect(figures.counts.users).toBeGreaterThan(0);
    const data = (await suite.call(admin, 'master_data')).json() as unknown as Record<string, unknown[]>;
    expect(data.state.length).toBeGreaterThan(1);
    expect(data.mst_sites).toHaveLength(placeNames.length);
  });

  it('restores a deleted record of the District Coordinator’s district for them', async () => {
    const gone = await suite.server.call(
      'sites_add',
      validSite({ ...places.home, site_name: 'Back Again', site_code: 'BA-1' }),
    );
    const id = Number(gone.body.id);
    await suite.server.call(`site_delete/${id}`);
    const restored = await suite.call(suite.tokens.district, `restore/site/${id}`, undefined, 'POST');
    expect(restored.status).toBe(200);
    const [row] = await suite.server.db
      .select({ deleted: sites.deleted_at })
      .from(sites)
      .where(inArray(sites.id, [id]));
    expect(row.deleted).toBeNull();
  });

  it('answers a Program Manager, who may delete nothing, 403 on restore and an empty bin', async () => {
    const token = await suite.signIn({ role_id: 3, program_id: null });
    const id = suite.records.home.deletedSite;
    expect((await suite.call(token, `restore/site/${id}`, undefined, 'POST')).status).toBe(403);
    const bin = await suite.call(token, 'bin');
    expect({ status: bin.status, rows: bin.json(), total: bin.headers['x-total-count'] }).toEqual({
      status: 200,
      rows: [],
      total: '0',
    });
  });

  it('gives a user with no state no locations and no located records', async () => {
    const token = await suite.signIn({ role_id: 5, state_id: null, district_id: [] });
    const data = (await suite.call(token, 'master_data')).json() as unknown as Record<string, unknown[]>;
    expect({ state: data.state, district: data.district, block: data.block, sites: data.mst_sites }).toEqual({
      state: [],
      district: [],
      block: [],
      sites: [],
    });
    const activity = await suite.call(token, 'activity');
    expect(activity.json()).toEqual([]);
  });
});
