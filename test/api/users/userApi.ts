// Helpers of the users API tests: bodies as the client sends them, and a caller signed in as someone.
import crypto from 'node:crypto';
import { jsonHeaders, type TestServer } from '../testServer.ts';

/** Built-in LGD places: Kullu (20) and Solan (25) are in Himachal Pradesh (2); Dehradun (49) is not. */
export const place = {
  state: 2,
  district: 20,
  block: 168,
  secondDistrict: 25,
  blockOfSecondDistrict: 200,
  districtOfAnotherState: 49,
};

export const uniqueEmail = () => `person-${crypto.randomBytes(4).toString('hex')}@test.local`;

/** A users_add body for a district coordinator (role 5), with every contract key. */
export const addBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: '',
  name: 'Asha Rao',
  email: uniqueEmail(),
  password: 'kestrel-41',
  mobile_number: '9876543210',
  role_id: 5,
  program_id: '',
  project_id: '',
  state_id: place.state,
  district_id: place.district,
  block_id: place.block,
  city_village: 'Kullu',
  ...overrides,
});

/** A users_edit body: the record's values as the edit form holds them. */
export const editBody = (added: Record<string, unknown>, overrides: Record<string, unknown> = {}) => {
  const { id: _id, ...fields } = added;
  return { ...fields, password: '********', ...overrides };
};

export interface Answer {
  status: number;
  body: Record<string, unknown> & Record<string, unknown>[];
}

/** GET when there is no body, POST JSON otherwise, with the token. */
export const caller =
  (server: TestServer, token: () => string) =>
  async (path: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${server.url}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: jsonHeaders(token()),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
