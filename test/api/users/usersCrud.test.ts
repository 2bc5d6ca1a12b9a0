// The users endpoints over real HTTP on both databases: add, list, get, edit, delete, as the contract has them.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.ts';
import { databaseKinds, useSignedInServer } from '../testServer.ts';
import { addBody, caller, editBody, place } from './userApi.ts';

describe.each(databaseKinds)('users endpoints on the %s database', (kind) => {
  const suite = useSignedInServer(kind);
  let call: ReturnType<typeof caller>;
  beforeAll(() => {
    call = caller(suite.server, () => suite.token);
  });

  const add = async (overrides: Record<string, unknown> = {}) => {
    const answer = await call('users_add', addBody(overrides));
    expect(answer.status).toBe(200);
    return answer.body.id as number;
  };
  const getUser = async (id: number) => (await call(`get_user/${id}`)).body[0];

  it('adds a user and answers the added message and subMessage', async () => {
    const answer = await call('users_add', addBody());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Added!', subMessage: 'User added successfully.' });
  });

  it('lists users with read keys and never a password or its hash', async () => {
    const id = await add({ name: 'Listed Person' });
    const list = await call('users');
    const row = list.body.find((r) => r.id === id);
    expect(row).toMatchObject({
      name: 'Listed Person',
      mobile_number: '9876543210',
      role_id: 5,
      state_id: 2,
    });
    for (const listed of list.body) {
      expect(Object.keys(listed).filter((key) => key.startsWith('password'))).toEqual([]);
    }
  });

  it('answers one user as a one-element array without a password', async () => {
    const id = await add();
    const answer = await call(`get_user/${id}`);
    expect(answer.body).toHaveLength(1);
    expect(answer.body[0]).toMatchObject({ id, district_id: place.district, block_id: place.block });
    expect(answer.body[0]).not.toHaveProperty('password');
    expect(answer.body[0]).not.toHaveProperty('password_hash');
  });

  it('stores the hash of the password, never the password itself', async () => {
    const id = await add({ password: 'kestrel-41' });
    const [row] = await suite.server.db.select().from(users).where(eq(users.id, id));
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('stores a role 2 user’s comma-joined districts and reads them back as an array', async () => {
    const id = await add({ role_id: 2, district_id: `${place.district},${place.secondDistrict}` });
    expect((await getUser(id)).district_id).toEqual([place.district, place.secondDistrict]);
  });

  it('reads a single district id for roles that hold one district', async () => {
    const id = await add({
      role_id: 6,
      district_id: String(place.secondDistrict),
      block_id: place.blockOfSecondDistrict,
    });
    expect((await getUser(id)).district_id).toBe(place.secondDistrict);
  });

  it('keeps only the fields of the role: a program manager keeps no place', async () => {
    const program = await call('programs_add', {
      id: '',
      program_name: 'Outreach',
      program_code: 'OUT-1',
      state_id: place.state,
      startDate: '2030-01-01',
      endDate: '2030-12-31',
    });
    const programId = program.body.id as number;
    const id = await add({ role_id: 3, program_id: programId });
    expect(await getUser(id)).toMatchObject({
      program_id: programId,
      state_id: null,
      district_id: null,
      block_id: null,
      city_village: null,
    });
  });

  it('edits a user and answers the updated message', async () => {
    const body = addBody();
    const id = await add(body);
    const answer = await call(
      `users_edit/${id}`,
      editBody(body, { name: 'Renamed', city_village: 'Manali' }),
    );
    expect(answer).toEqual({ status: 200, body: { message: 'User updated successfully.' } });
    expect(await getUser(id)).toMatchObject({ name: 'Renamed', city_village: 'Manali' });
  });

  it('keeps the email on edit even when another one is sent', async () => {
    const body = addBody();
    const id = await add(body);
    await call(`users_edit/${id}`, editBody(body, { email: 'changed@test.local' }));
    expect((await getUser(id)).email).toBe(body.email);
  });

  it('deletes a user by GET, answers the deleted message and no longer lists them', async () => {
    const id = await add();
    expect(await call(`users_delete/${id}`)).toEqual({
      status: 200,
      body: { message: 'User deleted successfully.' },
    });
    expect((await call('users')).body.some((row) => row.id === id)).toBe(false);
    expect((await call(`get_user/${id}`)).status).toBe(404);
  });
});
