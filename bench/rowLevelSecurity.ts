// `npm run bench:rls [-- --rows=N]`: what PostgreSQL row-level security would cost as a second line behind the
// access policy's own filter (docs/decisions/022-access-policy.md). N sites over every built-in block, on the
// embedded database and, with DATABASE_URL, on a throwaway PostgreSQL database; the store's uncached reads (the
// whole list, one record) with the app's filter alone, then with a policy read by a role that is not a superuser,
// its settings made per transaction. Medians of sequential calls. Figures only: nothing fails on time.
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseHandle } from '../server/db/connection.ts';
import { builtInLocations } from '../server/db/lgd/builtInLocations.ts';
import { throwawayDatabase } from './millionRows.ts';
import { printTable, type Figure } from './table.ts';

const rowCount = Number(process.argv.find((arg) => arg.startsWith('--rows='))?.split('=')[1] ?? 100_000);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const log = (text: string) => console.log(`# ${text}`);
const role = `outreach_rls_${crypto.randomBytes(4).toString('hex')}`;

/** The District Coordinator of KULLU (district 20) and the administrator, as the policy's settings see them. */
const readers = [
  { who: 'District Coordinator', reach: 'district', where: sql`district_id in (20)`, settings: "'{20}'" },
  { who: 'administrator', reach: 'all', where: sql`true`, settings: "'{}'" },
] as const;

/** The sites, round the built-in blocks as the bench spreads them. */
async function fill(db: Database): Promise<void> {
  const blocks = builtInLocations.blocks.map((block) => {
    const district = builtInLocations.districts.find((d) => d.district_id === block.district_id);
    return `(${district?.state_id}, ${block.district_id}, ${block.block_id})`;
  });
  await db.execute(
    sql.raw(`
    with place as (select row_number() over () - 1 as n, * from (values ${blocks.join(', ')}) as b(s, d, k))
    insert into sites (site_name, mhu, site_code, day_name, days, state_id, district_id, block_id)
    select 'Site ' || (g::bigint * 7919) % 100003, 'MHU-' || g % 40, 'S-' || g, 'Monday', 701, place.s, place.d, place.k
    from generate_series(1, ${rowCount}) as g join place on place.n = g % ${blocks.length}`),
  );
  await db.execute(sql`analyze sites`);
}

/** The policy, as one would write it from resources/access.ts, and a role it applies to. */
async function addPolicy(db: Database): Promise<void> {
  for (const statement of [
    `create role ${role} nologin`,
    `grant select on sites to ${role}`,
    'alter table sites enable row level security',
    `create policy sites_scope on sites for select to ${role} using (
      case current_setting('app.reach', true)
        when 'all' then true
        when 'state' then state_id = current_setting('app.state_id')::int
        when 'district' then district_id = any (current_setting('app.district_ids')::int[])
        when 'block' then district_id = any (current_setting('app.district_ids')::int[])
          and block_id = current_setting('app.block_id')::int
        else false
      end)`,
  ])
    await db.execute(sql.raw(statement));
}

/**
 * The median milliseconds of two reads over `runs` sequential calls each, after 3 warm-up calls, taken in turns
 * (which goes first alternates) so that both meet the same machine.
 */
async function timedInTurns(
  runs: number,
  reads: [(run: number) => Promise<unknown>, (run: number) => Promise<unknown>],
): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let run = -3; run < runs; run++) {
    for (const which of run % 2 ? [0, 1] : [1, 0]) {
      const started = performance.now();
      await reads[which](run);
      if (run >= 0) times[which].push(performance.now() - started);
    }
  }
  return [median(times[0]), median(times[1])];
}

/** One read with the policy: its settings and the role made local to a transaction, as a request would. */
const underPolicy = (db: Database, reader: (typeof readers)[number], query: SQL) =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(
        `select set_config('role', '${role}', true), set_config('app.reach', '${reader.reach}', true), ` +
          `set_config('app.district_ids', ${reader.settings}, true)`,
      ),
    );
    return tx.execute(query);
  });

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows.length;

async function figuresOn(kind: string, handle: DatabaseHandle): Promise<Figure[]> {
  const { db } = handle;
  log(`${kind}: inserting ${rowCount.toLocaleString('en')} sites by SQL...`);
  await fill(db);
  const ids = (
    (await db.execute(sql`select id from sites where district_id = 20 order by id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map(({ id }) => id);
  const list = (where: SQL) => sql`select * from sites where deleted_at is null and ${where} order by id`;
  const one = (where: SQL, run: number) =>
    sql`select * from sites where id = ${ids[(run * 37 + 1000) % ids.length]} and deleted_at is null and ${where}`;
  // The policy changes nothing for the app's own reads: they run as the tables' owner, which RLS lets through.
  await addPolicy(db);
  const figures: Figure[] = [];
  const within = (value: number, anchor: number) => value <= anchor * 1.1;
  for (const reader of readers) {
    const rows = rowsOf(await db.execute(list(reader.where)));
    const policyRows = rowsOf(await underPolicy(db, reader, list(reader.where)));
    if (rows !== policyRows) throw new Error(`${kind}: the policy let ${policyRows} of ${rows} rows through`);
    const [plainList, policyList] = await timedInTurns(7, [
      () => db.execute(list(reader.where)),
      () => underPolicy(db, reader, list(reader.where)),
    ]);
    const [plainOne, policyOne] = await timedInTurns(201, [
      (run) => db.execute(one(reader.where, run)),
      (run) => underPolicy(db, reader, one(reader.where, run)),
    ]);
    figures.push(
      {
        what: `${kind}: whole list, ${reader.who} (${rows.toLocaleString('en')} rows), with RLS`,
        value: policyList,
        unit: 'ms',
        anchor: { name: 'the app filter alone', value: plainList },
        goal: '≤ 1.1×',
        met: within(policyList, plainList),
      },
      {
        what: `${kind}: one record by id, ${reader.who}, with RLS`,
        value: policyOne,
        unit: 'ms',
        anchor: { name: 'the app filter alone', value: plainOne },
        goal: '≤ 1.1×',
        met: within(policyOne, plainOne),
      },
    );
  }
  return figures;
}

const figures: Figure[] = [];
const embedded = await openDatabase({ embedded: 'memory' });
try {
  figures.push(...(await figuresOn('embedded', embedded)));
} finally {
  await embedded.close();
}
const adminUrl = process.env.DATABASE_URL;
if (adminUrl) {
  const database = await throwawayDatabase(adminUrl);
  const handle = await openDatabase({ url: database.url });
  try {
    figures.push(...(await figuresOn('PostgreSQL', handle)));
  } finally {
    await handle.close();
    await database.drop();
    // Roles belong to the whole server: the bench's goes once its database has.
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop role if exists ${role}`).finally(() => client.end());
  }
} else
  log('PostgreSQL left out: set DATABASE_URL to a server where the bench may create a database and a role');
console.log();
printTable(figures);
