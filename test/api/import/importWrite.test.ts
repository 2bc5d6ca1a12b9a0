// POST /api/import/{resource} on both databases: valid rows written through the store, audited, in one
// transaction per batch; existing codes updated only when asked; a batch the database refuses leaves nothing.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, drivers, listVersions, projects } from '../../../server/db/schema.ts';
import { databaseKinds } from '../testServer.ts';
import { startFieldOpsServer, validSite, type FieldOpsServer } from '../fieldOps/fieldOpsServer.ts';
import { batch, fieldWorkerRow, projectRow, type ImportAnswer } from '../../fixtures/importRows.ts';

describe.each(databaseKinds)('importing rows on the %s database', (kind) => {
  let server: FieldOpsServer;
  beforeAll(async () => {
    server = await startFieldOpsServer(kind);
  });
  afterAll(() => server?.close());

  const send = async (resource: string, rows: Record<string, string>[], updateExisting?: boolean) => {
    const answer = await server.call(`import/${resource}`, batch(rows, updateExisting));
    expect(answer.status).toBe(200);
    return answer.body as unknown as ImportAnswer;
  };
  const projectByCode = async (code: string) =>
    server.db.select().from(projects).where(eq(projects.project_code, code));
  const auditOf = (id: number) =>
    server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'project'), eq(auditLog.record_id, id)));
  const projectVersion = async () =>
    (await server.db.select().from(listVersions).where(eq(listVersions.resource, 'project')))[0]?.version ??
    0;

  it('adds the valid rows, rejects the others with their reasons, and audits each add', async () => {
    const answer = await send('project', [
      projectRow({ 'Project code': 'IMP-1' }),
      projectRow({ 'Project code': 'IMP-2', State: 'Atlantis' }),
      projectRow({ 'Project code': 'IMP-3', Name: 'Second' }),
    ]);
    expect(answer).toEqual({
      added: 2,
      updated: 0,
      skipped: 0,
      rejected: [{ row: 2, reason: 'State "Atlantis" is not in the list' }],
    });
    const [added] = await projectByCode('IMP-1');
    expect(added).toMatchObject({ project_name: 'Clean Water', state_id: 2, start_date: '2030-04-01' });
    expect(await projectByCode('IMP-2')).toEqual([]);
    expect((await auditOf(added.id)).map((row) => row.action)).toEqual(['add']);
    const listed = (await server.call('projects')).body as unknown as { project_code: string }[];
    expect(listed.map((row) => row.project_code)).toEqual(expect.arrayContaining(['IMP-1', 'IMP-3']));
  });

  it('skips a row whose code exists unless asked to update, then updates the record', async () => {
    await send('project', [projectRow({ 'Project code': 'UPS-1', Name: 'Before' })]);
    const [before] = await projectByCode('UPS-1');
    const renamed = [projectRow({ 'Project code': 'UPS-1', Name: 'After' })];
    expect(await send('project', renamed)).toEqual({ added: 0, updated: 0, skipped: 1, rejected: [] });
    expect((await projectByCode('UPS-1'))[0].project_name).toBe('Before');
    expect(await send('project', renamed, true)).toEqual({ added: 0, updated: 1, skipped: 0, rejected: [] });
    const after = await projectByCode('UPS-1');
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: before.id, project_name: 'After' });
    const audit = await auditOf(before.id);
    expect(audit.map((row) => row.action)).toEqual(['add', 'edit']);
    expect(audit[1].changes).toEqual({ project_name: { from: 'Before', to: 'After' } });
  });

  it('keeps the stored dates when an update leaves them empty (an add takes today)', async () => {
    await send('project', [projectRow({ 'Project code': 'DATES-1' })]);
    const empty = projectRow({ 'Project code': 'DATES-1', Name: 'Renamed', StartDate: '', EndDate: '--' });
    expect((await send('project', [empty], true)).updated).toBe(1);
    expect((await projectByCode('DATES-1'))[0]).toMatchObject({
      project_name: 'Renamed',
      start_date: '2030-04-01',
      end_date: '2031-03-31',
    });
  });

  it("rejects the second of two rows with the same code, numbered as the file's rows", async () => {
    const rows = [
      projectRow({ 'Project code': 'TWICE' }),
      projectRow({ 'Project code': 'TWICE', Name: 'B' }),
    ];
    const answer = (await server.call('import/project', { rows, rowNumbers: [501, 502] }))
      .body as unknown as ImportAnswer;
    expect(answer.rejected).toEqual([{ row: 502, reason: 'Repeats Project code of row 501 of the file' }]);
    expect(await projectByCode('TWICE')).toHaveLength(1);
  });

  it('writes a batch all or nothing: a row the database refuses rolls back the rows before it', async () => {
    await server.db.execute(
      sql`alter table projects add constraint no_boom check (project_name <> 'Boom') not valid`,
    );
    try {
      const version = await projectVersion();
      const rows = ['ALL-1', 'ALL-2', 'ALL-3'].map((code, index) =>
        projectRow({ 'Project code': code, Name: index === 2 ? 'Boom' : 'Fine' }),
      );
      const answer = await send('project', rows);
      expect(answer).toMatchObject({ added: 0, updated: 0, skipped: 0 });
      expect(answer.rejected.map((row) => row.row)).toEqual([1, 2, 3]);
      expect(answer.rejected[0].reason).toBe(
        'Not saved: the database refused this batch of rows, so none of them was written',
      );
      expect(await projectByCode('ALL-1')).toEqual([]);
      expect(await projectVersion()).toBe(version);
    } finally {
      await server.db.execute(sql`alter table projects drop constraint no_boom`);
    }
  });

  it('imports drivers by names (site, options, places) and leaves their photo empty', async () => {
    await server.call('sites_add', validSite({ site_name: 'Import Camp', site_code: 'IC-1' }));
    const answer = await send('driver', [
      fieldWorkerRow('Import Camp', { 'Mobile number': '9000000001' }),
      fieldWorkerRow('No Such Camp', { 'Mobile number': '9000000002', Gender: 'Unknown' }),
    ]);
    expect(answer.added).toBe(1);
    expect(answer.rejected).toEqual([
      { row: 2, reason: 'Site "No Such Camp" is not in the list; Gender "Unknown" is not in the list' },
    ]);
    const [driver] = await server.db.select().from(drivers).where(eq(drivers.mobile_no, '9000000001'));
    expect(driver).toMatchObject({
      driver_name: 'Asha Devi',
      gender: 202,
      relationship: 901,
      id_card: 3,
      card_holder_id: 3,
      dob: '1990-05-17',
      state_id: 2,
      district_id: 20,
      block_id: 168,
      image: null,
    });
    expect(driver.age).toBeGreaterThan(30);
  });

  it('imports health workers through the same mechanism', async () => {
    const answer = await send('healthWorker', [fieldWorkerRow('Import Camp', { Name: 'Meena' })]);
    expect(answer).toEqual({ added: 1, updated: 0, skipped: 0, rejected: [] });
  });
});
