// The export's file re-imports: 1,000 sites exported as the list's Export writes them, deleted, imported from
// that file in the import screen's batches, come back as the same rows (and export to the same file again).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCsv } from '../../../resources/csvExport.ts';
import { site, type MasterData, type RecordOf } from '../../../resources/index.ts';
import { parseCsvText } from '../../../src/csvImport/csvFile.ts';
import { startFieldOpsServer, validSite, type FieldOpsServer } from '../fieldOps/fieldOpsServer.ts';
import { batch, type ImportAnswer } from '../../fixtures/importRows.ts';
import { scaled } from '../../timeouts.ts';

type SiteRecord = RecordOf<typeof site>;
const SITES = 1_000;
/** The import screen's batch size. */
const BATCH = 500;
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const withoutId = ({ id: _id, ...row }: SiteRecord) => row;
const byCode = (a: SiteRecord, b: SiteRecord) => a.site_code.localeCompare(b.site_code);

describe('a list exported to CSV and imported again', () => {
  let server: FieldOpsServer;
  beforeAll(async () => {
    server = await startFieldOpsServer('embedded');
  });
  afterAll(() => server?.close());

  const sites = async () => ((await server.call('sites')).body as unknown as SiteRecord[]).sort(byCode);

  it('gives back the same 1,000 sites', { timeout: scaled(300_000) }, async () => {
    for (let i = 0; i < SITES; i += 1) {
      const added = await server.call(
        'sites_add',
        validSite({
          // Hindi names, a name a spreadsheet would run, commas and quotes: all must come back as they were.
          site_name: [`Camp ${i}`, `शिविर ${i}`, `=Camp+${i}`, `Camp "${i}", east`][i % 4],
          site_code: `RT-${String(i).padStart(4, '0')}`,
          mhu: `MHU-${i % 9}`,
          day_name: days[i % 7],
          days: 701 + (i % 7),
        }),
      );
      expect(added.status).toBe(200);
    }
    const before = await sites();
    expect(before).toHaveLength(SITES);
    const masterData = (await server.call('master_data')).body as unknown as MasterData;
    const exported = listCsv(site, before, masterData);

    for (const { id } of before) expect((await server.call(`site_delete/${id}`)).status).toBe(200);
    expect(await sites()).toEqual([]);

    const { rows } = parseCsvText(exported);
    expect(rows).toHaveLength(SITES);
    const totals = { added: 0, updated: 0, skipped: 0, rejected: 0 };
    for (let start = 0; start < rows.length; start += BATCH) {
      const answer = await server.call('import/site', batch(rows.slice(start, start + BATCH)));
      expect(answer.status).toBe(200);
      const { added, updated, skipped, rejected } = answer.body as unknown as ImportAnswer;
      Object.assign(totals, {
        added: totals.added + added,
        updated: totals.updated + updated,
        skipped: totals.skipped + skipped,
        rejected: totals.rejected + rejected.length,
      });
    }
    expect(totals).toEqual({ added: SITES, updated: 0, skipped: 0, rejected: 0 });

    const after = await sites();
    expect(after.map(withoutId)).toEqual(before.map(withoutId));
    expect(listCsv(site, after, masterData)).toBe(exported);
  });
});
