// The signed-in user's area in the login answer and the profile: as every request of the session reads it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.ts';
import { homeCoordinators, insertAreaUser, places } from '../access/areaUsers.ts';
import { databaseKinds, jsonHeaders, startTestServer, testAdmin, type TestServer } from '../testServer.ts';

describe.each(databaseKinds)('the signed-in area on %s', (kind) => {
  let server: TestServer;
  // No session cache: the profile reads the place the database holds at each request.
  beforeAll(async () => {
    server = await startTestServer(kind, { sessionCacheMs: 0 });
  });
  afterAll(() => server?.close());

  const login = async (email: string, password: string) => {
    const response = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ email, password }),
    });
    return (await response.json()) as { token: string; user: Record<string, unknown> };
  };
  const profile = async (token: string) =>
    (await (await fetch(`${server.url}/api/profile`, { headers: jsonHeaders(token) })).json()) as Record<
      string,
      unknown
    >;

  it("answers a District Coordinator's login with their state and district as the area", async () => {
    const coordinator = await insertAreaUser(server.db, homeCoordinators.district);
    const { user } = await login(coordinator.email, coordinator.password);
    expect(user.area).toEqual({
      userId: coordinator.id,
      roleId: 5,
      administrator: false,
      stateId: places.home.state_id,
      districtIds: [places.home.district_id],
      blockId: null,
      programId: null,
      projectId: null,
    });
  });

  it("answers an administrator's login with an area that reaches everything", async () => {
    const { user } = await login(testAdmin.email, testAdmin.password);
    expect(user.area).toMatchObject({ roleId: 1, administrator: true });
  });

  it('leaves out of the area a district that does not lie in the user’s state', async () => {
    const coordinator = await insertAreaUser(server.db, {
      ...homeCoordinators.district,
      district_id: [places.home.district_id, places.otherState.district_id],
    });
    const { user } = await login(coordinator.email, coordinator.password);
    expect(user.area).toMatchObject({ districtIds: [places.home.district_id] });
  });

  it('answers the profile with the area, read afresh: a coordinator moved meanwhile sees the new one', async () => {
    const coordinator = await insertAreaUser(server.db, homeCoordinators.district);
    const { token } = await login(coordinator.email, coordinator.password);
    expect((await profile(token)).area).toMatchObject({ districtIds: [places.home.district_id] });
    await server.db
      .update(users)
      .set({ district_id: [places.sameState.district_id] })
      .where(eq(users.id, coordinator.id));
    expect((await profile(token)).area).toMatchObject({
      stateId: places.home.state_id,
      districtIds: [places.sameState.district_id],
    });
  });
});
