// Importing locations into real databases, the embedded one and PostgreSQL: idempotent, in place, never deleting.
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { and, asc, count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/connection.ts';
import { builtInLocations } from '../../server/db/lgd/builtInLocations.ts';
import { parseLgdDirectory } from '../../server/db/lgd/parse.ts';
import type { LocationSet } from '../../server/db/lgd/types.ts';
import { upsertLocations } from '../../server/db/lgd/upsert.ts';
import { blocks, districts, states } from '../../server/db/schema.ts';
import { pgAdminUrl } from '../../scripts/testPostgres.mjs';
import { openMemoryDatabase } from './testServer.ts';

// A sample of the official files, their lines as they are (scripts/makeLgdFixture.mjs).
const officialDir = fileURLToPath(new URL('../fixtures/lgd/lgd-2022-sample', import.meta.url));
const adminUrl = pgAdminUrl();

/** A fresh PostgreSQL database for this file, dropped by the returned function. */
async function openTemporaryPostgres(): Promise<DatabaseHandle> {
  const name = `outreach_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    },
  };
}

const databases = [
  { kind: 'embedded', open: openMemoryDatabase },
  { kind: 'postgres', open: openTemporaryPostgres },
];

async function tableCounts(db: Database) {
  const [s] = await db.select({ n: count() }).from(states);
  const [d] = await db.select({ n: count() }).from(districts);
  const [b] = await db.select({ n: count() }).from(blocks);
  return { states: s.n, districts: d.n, blocks: b.n };
}

const blockRow = (db: Database, districtId: number, blockId: number) =>
  db
    .select({ block_name: blocks.block_name, active: blocks.active })
    .from(blocks)
    .where(and(eq(blocks.district_id, districtId), eq(blocks.block_id, blockId)));

describe.each(databases)('importing locations into the $kind database', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await open();
    db = handle.db;
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await db.delete(blocks);
    await db.delete(districts);
    await db.delete(states);
  });

  it('imports the official files and a second import changes no counts', async () => {
    const official = await parseLgdDirectory(officialDir);
    const first = await upsertLocations(db, official, { markMissingInactive: true });
    const second = await upsertLocations(db, official, { markMissingInactive: true });
    const nothingRetired = { states: 0, districts: 0, blocks: 0 };
    expect(first).toEqual({ states: 36, districts: 137, blocks: 989, retired: nothingRetired });
    expect(second).toEqual(first);
    expect(await tableCounts(db)).toEqual({ states: 36, districts: 137, blocks: 989 });
    const [inactive] = await db.select({ n: count() }).from(blocks).where(eq(blocks.active, false));
    expect(inactive.n).toBe(0);
  });

  it('keeps an Assam block code under both of its districts', async () => {
    await upsertLocations(db, await parseLgdDirectory(officialDir));
    const rows = await db
      .select({ district_id: blocks.district_id, block_name: blocks.block_name })
      .from(blocks)
      .where(eq(blocks.block_id, 2550))
      .orderBy(asc(blocks.district_id));
    expect(rows).toEqual([
      { district_id: 285, block_name: 'BILASIPARA' },
      { district_id: 294, block_name: 'BILASIPARA' },
    ]);
  });

  it('updates a renamed district in place', async () => {
    await upsertLocations(db, builtInLocations);
    const renamed: LocationSet = {
      ...builtInLocations,
      districts: builtInLocations.districts.map((d) =>
        d.district_id === 20 ? { ...d, district_name: 'KULLU RENAMED' } : d,
      ),
    };
    await upsertLocations(db, renamed, { markMissingInactive: true });
    const rows = await db.select().from(districts).where(eq(districts.district_id, 20));
    expect(rows.map((d) => [d.district_name, d.active])).toEqual([['KULLU RENAMED', true]]);
    expect((await tableCounts(db)).districts).toBe(builtInLocations.districts.length);
  });

  it('marks a block missing from a later full import inactive instead of deleting it', async () => {
    await upsertLocations(db, builtInLocations);
    const [gone, ...kept] = builtInLocations.blocks;
    const { retired } = await upsertLocations(
      db,
      { ...builtInLocations, blocks: kept },
      { markMissingInactive: true },
    );
    expect(retired).toEqual({ states: 0, districts: 0, blocks: 1 });
    expect(await blockRow(db, gone.district_id, gone.block_id)).toEqual([
      { block_name: gone.block_name, active: false },
    ]);
    const [active] = await db.select({ n: count() }).from(blocks).where(eq(blocks.active, true));
    expect(active.n).toBe(kept.length);
  });

  it('marks a state missing from a later full import inactive instead of deleting it', async () => {
    await upsertLocations(db, builtInLocations);
    const set: LocationSet = {
      ...builtInLocations,
      states: builtInLocations.states.filter((s) => s.state_id !== 29),
    };
    await upsertLocations(db, set, { markMissingInactive: true });
    const rows = await db.select({ active: states.active }).from(states).where(eq(states.state_id, 29));
    expect(rows).toEqual([{ active: false }]);
  });

  it('leaves rows missing from a partial import active', async () => {
    await upsertLocations(db, builtInLocations);
    const [first, ...rest] = builtInLocations.blocks;
    await upsertLocations(db, { ...builtInLocations, blocks: rest });
    expect(await blockRow(db, first.district_id, first.block_id)).toEqual([
      { block_name: first.block_name, active: true },
    ]);
  });

  it('makes an inactive block active again when it comes back', async () => {
    await upsertLocations(db, builtInLocations);
    const [block, ...rest] = builtInLocations.blocks;
    await upsertLocations(db, { ...builtInLocations, blocks: rest }, { markMissingInactive: true });
    await upsertLocations(db, builtInLocations, { markMissingInactive: true });
    expect(await blockRow(db, block.district_id, block.block_id)).toEqual([
      { block_name: block.block_name, active: true },
    ]);
  });

  it('writes nothing when one row fails, as the import is one transaction', async () => {
    const districtOfUnknownState: LocationSet = {
      states: [{ state_id: 5, state_name: 'UTTARAKHAND' }],
      districts: [{ district_id: 20, district_name: 'KULLU', state_id: 2 }],
      blocks: [],
    };
    await expect(upsertLocations(db, districtOfUnknownState)).rejects.toThrow();
    expect(await tableCounts(db)).toEqual({ states: 0, districts: 0, blocks: 0 });
  });
});
