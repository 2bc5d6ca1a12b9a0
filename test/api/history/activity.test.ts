// GET /api/activity and /api/activity.csv: every change, filtered and paged, and the CSV export of it all.
import { describe, expect, it } from 'vitest';
import { todayIso } from '../../../resources/index.ts';
import { databaseKinds, useSignedInServer } from '../testServer.ts';
import { added, addedAdministrator, caller, projectBody } from './historyApi.ts';

const tomorrow = () => {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  return todayIso(day);
};

describe.each(databaseKinds)('Activity on the %s database', (kind) => {
  const suite = useSignedInServer(kind);
  const call = caller(
    () => suite.server,
    () => suite.token,
  );

  it('pages every change newest first, with resource, record name, user and X-Total-Count', async () => {
    const first = await added(call, 'projects_add', projectBody({ project_name: 'Alpha Camp' }));
    await added(call, 'programs_add', { ...projectBody(), program_name: 'Beta Drive', program_code: 'B1' });
    await call(`projects_edit/${first}`, projectBody({ project_name: 'Alpha Camp 2' }));
    const all = await call('activity?_start=0&_end=2');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(2);
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3);
    expect(all.body[0]).toMatchObject({
      resource: 'project',
      record_id: first,
      record_name: 'Alpha Camp 2',
      action: 'Edited',
      changes: [{ label: 'Name', from: 'Alpha Camp', to: 'Alpha Camp 2' }],
    });
    expect(all.body[1]).toMatchObject({ resource: 'program', action: 'Added', record_name: 'Beta Drive' });
    const next = await call('activity?_start=2&_end=3');
    expect(next.body[0]).toMatchObject({ resource: 'project', record_id: first, action: 'Added' });
  });

  it('filters by resource, user and days', async () => {
    const other = await addedAdministrator(call, 'Kiran Das');
    const token = await suite.server.login(other.email, other.password);
    const asOther = caller(
      () => suite.server,
      () => token,
    );
    await added(asOther, 'programs_add', {
      ...projectBody(),
      program_name: 'Kiran Program',
      program_code: 'K1',
    });
    const byUser = await call(`activity?user_id=${other.id}&resource=`);
    expect(byUser.headers.get('x-total-count')).toBe('1');
    expect(byUser.body[0]).toMatchObject({
      user: { name: 'Kiran Das', email: other.email },
      resource: 'program',
    });
    const users = await call('activity?resource=user');
    expect(users.body.every((row) => row.resource === 'user')).toBe(true);
    const today = await call(`activity?from=${todayIso()}&to=${todayIso()}&user_id=${other.id}`);
    expect(today.headers.get('x-total-count')).toBe('1');
    const later = await call(`activity?from=${tomorrow()}`);
    expect(later.headers.get('x-total-count')).toBe('0');
  });

  it.each([
    ['an unknown resource', 'resource=nothing', 'resource'],
    ['a user id that is no number', 'user_id=1%20or%201', 'user_id'],
    ['a date that is no date', 'from=2025-02-30', 'from'],
    ['a from after the to', 'from=2025-03-02&to=2025-03-01', 'from'],
    ['a page too long', '_start=0&_end=5000', '_end'],
    ['a repeated parameter', 'resource=user&resource=site', 'resource'],
    ['an unknown parameter', 'sort=id', 'query'],
  ])('refuses %s with 400 and a message', async (_, query) => {
    const { status, body } = await call(`activity?${query}`);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });

  it('exports every filtered change as CSV: a BOM, the header, formula cells kept as text', async () => {
    await added(call, 'projects_add', projectBody({ project_name: '=HYPERLINK("x")', project_code: 'CSV1' }));
    const response = await fetch(`${suite.server.url}/api/activity.csv?resource=project`, {
      headers: { authorization: `Bearer ${suite.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="activity-${todayIso()}.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, newest] = text.split('\n');
    expect(header).toBe('When,Resource,Record ID,Record,Action,User,Email,Changes');
    expect(newest).toContain(`,"'=HYPERLINK(""x"")",Added,`);
    expect(newest).toContain('Manage Projects');
    expect(text).not.toContain('Manage Programs');
  });

  it('refuses paging parameters on the CSV, which holds every row', async () => {
    expect((await call('activity.csv?_start=0&_end=10')).status).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const anonymous = caller(
      () => suite.server,
      () => '',
    );
    expect((await anonymous('activity')).status).toBe(401);
    expect((await anonymous('activity.csv')).status).toBe(401);
  });
});
