// Every users rule on the server: 422 with the spec's message, and nothing written (both databases).
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.ts';
import { databaseKinds, useSignedInServer } from '../testServer.ts';
import { addBody, caller, editBody, place } from './userApi.ts';

type Case = [string, Record<string, unknown>, string, string];

const addCases: Case[] = [
  ['a missing name', { name: ' ' }, 'name', 'Name is required'],
  ['a missing email', { email: '' }, 'email', 'Email is required'],
  ['an invalid email', { email: 'not-an-email' }, 'email', 'Invalid email'],
  ['a missing password', { password: '' }, 'password', 'Password is required'],
  ['a short password', { password: 'abc12' }, 'password', 'Password must be at least 6 characters'],
  ['a missing mobile number', { mobile_number: '' }, 'mobile_number', 'Mobile number is required'],
  [
    'a 9-digit mobile number',
    { mobile_number: '987654321' },
    'mobile_number',
    'Enter valid 10-digit mobile number',
  ],
  [
    'a mobile number with letters',
    { mobile_number: '98765abcde' },
    'mobile_number',
    'Enter valid 10-digit mobile number',
  ],
  ['a missing role', { role_id: '' }, 'role_id', 'Role is required'],
  ['an unknown role', { role_id: 99 }, 'role_id', 'Choose a role from the list'],
  ['a coordinator without a state', { state_id: '' }, 'state_id', 'State is required'],
  ['a coordinator without a district', { district_id: '' }, 'district_id', 'District is required'],
  ['a coordinator without a block', { block_id: '' }, 'block_id', 'Block is required'],
  ['a coordinator without a city/village', { city_village: '' }, 'city_village', 'City/Village is required'],
  ['a program manager without a program', { role_id: 3 }, 'program_id', 'Program is required'],
  [
    'a program manager with an unknown program',
    { role_id: 3, program_id: 9999 },
    'program_id',
    'Choose a program from the list',
  ],
  ['a project manager without a project', { role_id: 4 }, 'project_id', 'Project is required'],
  ['an unknown state', { state_id: 9999 }, 'state_id', 'Choose a state from the list'],
  [
    'a district of another state',
    { district_id: place.districtOfAnotherState },
    'district_id',
    'Choose a district of the chosen state',
  ],
  [
    'a block of another district',
    { block_id: place.blockOfSecondDistrict },
    'block_id',
    'Choose a block of the chosen district',
  ],
  [
    'a block role with two districts',
    { role_id: 6, district_id: `${place.district},${place.secondDistrict}` },
    'district_id',
    'Choose one district',
  ],
  ['a district that is not an id', { district_id: '20,x' }, 'district_id', 'District is required'],
];

describe.each(databaseKinds)('users rules on the %s database', (kind) => {
  const suite = useSignedInServer(kind);
  let call: ReturnType<typeof caller>;
  beforeAll(() => {
    call = caller(suite.server, () => suite.token);
  });

  const userCount = async () => (await suite.server.db.select({ id: users.id }).from(users)).length;

  it.each(addCases)('refuses an add with %s, writing nothing', async (_name, changes, field, message) => {
    const before = await userCount();
    const answer = await call('users_add', addBody(changes));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ [field]: message });
    expect(await userCount()).toBe(before);
  });

  it('accepts a role 2 user whose block is in any of their districts', async () => {
    const body = addBody({
      role_id: 2,
      district_id: `${place.district},${place.secondDistrict}`,
      block_id: place.blockOfSecondDistrict,
    });
    expect((await call('users_add', body)).status).toBe(200);
  });

  it('refuses an edit that breaks a rule, leaving the user as they were', async () => {
    const body = addBody();
    const { id } = (await call('users_add', body)).body;
    const answer = await call(`users_edit/${id}`, editBody(body, { name: 'Changed', block_id: '' }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ block_id: 'Block is required' });
    expect((await call(`get_user/${id}`)).body[0]).toMatchObject({ name: 'Asha Rao', block_id: place.block });
  });

  it('does not check the email and password on edit', async () => {
    const body = addBody();
    const { id } = (await call('users_add', body)).body;
    const answer = await call(`users_edit/${id}`, editBody(body, { email: '', password: '' }));
    expect(answer.status).toBe(200);
  });
});
