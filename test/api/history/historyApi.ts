// Helpers of the history, activity and bin tests: calls as a signed-in administrator, and records to change.
import { jsonHeaders, type TestServer } from '../testServer.ts';
import { addBody } from '../users/userApi.ts';

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & Record<string, unknown>[];
}

/** GET when there is no body, POST JSON otherwise, with the token `token()` gives (none when it gives ''). */
export const caller =
  (server: () => TestServer, token: () => string) =>
  async (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<Answer> => {
    const response = await fetch(`${server().url}/api/${path}`, {
      method,
      headers: jsonHeaders(token() || undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
  };

export type Call = ReturnType<typeof caller>;

/** A projects_add body in Himachal Pradesh (state 2). */
export const projectBody = (overrides: Record<string, unknown> = {}) => ({
  id: '',
  project_name: 'Clinic Run',
  project_code: 'CR-01',
  state_id: 2,
  startDate: '2030-01-15',
  endDate: '2030-12-31',
  ...overrides,
});

/** Adds a record through the API and answers its id. */
export async function added(call: Call, endpoint: string, body: Record<string, unknown>): Promise<number> {
  const answer = await call(endpoint, body);
  if (answer.status !== 200)
    throw new Error(`${endpoint} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return Number(answer.body.id);
}

/** Adds an administrator (role 1) and answers its id, email and password. */
export async function addedAdministrator(call: Call, name = 'Meera Shah') {
  const body = addBody({ name, role_id: 1, state_id: '', district_id: '', block_id: '', city_village: '' });
  const id = await added(call, 'users_add', body);
  return { id, email: String(body.email), password: String(body.password), body };
}
