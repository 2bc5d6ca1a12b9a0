// The master data revalidated by its ETag: a 304 that reads no row while nothing it holds has changed, a new answer
// after any write to its records, never another area's answer; on PostgreSQL (an LGD import may write beside the
// servers) no ETag at all. The reference data it reads is the copy the writes check against.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.ts';
import { insertUser } from '../factories.ts';
import { jsonHeaders, useSignedInServer } from '../testServer.ts';
import { expectNotModifiedWithoutRows } from './notModified.ts';

const aProject = (code: string) => ({
  id: '',
  project_name: `Project ${code}`,
  project_code: code,
  state_id: 2,
  startDate: '2030-01-01',
  endDate: '2030-12-31',
});

describe('the master data on the embedded database', () => {
  const suite = useSignedInServer('embedded');
  const get = (path: string, headers: Record<string, string> = {}, token = suite.token) =>
    fetch(`${suite.server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  const etagNow = async (token = suite.token) =>
    (await get('master_data', {}, token)).headers.get('etag') ?? '';
  const add = async (code: string) => {
    const response = await fetch(`${suite.server.url}/api/projects_add`, {
      method: 'POST',
      headers: jsonHeaders(suite.token),
      body: JSON.stringify(aProject(code)),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: number }).id;
  };

  it('answers a strong ETag, revalidated on every use and kept out of shared caches', async () => {
    const response = await get('master_data');
    expect(response.headers.get('etag')).toMatch(/^"md-[\w-]{22}"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('answers 304 to the current ETag without reading a row', async () => {
    await add('MD-ROWS');
    const etag = await etagNow();
    await expectNotModifiedWithoutRows(suite.server.db, 'projects', etag, () =>
      get('master_data', { 'if-none-match': etag }),
    );
  });

  it('answers anew after an add and a delete of a record it lists', async () => {
    const before = await etagNow();
    const id = await add('MD-ADDED');
    const afterAdd = await get('master_data', { 'if-none-match': before });
    expect(afterAdd.status).toBe(200);
    const projects = ((await afterAdd.json()) as { mst_project: { project_name: string }[] }).mst_project;
    expect(projects.map((row) => row.project_name)).toContain('Project MD-ADDED');
    const added = afterAdd.headers.get('etag') ?? '';
    await get(`project_delete/${id}`);
    const afterDelete = await get('master_data', { 'if-none-match': added });
    expect(afterDelete.status).toBe(200);
    expect(afterDelete.headers.get('etag')).not.toBe(added);
    const left = ((await afterDelete.json()) as { mst_project: { project_name: string }[] }).mst_project;
    expect(left.map((row) => row.project_name)).not.toContain('Project MD-ADDED');
  });

  it("never answers 304 for another area's master data, and the same for the same area", async () => {
    const etag = await etagNow();
    const otherAdministrator = await insertUser(suite.server.db);
    const administratorToken = await suite.server.login(
      otherAdministrator.email,
      otherAdministrator.password,
    );
    expect(await etagNow(administratorToken)).toBe(etag);

    const coordinator = await insertUser(suite.server.db, { role_id: 5 });
    await suite.server.db
      .update(users)
      .set({ state_id: 2, district_id: [20] })
      .where(eq(users.id, coordinator.id));
    const coordinatorToken = await suite.server.login(coordinator.email, coordinator.password);
    const theirs = await get('master_data', { 'if-none-match': etag }, coordinatorToken);
    expect(theirs.status).toBe(200);
    const theirEtag = theirs.headers.get('etag') ?? '';
    expect(theirEtag).not.toBe(etag);
    expect(((await theirs.json()) as { state: { state_id: number }[] }).state).toEqual([
      expect.objectContaining({ state_id: 2 }),
    ]);
    // Moved to another state: their ETag no longer answers.
    await suite.server.db
      .update(users)
      .set({ state_id: 3, district_id: [] })
      .where(eq(users.id, coordinator.id));
    const moved = await suite.server.login(coordinator.email, coordinator.password);
    expect((await get('master_data', { 'if-none-match': theirEtag }, moved)).status).toBe(200);
  });
});

describe('the reference data on the embedded database', () => {
  const suite = useSignedInServer('embedded');

  it('is read once for the master data and the writes alike', async () => {
    // The server's first reader of the reference data is the master data's ETag.
    const headers = { authorization: `Bearer ${suite.token}` };
    expect((await fetch(`${suite.server.url}/api/master_data`, { headers })).status).toBe(200);
    // With the states out of reach, an add can check its state only against the copy the master data read.
    await suite.server.db.execute(sql.raw('alter table states rename to states_hidden'));
    try {
      const response = await fetch(`${suite.server.url}/api/projects_add`, {
        method: 'POST',
        headers: jsonHeaders(suite.token),
        body: JSON.stringify(aProject('MD-HELD')),
      });
      expect(response.status).toBe(200);
    } finally {
      await suite.server.db.execute(sql.raw('alter table states_hidden rename to states'));
    }
  });
});

describe('the master data on PostgreSQL', () => {
  const suite = useSignedInServer('postgres');

  it('is read afresh at every call, with no ETag to revalidate', async () => {
    const headers = { authorization: `Bearer ${suite.token}` };
    const first = await fetch(`${suite.server.url}/api/master_data`, { headers });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBeNull();
    const again = await fetch(`${suite.server.url}/api/master_data`, {
      headers: { ...headers, 'if-none-match': '*' },
    });
    expect(again.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
  });
});
