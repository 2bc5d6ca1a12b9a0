// GET /api/history/{resource}/{id}: a record's changes in the form's words, on both databases.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema.ts';
import { databaseKinds, testAdmin, useSignedInServer } from '../testServer.ts';
import { editBody } from '../users/userApi.ts';
import { added, addedAdministrator, caller, projectBody } from './historyApi.ts';

describe.each(databaseKinds)('Record history on the %s database', (kind) => {
  const suite = useSignedInServer(kind);
  const call = caller(
    () => suite.server,
    () => suite.token,
  );

  it('lists an edit then the add, newest first, with form labels, state names and dd/mm/yyyy dates', async () => {
    const id = await added(call, 'projects_add', projectBody());
    await call(`projects_edit/${id}`, projectBody({ state_id: 5, endDate: '2031-06-30' }));
    const { status, body } = await call(`history/project/${id}`);
    expect(status).toBe(200);
    expect(body.map((entry) => entry.action)).toEqual(['Edited', 'Added']);
    expect(body[0]).toMatchObject({
      user: { name: expect.any(String), email: testAdmin.email },
      changes: [
        { label: 'End Date', from: '31/12/2030', to: '30/06/2031' },
        { label: 'State', from: 'HIMACHAL PRADESH', to: 'UTTARAKHAND' },
      ],
    });
    expect(body[1].changes).toContainEqual({ label: 'Start Date', from: '--', to: '15/01/2030' });
    expect(body[1].changes).toContainEqual({ label: 'Name', from: '--', to: 'Clinic Run' });
  });

  it('keeps the history of a deleted record, its delete first', async () => {
    const id = await added(call, 'projects_add', projectBody({ project_code: 'GONE' }));
    await call(`project_delete/${id}`);
    const { status, body } = await call(`history/project/${id}`);
    expect(status).toBe(200);
    expect(body.map((entry) => entry.action)).toEqual(['Deleted', 'Added']);
  });

  it('shows who changed a record after that user was deleted, by name and email', async () => {
    const author = await addedAdministrator(call, 'Ravi Verma');
    const authorToken = await suite.server.login(author.email, author.password);
    const id = await added(call, 'projects_add', projectBody({ project_code: 'BY-RAVI' }));
    const asAuthor = caller(
      () => suite.server,
      () => authorToken,
    );
    expect((await asAuthor(`projects_edit/${id}`, projectBody({ project_code: 'RAVI-2' }))).status).toBe(200);
    expect((await call(`users_delete/${author.id}`)).status).toBe(200);
    const [latest] = (await call(`history/project/${id}`)).body;
    expect(latest.user).toEqual({ name: 'Ravi Verma', email: author.email });
    expect(latest.changes).toEqual([{ label: 'Project Code', from: 'BY-RAVI', to: 'RAVI-2' }]);
  });

  it('says "Password changed" for a new password and never shows or stores the hash', async () => {
    const person = await addedAdministrator(call, 'Lata Nair');
    const { id: _id, password: _password, ...fields } = person.body;
    const edited = await call(`users_edit/${person.id}`, editBody(fields, { password: 'a-new-secret' }));
    expect(edited.status).toBe(200);
    const { body } = await call(`history/user/${person.id}`);
    expect(body[0].changes).toEqual([{ label: 'Password changed' }]);
    expect(body[1].changes).toContainEqual({ label: 'Password set' });
    const trail = await suite.server.db.select().from(auditLog).where(eq(auditLog.record_id, person.id));
    expect(JSON.stringify(body) + JSON.stringify(trail)).not.toMatch(/argon2|a-new-secret|secret1/);
  });

  it('shows a password changed on Setting as an edit, "Password changed"', async () => {
    const person = await addedAdministrator(call, 'Usha Iyer');
    const token = await suite.server.login(person.email, person.password);
    const own = caller(
      () => suite.server,
      () => token,
    );
    const changed = await own('change_password', {
      current_password: person.password,
      new_password: 'fresh-one',
    });
    expect(changed.status).toBe(200);
    const [latest] = (await call(`history/user/${person.id}`)).body;
    expect(latest).toMatchObject({
      action: 'Edited',
      user: { name: 'Usha Iyer' },
      changes: [{ label: 'Password changed' }],
    });
  });

  it('answers 404 with a message for an unknown resource, a bad id and an id that never existed', async () => {
    const noRecord = 'No such record: it may have been deleted.';
    for (const [path, message] of [
      ['history/nothing/1', 'No such resource: nothing'],
      ['history/nothing/abc', 'No such resource: nothing'],
      ['history/project/abc', noRecord],
      ['history/project/999999', noRecord],
    ]) {
      const { status, body } = await call(path);
      expect(status, path).toBe(404);
      expect(body, path).toEqual({ message });
    }
  });

  it('answers 401 without a token', async () => {
    const anonymous = caller(
      () => suite.server,
      () => '',
    );
    expect((await anonymous('history/project/1')).status).toBe(401);
  });
});
