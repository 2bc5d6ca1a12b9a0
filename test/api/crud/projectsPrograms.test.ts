// The generic CRUD routes, proven on projects and programs, on both databases over real HTTP.
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { program, project, type ResourceConfig } from '../../../resources/index.ts';
import { auditLog, programs, projects } from '../../../server/db/schema.ts';
import { databaseKinds, jsonHeaders, useSignedInServer } from '../testServer.ts';

interface Case {
  config: ResourceConfig;
  table: typeof projects | typeof programs;
  nameKey: string;
  codeKey: string;
  noun: 'Project' | 'Program';
}

const cases: Case[] = [
  { config: project, table: projects, nameKey: 'project_name', codeKey: 'project_code', noun: 'Project' },
  { config: program, table: programs, nameKey: 'program_name', codeKey: 'program_code', noun: 'Program' },
];

describe.each(databaseKinds)('CRUD routes on the %s database', (kind) => {
  const suite = useSignedInServer(kind);

  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${suite.server.url}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: jsonHeaders(suite.token),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & unknown[] };
  };

  describe.each(cases)('$noun', ({ config, table, nameKey, codeKey, noun }) => {
    const { endpoints } = config;
    const valid = (overrides: Record<string, unknown> = {}) => ({
      id: '',
      [nameKey]: `${noun} Alpha`,
      [codeKey]: 'ALPHA-01_x',
      state_id: 2,
      startDate: '2030-01-15',
      endDate: '2030-12-31',
      ...overrides,
    });
    const rowCount = async () => (await suite.server.db.select({ id: table.id }).from(table)).length;

    it('adds a record, answers message and subMessage, and lists it with read keys', async () => {
      const added = await call(endpoints.add, valid());
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ message: 'Added!', subMessage: `${noun} added successfully.` });
      const list = await call(endpoints.list);
      const row = (list.body as unknown as Record<string, unknown>[]).find((r) => r.id === added.body.id);
      expect(row).toMatchObject({
        [nameKey]: `${noun} Alpha`,
        [codeKey]: 'ALPHA-01_x',
        state_id: 2,
        start_date: '2030-01-15',
        end_date: '2030-12-31',
      });
      expect(row).not.toHaveProperty('startDate');
    });

    it('answers one record as a one-element array', async () => {
      const { body } = await call(endpoints.add, valid({ [codeKey]: 'ONE' }));
      const got = await call(`${endpoints.get}/${body.id}`);
      expect(got.status).toBe(200);
      expect(got.body).toHaveLength(1);
      expect(got.body[0]).toMatchObject({ id: body.id, [codeKey]: 'ONE' });
    });

    const invalidBodies: [string, Record<string, unknown>, string, string][] = [
      ['a missing name', { [nameKey]: '' }, nameKey, `${noun} name is required`],
      [
        'a name over 100 characters',
        { [nameKey]: 'n'.repeat(101) },
        nameKey,
        'Maximum 100 characters allowed',
      ],
      ['a missing code', { [codeKey]: ' ' }, codeKey, `${noun} code is required`],
      ['a code over 50 characters', { [codeKey]: 'c'.repeat(51) }, codeKey, 'Maximum 50 characters allowed'],
      [
        'a code with other characters',
        { [codeKey]: 'AB 12!' },
        codeKey,
        `${noun} code must be alphanumeric and may include - or _`,
      ],
      ['a missing state', { state_id: '' }, 'state_id', 'State is required'],
      ['a missing start date', { startDate: '' }, 'startDate', 'Start date is required'],
      ['a missing end date', { endDate: null }, 'endDate', 'End date is required'],
      [
        'an end before the start',
        { endDate: '2030-01-14' },
        'endDate',
        'End date cannot be before start date',
      ],
    ];

    it.each(invalidBodies)(
      'refuses %s with 422 and its message, writing nothing',
      async (_, change, field, message) => {
        const before = await rowCount();
        const answer = await call(endpoints.add, valid(change));
        expect(answer.status).toBe(422);
        expect((answer.body as unknown as { errors: Record<string, string> }).errors[field]).toBe(message);
        expect(typeof answer.body.message).toBe('string');
        expect(await rowCount()).toBe(before);
      },
    );

    it('refuses an invalid edit with 422 and leaves the record as it was', async () => {
      const { body } = await call(endpoints.add, valid({ [codeKey]: 'KEEP' }));
      const answer = await call(`${endpoints.edit}/${body.id}`, valid({ [codeKey]: 'bad code!' }));
      expect(answer.status).toBe(422);
      const got = await call(`${endpoints.get}/${body.id}`);
      expect(got.body[0]).toMatchObject({ [codeKey]: 'KEEP' });
    });

    it('edits a record, answers its update text and audits what changed', async () => {
      const { body } = await call(endpoints.add, valid({ [codeKey]: 'BEFORE' }));
      const edited = await call(
        `${endpoints.edit}/${body.id}`,
        valid({ [codeKey]: 'AFTER', endDate: '2031-01-01' }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body.message).toBe(`${noun} updated successfully.`);
      const got = await call(`${endpoints.get}/${body.id}`);
      expect(got.body[0]).toMatchObject({ [codeKey]: 'AFTER', end_date: '2031-01-01' });
      const [audit] = await suite.server.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.record_id, Number(body.id)),
            eq(auditLog.action, 'edit'),
            eq(auditLog.resource, config.name),
          ),
        );
      expect(audit.changes).toEqual({
        [codeKey]: { from: 'BEFORE', to: 'AFTER' },
        end_date: { from: '2030-12-31', to: '2031-01-01' },
      });
      expect(audit.user_id).toBeGreaterThan(0);
    });

    it('soft-deletes: gone from the list, the record and master data, kept in the table, audited', async () => {
      const { body } = await call(endpoints.add, valid({ [nameKey]: 'To Delete', [codeKey]: 'GONE' }));
      const id = Number(body.id);
      const deleted = await call(`${endpoints.delete}/${id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe(`${noun} deleted successfully.`);
      const list = (await call(endpoints.list)).body as unknown as { id: number }[];
      expect(list.some((row) => row.id === id)).toBe(false);
      expect((await call(`${endpoints.get}/${id}`)).status).toBe(404);
      const master = (await call('master_data')).body as unknown as Record<string, Record<string, unknown>[]>;
      const collection = noun === 'Project' ? master.mst_project : master.mst_program;
      expect(collection.some((row) => Object.values(row).includes(id))).toBe(false);
      const kept = await suite.server.db
        .select()
        .from(table)
        .where(and(eq(table.id, id), isNotNull(table.deleted_at)));
      expect(kept).toHaveLength(1);
      const actions = await suite.server.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.record_id, id), eq(auditLog.resource, config.name)));
      expect(actions.map((a) => a.action).sort()).toEqual(['add', 'delete']);
    });

    it('answers 404 for an unknown id on get, edit and delete', async () => {
      for (const path of [`${endpoints.get}/999999`, `${endpoints.delete}/999999`, `${endpoints.get}/abc`]) {
        expect((await call(path)).status).toBe(404);
      }
      expect((await call(`${endpoints.edit}/999999`, valid())).status).toBe(404);
    });

    it('answers 401 without a token', async () => {
      const response = await fetch(`${suite.server.url}/api/${endpoints.list}`);
      expect(response.status).toBe(401);
    });
  });
});
