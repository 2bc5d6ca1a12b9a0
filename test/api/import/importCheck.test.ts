// POST /api/import/{resource}/check on both databases: the gate, the body, the header, and each row's checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../factories.ts';
import { databaseKinds, jsonHeaders } from '../testServer.ts';
import { startFieldOpsServer, validSite, type FieldOpsServer } from '../fieldOps/fieldOpsServer.ts';
import { batch, projectRow, siteRow, type CheckAnswer } from '../../fixtures/importRows.ts';

describe.each(databaseKinds)('checking an import on the %s database', (kind) => {
  let server: FieldOpsServer;
  beforeAll(async () => {
    server = await startFieldOpsServer(kind);
  });
  afterAll(() => server?.close());

  const check = async (resource: string, body: unknown) => {
    const answer = await server.call(`import/${resource}/check`, body as Record<string, unknown>);
    return { status: answer.status, body: answer.body as unknown as CheckAnswer & { message?: string } };
  };

  it('answers 401 to both calls without a token', async () => {
    for (const path of ['import/project/check', 'import/project']) {
      const response = await fetch(`${server.url}/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch([projectRow()])),
      });
      expect(response.status).toBe(401);
    }
  });

  it('answers 403 to a signed-in user who is no administrator', async () => {
    const coordinator = await insertUser(server.db, { role_id: 2 });
    const token = await server.login(coordinator.email, coordinator.password);
    const response = await fetch(`${server.url}/api/import/project/check`, {
      method: 'POST',
      headers: jsonHeaders(token),
      body: JSON.stringify(batch([projectRow()])),
    });
    expect(response.status).toBe(403);
  });

  it('answers 404 for a resource that does not exist', async () => {
    for (const name of ['nothing', '__proto__', 'constructor']) {
      const answer = await check(name, batch([projectRow()]));
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('No such list.');
    }
  });

  it('refuses users, whose config turns import off, with 400', async () => {
    const answer = await check('user', batch([{ Name: 'A', Email: 'a@b.cd' }]));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('This list cannot be imported from a file.');
    expect((await server.call('import/user', batch([{ Name: 'A' }]))).status).toBe(400);
  });

  it.each([
    ['a body of null', null],
    ['rows that are not a list', { rows: 'Name,Code' }],
    ['no rows', { rows: [] }],
    ['a cell that is not text', { rows: [{ Name: 5 }] }],
    ['an unknown key', { rows: [projectRow()], upsert: true }],
    ['updateExisting not a boolean', { rows: [projectRow()], updateExisting: 'yes' }],
    ['rowNumbers not one per row', { rows: [projectRow()], rowNumbers: [1, 2] }],
    ['more than 500 rows', { rows: Array.from({ length: 501 }, () => projectRow()) }],
  ])('answers 400 with a clear message for %s', async (_, body) => {
    const answer = await check('project', body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^Send \{ rows: \[\.\.\.\], updateExisting\?: boolean, rowNumbers/);
  });

  it('answers 413 to a body past the import limit', async () => {
    const rows = Array.from({ length: 500 }, () => projectRow({ Name: 'x'.repeat(9_000) }));
    expect((await check('project', batch(rows))).status).toBe(413);
  });

  it('refuses a file whose header names no column of the list', async () => {
    const answer = await check('project', batch([{ Colour: 'red', Size: 'L' }]));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'No column of the file matches this list. Expected columns: Name, StartDate, EndDate, Project code, State.',
    );
  });

  it('names the required columns a file lacks', async () => {
    const answer = await check('site', batch([{ 'Site name': 'A', MHU: 'M' }]));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The file lacks these columns: Site code, Day, State, District, Block.');
  });

  it('ignores extra columns and says which', async () => {
    const answer = await check('project', batch([projectRow({ Notes: 'x', 'S.No.': '1' })]));
    expect(answer.status).toBe(200);
    expect(answer.body.ignoredColumns).toEqual(['Notes', 'S.No.']);
    expect(answer.body.rows).toEqual([{ errors: [], action: 'add' }]);
  });

  it("accepts the form's labels, dates as yyyy-mm-dd and a state's LGD code", async () => {
    const row = {
      Name: 'A',
      'Project Code': 'FORM-1',
      State: '2',
      'Start Date': '2030-04-01',
      'End Date': '1/5/2030',
    };
    expect((await check('project', batch([row]))).body.rows).toEqual([{ errors: [], action: 'add' }]);
  });

  it("reports each row's errors in place: the config's rules and the server's", async () => {
    const rows = [
      projectRow({ 'Project code': 'OK-1' }),
      projectRow({ 'Project code': 'bad code!', Name: '' }),
      projectRow({ 'Project code': 'ST-1', State: 'Atlantis' }),
      projectRow({ 'Project code': 'DT-1', StartDate: '31/02/2030' }),
      projectRow({ 'Project code': 'DT-2', StartDate: '02/04/2031' }),
      projectRow({ 'Project code': 'OK-1' }),
    ];
    const answer = await check('project', batch(rows));
    expect(answer.body.rows.map((row) => row.errors)).toEqual([
      [],
      ['Project name is required', 'Project code must be alphanumeric and may include - or _'],
      ['State "Atlantis" is not in the list'],
      ['Start Date "31/02/2030" is not a date (dd/mm/yyyy or yyyy-mm-dd)'],
      ['End date cannot be before start date'],
      ['Repeats Project code of row 1 of the file'],
    ]);
    expect(answer.body.rows.map((row) => row.action)).toEqual([
      'add',
      'skip',
      'skip',
      'skip',
      'skip',
      'skip',
    ]);
  });

  it('checks the location chain: names or LGD codes, a district of the state, a block of the district', async () => {
    const rows = [
      siteRow({ 'Site code': 'C-1', District: '20', Block: '168' }),
      siteRow({ 'Site code': 'C-2', District: 'Dehradun' }),
      siteRow({ 'Site code': 'C-3', Block: 'Dharampur' }),
      siteRow({ 'Site code': 'C-4', Day: 'Funday', State: 'Nowhere' }),
    ];
    expect((await check('site', batch(rows))).body.rows.map((row) => row.errors)).toEqual([
      [],
      ['Choose a district of the chosen state'],
      ['Choose a block of the chosen district'],
      ['Day "Funday" is not in the list', 'State "Nowhere" is not in the list'],
    ]);
  });

  it('skips a row whose code exists, or updates it when asked', async () => {
    expect((await server.call('sites_add', validSite({ site_code: 'HAVE-1' }))).status).toBe(200);
    const rows = [siteRow({ 'Site code': 'HAVE-1' }), siteRow({ 'Site code': 'NEW-1' })];
    expect((await check('site', batch(rows))).body.rows).toEqual([
      {
        errors: [],
        action: 'skip',
        reason: 'Site code HAVE-1 already exists: tick "Update existing records" to update it',
      },
      { errors: [], action: 'add' },
    ]);
    expect((await check('site', batch(rows, true))).body.rows.map((row) => row.action)).toEqual([
      'update',
      'add',
    ]);
  });
});
