// GET /api/bin and POST /api/restore/{resource}/{id}: deleted records back under their rules, all or nothing.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../../resources/index.ts';
import { auditLog, users } from '../../../server/db/schema.ts';
import { dueForErasure, eraseRecord } from '../../../server/retention/eraseRecord.ts';
import { personalDataOf } from '../../../server/retention/personalData.ts';
import { databaseKinds, useSignedInServer } from '../testServer.ts';
import { addBody } from '../users/userApi.ts';
import { added, addedAdministrator, caller, projectBody } from './historyApi.ts';

describe.each(databaseKinds)('The restore bin on the %s database', (kind) => {
  const suite = useSignedInServer(kind);
  const call = caller(
    () => suite.server,
    () => suite.token,
  );
  const restore = (path: string) => call(`restore/${path}`, undefined, 'POST');
  const auditCount = async (resource: string, id: number) =>
    (
      await suite.server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, resource), eq(auditLog.record_id, id)))
    ).length;

  it('lists a deleted record with who deleted it, and restores it into its list with a new ETag', async () => {
    const id = await added(
      call,
      'projects_add',
      projectBody({ project_name: 'Bin Camp', project_code: 'BIN1' }),
    );
    const before = await fetch(`${suite.server.url}/api/projects`, {
      headers: { authorization: `Bearer ${suite.token}` },
    });
    await call(`project_delete/${id}`);
    const bin = await call('bin?resource=project&_start=0&_end=10');
    expect(bin.status).toBe(200);
    expect(Number(bin.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);
    expect(bin.body[0]).toMatchObject({
      resource: 'project',
      record_id: id,
      record_name: 'Bin Camp',
      deleted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      deleted_by: { email: 'admin@test.local' },
      erased: false,
    });
    const restored = await restore(`project/${id}`);
    expect(restored).toMatchObject({ status: 200, body: { message: 'Record restored successfully.' } });
    const list = await fetch(`${suite.server.url}/api/projects`, {
      headers: { authorization: `Bearer ${suite.token}` },
    });
    expect(list.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(((await list.json()) as { id: number }[]).some((row) => row.id === id)).toBe(true);
    expect((await call('bin?resource=project')).body.some((row) => row.record_id === id)).toBe(false);
    const [latest] = (await call(`history/project/${id}`)).body;
    expect(latest.action).toBe('Restored');
  });

  it('lets a deleted user sign in again only once restored', async () => {
    const person = await addedAdministrator(call, 'Sunil Rao');
    await call(`users_delete/${person.id}`);
    await expect(suite.server.login(person.email, person.password)).rejects.toThrow(/answered 4/);
    expect((await restore(`user/${person.id}`)).status).toBe(200);
    expect(await suite.server.login(person.email, person.password)).toEqual(expect.any(String));
  });

  it('refuses a user whose email a live user took since, changing nothing', async () => {
    const person = await addedAdministrator(call, 'Old Holder');
    await call(`users_delete/${person.id}`);
    await added(call, 'users_add', addBody({ email: person.email.toUpperCase() }));
    const audited = await auditCount('user', person.id);
    const answer = await restore(`user/${person.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'This record cannot be restored: another record already has this Email.',
    );
    const [row] = await suite.server.db.select().from(users).where(eq(users.id, person.id));
    expect(row.deleted_at).not.toBeNull();
    expect(await auditCount('user', person.id)).toBe(audited);
  });

  it('refuses a record whose chosen project is gone, changing nothing', async () => {
    const project = await added(
      call,
      'projects_add',
      projectBody({ project_name: 'Doomed', project_code: 'D1' }),
    );
    const managerBody = addBody({
      role_id: 4,
      project_id: project,
      state_id: '',
      district_id: '',
      block_id: '',
      city_village: '',
    });
    const manager = await added(call, 'users_add', managerBody);
    await call(`users_delete/${manager}`);
    await call(`project_delete/${project}`);
    const answer = await restore(`user/${manager}`);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'This record cannot be restored: the Project it names is no longer in the list.',
    );
    expect((await call('bin?resource=user')).body.some((row) => row.record_id === manager)).toBe(true);
  });

  it('refuses a record whose personal data retention erased', async () => {
    const person = await addedAdministrator(call, 'Erased Person');
    await call(`users_delete/${person.id}`);
    const later = new Date(Date.now() + 1000);
    const data = personalDataOf(user);
    if (!data) throw new Error('users hold personal data');
    expect(await eraseRecord(suite.server.db, data, person.id, dueForErasure(data, later), later)).toBe(true);
    const answer = await restore(`user/${person.id}`);
    expect(answer).toMatchObject({ status: 409, body: { message: expect.stringMatching(/erased/) } });
    const entry = (await call('bin?resource=user')).body.find((row) => row.record_id === person.id);
    expect(entry).toMatchObject({ erased: true });
    const [added] = (await call(`history/user/${person.id}`)).body.slice(-1);
    expect(added.changes).toContainEqual({ label: 'Name', from: '--', to: '[erased]' });
  });

  it('answers 409 for a record that is not deleted, 404 for unknown ones', async () => {
    const id = await added(call, 'projects_add', projectBody({ project_code: 'LIVE' }));
    expect((await restore(`project/${id}`)).status).toBe(409);
    expect((await restore('project/999999')).status).toBe(404);
    expect((await restore('nothing/1')).status).toBe(404);
    expect((await restore('project/1e3')).status).toBe(404);
  });

  it.each([
    ['an unknown resource', 'resource=nothing'],
    ['a bad page', '_start=5&_end=2'],
    ['an unknown parameter', 'q=x'],
  ])('refuses a bin query with %s with 400', async (_, query) => {
    expect((await call(`bin?${query}`)).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const anonymous = caller(
      () => suite.server,
      () => '',
    );
    expect((await anonymous('bin')).status).toBe(401);
    expect((await anonymous('restore/project/1', undefined, 'POST')).status).toBe(401);
  });
});
