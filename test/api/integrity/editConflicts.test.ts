// No lost updates (RFC 9110): every record has a version, bumped by each write; reads and edits answer it as an
// ETag; an edit or delete with If-Match of an older version is 412 with the record as it is, on any server; '*'
// and garbage are handled as the RFC says; a record out of the caller's scope stays a 404.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { project } from '../../../resources/index.ts';
import { projects } from '../../../server/db/schema.ts';
import { CHANGED_MESSAGE, IF_MATCH_INVALID_MESSAGE } from '../../../server/http/preconditions.ts';
import { homeCoordinators, insertAreaUser, places } from '../access/areaUsers.ts';
import { databaseKinds } from '../testServer.ts';
import { callAs, projectBodies, useTwoServers } from './integrityServers.ts';

const projectBody = projectBodies('EC');
const { endpoints } = project;

describe.each(databaseKinds)('edit conflicts on the %s database', (kind) => {
  const suite = useTwoServers(kind);
  const addProject = async (overrides: Record<string, unknown> = {}) => {
    const body = projectBody(overrides);
    const added = await suite.call(endpoints.add, body);
    expect(added.status).toBe(200);
    return { id: Number(added.body.id), body };
  };

  it('gives each record a version: 1 on add, bumped by each edit, in the row and the ETag', async () => {
    const { id, body } = await addProject();
    const read = await suite.call(`${endpoints.get}/${id}`);
    expect(read.headers.get('etag')).toBe('"1"');
    expect(read.body[0]).toMatchObject({ id, version: 1 });
    const edited = await suite.call(`${endpoints.edit}/${id}`, { ...body, project_name: 'Two' });
    expect(edited.headers.get('etag')).toBe('"2"');
    const list = await suite.callSecond(endpoints.list);
    expect((list.body as { id: number; version: number }[]).find((row) => row.id === id)?.version).toBe(2);
    expect((await suite.callSecond(`${endpoints.get}/${id}`)).headers.get('etag')).toBe('"2"');
  });

  it('answers 412 with the record as it is to an edit made against an older version, writing nothing', async () => {
    const { id, body } = await addProject();
    const theirs = await suite.call(
      `${endpoints.edit}/${id}`,
      { ...body, project_name: 'Theirs' },
      { 'if-match': '"1"' },
    );
    expect(theirs.status).toBe(200);
    const mine = await suite.callSecond(
      `${endpoints.edit}/${id}`,
      { ...body, project_name: 'Mine' },
      { 'if-match': '"1"' },
    );
    expect(mine.status).toBe(412);
    expect(mine.body.message).toBe(CHANGED_MESSAGE);
    expect(mine.body.record).toMatchObject({ id, project_name: 'Theirs', version: 2 });
    expect(mine.headers.get('etag')).toBe('"2"');
    const [row] = await suite.first.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ project_name: 'Theirs', version: 2 });
    // Made again against the version the 412 named, the save goes through: "Save mine over it".
    const over = await suite.callSecond(
      `${endpoints.edit}/${id}`,
      { ...body, project_name: 'Mine' },
      { 'if-match': '"2"' },
    );
    expect(over.status).toBe(200);
    expect(over.headers.get('etag')).toBe('"3"');
    // A second save of the same form names the version its first save answered.
    const again = await suite.call(
      `${endpoints.edit}/${id}`,
      { ...body, project_name: 'Mine 2' },
      { 'if-match': '"3"' },
    );
    expect(again.status).toBe(200);
  });

  it('answers 412 to a delete made against an older version, and deletes with the current one', async () => {
    const { id, body } = await addProject();
    await suite.call(`${endpoints.edit}/${id}`, { ...body, project_name: 'Changed' });
    const stale = await suite.call(`${endpoints.delete}/${id}`, undefined, { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.body.record).toMatchObject({ id, version: 2 });
    expect((await suite.call(`${endpoints.delete}/${id}`, undefined, { 'if-match': '"2"' })).status).toBe(
      200,
    );
    const [row] = await suite.first.db.select().from(projects).where(eq(projects.id, id));
    expect(row.version).toBe(3);
  });

  it.each([
    ['*', 200],
    ['"9", "1"', 200],
    ['W/"1"', 412], // a weak tag never matches If-Match (strong comparison)
    ['"2"', 412],
    ['garbage', 400],
    ['"1", 1', 400],
    ['', 400],
  ])('handles If-Match %j as RFC 9110 says: %i', async (ifMatch, status) => {
    const { id, body } = await addProject();
    const answer = await suite.call(
      `${endpoints.edit}/${id}`,
      { ...body, project_name: 'X' },
      { 'if-match': ifMatch },
    );
    expect(answer.status).toBe(status);
    if (status === 400) expect(answer.body.message).toBe(IF_MATCH_INVALID_MESSAGE);
  });

  it('writes as before without If-Match: the last save wins, as the contract says', async () => {
    const { id, body } = await addProject();
    await suite.call(`${endpoints.edit}/${id}`, { ...body, project_name: 'First' });
    expect(
      (await suite.callSecond(`${endpoints.edit}/${id}`, { ...body, project_name: 'Second' })).status,
    ).toBe(200);
  });

  it("never answers 412 for a record outside the caller's scope: 404, whatever the If-Match", async () => {
    // A District Coordinator reads no projects of another state; a project of state 2 is out of their reach.
    const coordinator = await insertAreaUser(suite.first.db, homeCoordinators.district);
    const token = await suite.first.login(coordinator.email, coordinator.password);
    const { id, body } = await addProject({ state_id: places.otherState.state_id });
    for (const ifMatch of ['"1"', '"7"', '*']) {
      const answer = await callAs(token, suite.first.url, `${endpoints.edit}/${id}`, body, {
        'if-match': ifMatch,
      });
      expect([403, 404]).toContain(answer.status);
      expect(answer.body).not.toHaveProperty('record');
    }
    expect((await callAs(token, suite.first.url, `${endpoints.get}/${id}`)).status).not.toBe(200);
  });
});
