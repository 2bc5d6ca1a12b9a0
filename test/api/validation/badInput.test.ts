// The audit's findings, one test each: bad input answers 4xx with a message, never 500, and nothing is stored.
import { describe, expect, it } from 'vitest';
import { program, project, type ResourceConfig } from '../../../resources/index.ts';
import { drivers } from '../../../server/db/schema.ts';
import { tableOf } from '../../../server/db/tables.ts';
import { databaseKinds } from '../testServer.ts';
import { validFieldWorker, type Body, useFieldOpsServerWithSite } from '../fieldOps/fieldOpsServer.ts';

const validProject = (overrides: Body = {}): Body => ({
  id: '',
  project_name: 'Goa Outreach',
  project_code: 'GOA-1',
  state_id: 2,
  startDate: '2030-01-15',
  endDate: '2030-12-31',
  ...overrides,
});

describe.each(databaseKinds)('bad input on the %s database', (kind) => {
  const suite = useFieldOpsServerWithSite(kind);

  const rowCount = (resource: ResourceConfig) => suite.server.db.$count(tableOf(resource.table));

  /** Adds a project with `change` and expects 422 with `message` on `field`, and no new row. */
  const refusesProject = async (change: Body, field: string, message: string) => {
    const before = await rowCount(project);
    const answer = await suite.server.call(project.endpoints.add, validProject(change));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ [field]: message });
    expect(await rowCount(project)).toBe(before);
  };

  it('refuses a NUL byte in a text with 422 and stores nothing', async () => {
    await refusesProject(
      { project_name: 'Goa\u0000Outreach' },
      'project_name',
      'Name cannot contain control or text-direction characters',
    );
  });

  it('refuses a NUL byte in a multipart text with 422 and stores nothing', async () => {
    const before = await suite.server.db.$count(drivers);
    const answer = await suite.server.send(
      'drivers_add',
      validFieldWorker('driver_name', suite.siteId, { mhu: 'M\u0000' }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ mhu: 'MHU cannot contain control or text-direction characters' });
    expect(await suite.server.db.$count(drivers)).toBe(before);
  });

  it('refuses an id of 2^31 with 422', async () => {
    await refusesProject({ state_id: 2 ** 31 }, 'state_id', 'Choose a state from the list');
  });

  it('refuses an array where one id goes with 422', async () => {
    await refusesProject({ state_id: [2] }, 'state_id', 'Choose one state');
  });

  it('refuses the year 0000 with 422', async () => {
    await refusesProject(
      { startDate: '0000-01-01' },
      'startDate',
      'Start Date must be a date between 1900 and 2100',
    );
  });

  it('answers a malformed multipart body with 400 and a message', async () => {
    const response = await fetch(`${suite.server.url}/api/drivers_add`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${suite.server.token}`,
        'content-type': 'multipart/form-data; boundary=XYZ',
      },
      body: '--XYZ\r\nContent-Disposition: form-data; name="mhu"\r\n\r\ncut sh',
    });
    expect(response.status).toBe(400);
    expect(typeof ((await response.json()) as { message?: unknown }).message).toBe('string');
  });

  it('answers a multipart body without a boundary with 400', async () => {
    const response = await fetch(`${suite.server.url}/api/health_add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${suite.server.token}`, 'content-type': 'multipart/form-data' },
      body: 'no parts here',
    });
    expect(response.status).toBe(400);
  });

  it.each([project, program])(
    'refuses a $name in a state that does not exist, storing nothing',
    async (resource) => {
      const before = await rowCount(resource);
      const key = `${resource.name}_`;
      const body = {
        ...validProject({ state_id: 999999 }),
        [`${key}name`]: 'Ghost',
        [`${key}code`]: 'GHOST',
      };
      const answer = await suite.server.call(resource.endpoints.add, body);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ state_id: 'Choose a state from the list' });
      expect(await rowCount(resource)).toBe(before);
    },
  );

  it.each([project, program])(
    'refuses an edit of a $name to a state that does not exist',
    async (resource) => {
      const key = `${resource.name}_`;
      const body = { ...validProject(), [`${key}name`]: 'Real', [`${key}code`]: 'REAL' };
      const { id } = (await suite.server.call(resource.endpoints.add, body)).body;
      const answer = await suite.server.call(`${resource.endpoints.edit}/${id}`, {
        ...body,
        state_id: 999999,
      });
      expect(answer.status).toBe(422);
      const got = await suite.server.call(`${resource.endpoints.get}/${id}`);
      expect(got.body[0]).toMatchObject({ state_id: 2 });
    },
  );

  it.each([
    ['a number', 42],
    ['an object', { name: 'Goa' }],
  ])('refuses %s for a text field with 422', async (_what, value) => {
    await refusesProject({ project_name: value }, 'project_name', 'Name must be text');
  });

  it('refuses a right-to-left override (U+202E) with 422', async () => {
    await refusesProject(
      { project_name: 'Goa \u202etuo' },
      'project_name',
      'Name cannot contain control or text-direction characters',
    );
  });
});
