// A revocation or a change of place holds from the first request after its answer, though sessions are cached:
// a demotion, a password change, a delete, a District Coordinator moved, a program moved, deleted or restored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programs, sites } from '../../../server/db/schema.ts';
import { insertAreaUser } from '../access/areaUsers.ts';
import { insertUser } from '../factories.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';
import { addBody, caller, editBody, place } from '../users/userApi.ts';

describe.each(databaseKinds)('revocation through the session cache, on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let adminToken: string;
  beforeAll(async () => {
    // Sessions are believed for 2 s: only the invalidation can make the next request see a change.
    server = await startTestServer(kind, { sessionCacheMs: 2000 });
    adminToken = await server.login();
    call = caller(server, () => adminToken);
  });
  afterAll(() => server?.close());

  const status = async (token: string, path: string) =>
    (await fetch(`${server.url}/api/${path}`, { headers: jsonHeaders(token) })).status;
  const ids = async (token: string, path: string) => {
    const response = await fetch(`${server.url}/api/${path}`, { headers: jsonHeaders(token) });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: number }[]).map((row) => row.id);
  };
  const signedInAdmin = async () => {
    const admin = await insertUser(server.db, { password: 'oldpass1' });
    const token = await server.login(admin.email, admin.password);
    return { ...admin, token, body: editBody(addBody({ email: admin.email, role_id: 1 })) };
  };
  const site = async (districtId: number, blockId: number) => {
    const [row] = await server.db
      .insert(sites)
      .values({
        site_name: `Site ${districtId}`,
        mhu: 'MHU-1',
        site_code: `S-${districtId}-${blockId}`,
        day_name: 'Monday',
        days: 1,
        state_id: place.state,
        district_id: districtId,
        block_id: blockId,
      })
      .returning({ id: sites.id });
    return row.id;
  };

  /** A project added through the API, so the projects list's version moves and no cached list hides it. */
  const addProject = async (stateId: number, code: string) => {
    const answer = await call('projects_add', {
      id: '',
      project_name: `In ${stateId}`,
      project_code: code,
      state_id: stateId,
      startDate: '2030-01-15',
      endDate: '2030-12-31',
    });
    expect(answer.status).toBe(200);
    return answer.body.id as unknown as number;
  };

  it('refuses an administrator demoted to District Coordinator on their very next request', async () => {
    const other = await signedInAdmin();
    expect(await status(other.token, 'users')).toBe(200);
    expect((await call(`users_edit/${other.id}`, { ...other.body, role_id: 5 })).status).toBe(200);
    expect(await status(other.token, 'users')).toBe(403);
  });

  it('ends the sessions of a user whose password an administrator changed, from the next request', async () => {
    const other = await signedInAdmin();
    expect(await status(other.token, 'projects')).toBe(200);
    const answer = await call(`users_edit/${other.id}`, { ...other.body, password: 'heron-lake-7' });
    expect(answer.status).toBe(200);
    expect(await status(other.token, 'projects')).toBe(401);
  });

  it('ends the other sessions of a user who changed their own password, from the next request', async () => {
    const other = await signedInAdmin();
    const elsewhere = await server.login(other.email, other.password);
    expect(await status(elsewhere, 'projects')).toBe(200);
    const changed = await fetch(`${server.url}/api/change_password`, {
      method: 'POST',
      headers: jsonHeaders(other.token),
      body: JSON.stringify({ current_password: 'oldpass1', new_password: 'heron-lake-7' }),
    });
    expect(changed.status).toBe(200);
    expect(await status(elsewhere, 'projects')).toBe(401);
    expect(await status(other.token, 'projects')).toBe(200);
  });

  it('ends the sessions of a deleted user from the next request', async () => {
    const other = await signedInAdmin();
    expect(await status(other.token, 'projects')).toBe(200);
    expect((await call(`users_delete/${other.id}`)).status).toBe(200);
    expect(await status(other.token, 'projects')).toBe(401);
  });

  it('shows a District Coordinator moved to another district that district’s rows, never the old one’s', async () => {
    const [kullu, solan] = [await site(place.district, place.block), await site(place.secondDistrict, 200)];
    const coordinator = await insertAreaUser(server.db, {
      role_id: 5,
      state_id: place.state,
      district_id: [place.district],
    });
    const token = await server.login(coordinator.email, coordinator.password);
    const before = await ids(token, 'sites');
    expect(before).toContain(kullu);
    expect(before).not.toContain(solan);
    const moved = editBody(
      addBody({ email: coordinator.email, district_id: place.secondDistrict, block_id: 200 }),
    );
    expect((await call(`users_edit/${coordinator.id}`, moved)).status).toBe(200);
    const after = await ids(token, 'sites');
    expect(after).toContain(solan);
    expect(after).not.toContain(kullu);
  });

  it('shows a Program Manager the projects of the state their program moved to, from the next request', async () => {
    const [program] = await server.db
      .insert(programs)
      .values({ program_name: 'Moving', program_code: 'MV-1', state_id: place.state })
      .returning({ id: programs.id });
    const [home, away] = [await addProject(place.state, 'MV-H'), await addProject(5, 'MV-A')];
    const manager = await insertAreaUser(server.db, { role_id: 3, program_id: program.id });
    const token = await server.login(manager.email, manager.password);
    expect(await ids(token, 'projects')).toContain(home);
    const programBody = { program_name: 'Moving', program_code: 'MV-1', state_id: 5 };
    const answer = await call(`programs_edit/${program.id}`, {
      ...programBody,
      startDate: '2030-01-01',
      endDate: '2030-12-31',
    });
    expect(answer.status).toBe(200);
    const after = await ids(token, 'projects');
    expect(after).toContain(away);
    expect(after).not.toContain(home);
  });
  it('keeps a Program Manager in their state: their program cannot be deleted under them', async () => {
    const [program] = await server.db
      .insert(programs)
      .values({ program_name: 'Binned', program_code: 'BN-1', state_id: place.state })
      .returning({ id: programs.id });
    const project = { id: await addProject(place.state, 'BN-H') };
    const manager = await insertAreaUser(server.db, { role_id: 3, program_id: program.id });
    const token = await server.login(manager.email, manager.password);
    expect(await ids(token, 'projects')).toContain(project.id);
    const refused = await call(`program_delete/${program.id}`);
    expect(refused.status).toBe(409);
    expect(await ids(token, 'projects')).toContain(project.id);
  });
});
