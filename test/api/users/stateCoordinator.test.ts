// A State Coordinator manages the District and Block Coordinators of their state and nobody else: every way up
// (another role, another state or its districts, a program or project, their own record) is refused, and nothing
// is written (both databases).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programs, projects, users } from '../../../server/db/schema.ts';
import { homeCoordinators, insertAreaUser, places, type AreaUserFields } from '../access/areaUsers.ts';
import type { TestUser } from '../factories.ts';
import { databaseKinds, startTestServer, type TestServer } from '../testServer.ts';
import { addBody, caller, editBody } from './userApi.ts';

type Body = Record<string, unknown>;

/** The body fields of a place, as the form sends them (one district for roles 5 and 6). */
const placeBody = (place: { state_id: number; district_id: number; block_id: number }) => ({ ...place });

describe.each(databaseKinds)('a State Coordinator managing users on the %s database', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let coordinator: TestUser;
  let programId: number;
  let projectId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    coordinator = await insertAreaUser(server.db, homeCoordinators.state);
    const token = await server.login(coordinator.email, coordinator.password);
    call = caller(server, () => token);
    const program = { state_id: places.home.state_id, program_name: 'Outreach', program_code: 'P-1' };
    programId = (await server.db.insert(programs).values(program).returning())[0].id;
    const project = { state_id: places.home.state_id, project_name: 'Vans', project_code: 'J-1' };
    projectId = (await server.db.insert(projects).values(project).returning())[0].id;
  });
  afterAll(() => server?.close());

  const rowOf = async (id: number) => (await server.db.select().from(users).where(eq(users.id, id)))[0];
  const userCount = async () => (await server.db.select({ id: users.id }).from(users)).length;
  /** A District Coordinator of the coordinator's state, and the body its edit form holds. */
  const districtCoordinator = async () => {
    const user = await insertAreaUser(server.db, homeCoordinators.district);
    const form = addBody({ email: user.email, ...placeBody(places.home) });
    return { user, form };
  };

  it('adds and edits a District and a Block Coordinator of their own state', async () => {
    const added = await call('users_add', addBody({ role_id: 6, ...placeBody(places.sameState) }));
    expect(added.status).toBe(200);
    const id = Number(added.body.id);
    const body = editBody(addBody({ role_id: 5, ...placeBody(places.home) }), { name: 'Moved' });
    expect((await call(`users_edit/${id}`, body)).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ name: 'Moved', role_id: 5, state_id: 2, district_id: [20] });
  });

  const refusedAdds: [string, Body, string][] = [
    ['an Administrator', { role_id: 1 }, 'role_id'],
    ['another State Coordinator', { role_id: 2 }, 'role_id'],
    ['a Program Manager', { role_id: 3, program_id: 1 }, 'role_id'],
    ['a Project Manager', { role_id: 4, project_id: 1 }, 'role_id'],
    ['a coordinator of another state', placeBody(places.otherState), 'state_id'],
    [
      "a coordinator of their state in another state's district",
      { district_id: places.otherState.district_id },
      'district_id',
    ],
    [
      "a Block Coordinator in another state's district and block",
      { role_id: 6, district_id: places.otherState.district_id, block_id: places.otherState.block_id },
      'district_id',
    ],
  ];

  it.each(refusedAdds)('cannot add %s (422 on %s), writing nothing', async (_name, changes, field) => {
    const before = await userCount();
    const answer = await call('users_add', addBody(changes));
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors as Body)).toEqual([field]);
    expect(await userCount()).toBe(before);
  });

  it('cannot give a coordinator they add a program or a project (422), writing nothing', async () => {
    const before = await userCount();
    const withProgram = await call('users_add', addBody({ program_id: programId }));
    expect(withProgram.status).toBe(422);
    expect(Object.keys(withProgram.body.errors as Body)).toEqual(['program_id']);
    const withProject = await call('users_add', addBody({ project_id: projectId }));
    expect(withProject.status).toBe(422);
    expect(Object.keys(withProject.body.errors as Body)).toEqual(['project_id']);
    expect(await userCount()).toBe(before);
  });

  it('cannot set what the form does not hold (a hash, the password change flag, the deletion) on an add', async () => {
    const body = addBody({ password_hash: 'x', must_change_password: true, deleted_at: '2020-01-01', id: 1 });
    const answer = await call('users_add', body);
    expect(answer.status).toBe(200);
    const row = await rowOf(Number(answer.body.id));
    expect(row).toMatchObject({ must_change_password: false, deleted_at: null, created_by: coordinator.id });
    expect(row.id).not.toBe(1);
    expect(row.password_hash).not.toBe('x');
  });

  const refusedEdits: [string, Body, string][] = [
    ['an Administrator', { role_id: 1 }, 'role_id'],
    ['a State Coordinator', { role_id: 2 }, 'role_id'],
    ['a Program Manager', { role_id: 3, program_id: 1 }, 'role_id'],
    ['a Project Manager', { role_id: 4, project_id: 1 }, 'role_id'],
    ['a coordinator of another state', placeBody(places.otherState), 'state_id'],
    [
      "a coordinator of another state's district",
      { district_id: places.otherState.district_id },
      'district_id',
    ],
  ];

  it.each(refusedEdits)(
    'cannot make a District Coordinator %s (422 on %s), leaving the row as it was',
    async (_name, changes, field) => {
      const { user, form } = await districtCoordinator();
      const before = await rowOf(user.id);
      const answer = await call(`users_edit/${user.id}`, editBody(form, changes));
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors as Body)).toEqual([field]);
      expect(await rowOf(user.id)).toEqual(before);
    },
  );

  it('cannot give a District Coordinator a program or a project (422), leaving the row as it was', async () => {
    const { user, form } = await districtCoordinator();
    const before = await rowOf(user.id);
    for (const [field, value] of [
      ['program_id', programId],
      ['project_id', projectId],
    ] as const) {
      const answer = await call(`users_edit/${user.id}`, editBody(form, { [field]: value }));
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors as Body)).toEqual([field]);
    }
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('cannot move a District Coordinator to another id, unmark a password change or undelete through an edit', async () => {
    const { user, form } = await districtCoordinator();
    await server.db.update(users).set({ must_change_password: true }).where(eq(users.id, user.id));
    const sneaky = editBody(form, { id: coordinator.id, must_change_password: false, password_hash: 'x' });
    expect((await call(`users_edit/${user.id}`, sneaky)).status).toBe(200);
    const row = await rowOf(user.id);
    expect(row).toMatchObject({ id: user.id, must_change_password: true });
    expect(row.password_hash).not.toBe('x');
    expect(await rowOf(coordinator.id)).toMatchObject({ role_id: 2, deleted_at: null });
  });

  it('reads their own record but cannot edit it, their role or their area (403), nor delete it', async () => {
    const before = await rowOf(coordinator.id);
    expect((await call(`get_user/${coordinator.id}`)).status).toBe(200);
    const own = addBody({ email: coordinator.email, role_id: 2, ...placeBody(places.home) });
    for (const changes of [
      { name: 'Me' },
      { role_id: 1 },
      placeBody(places.otherState),
      { district_id: '20,25' },
    ]) {
      const answer = await call(`users_edit/${coordinator.id}`, editBody(own, changes));
      expect(answer.status).toBe(403);
    }
    expect((await call(`users_delete/${coordinator.id}`)).status).toBe(403);
    expect(await rowOf(coordinator.id)).toEqual(before);
  });

  const unreadable: [string, AreaUserFields][] = [
    ['an Administrator', { role_id: 1 }],
    ['another State Coordinator of their state', homeCoordinators.state],
    ['a Program Manager', { role_id: 3, program_id: 1 }],
    ['a Project Manager', { role_id: 4, project_id: 1 }],
    [
      'a District Coordinator of another state',
      { role_id: 5, state_id: places.otherState.state_id, district_id: [places.otherState.district_id] },
    ],
  ];

  it.each(unreadable)(
    'cannot see, edit or delete %s (404), leaving the row as it was',
    async (_name, fields) => {
      const user = await insertAreaUser(server.db, fields);
      const before = await rowOf(user.id);
      expect((await call(`get_user/${user.id}`)).status).toBe(404);
      const body = editBody(addBody({ email: user.email, ...placeBody(places.home) }));
      expect((await call(`users_edit/${user.id}`, body)).status).toBe(404);
      expect((await call(`users_delete/${user.id}`)).status).toBe(404);
      expect(await rowOf(user.id)).toEqual(before);
      const listed = (await call('users')).body.map((row) => row.id);
      expect(listed).not.toContain(user.id);
    },
  );

  it('deletes a Block Coordinator of their state', async () => {
    const user = await insertAreaUser(server.db, homeCoordinators.block);
    expect((await call(`users_delete/${user.id}`)).status).toBe(200);
    expect((await rowOf(user.id)).deleted_at).not.toBeNull();
  });
});
