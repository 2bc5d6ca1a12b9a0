// Imports of one resource run one batch at a time across servers: the same rows sent 4 times at once, over two
// servers on one database, are stored once, and the later batches find them as existing records.
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connection.ts';
import { projects } from '../../../server/db/schema.ts';
import { batch, projectRow, type ImportAnswer } from '../../fixtures/importRows.ts';
import { databaseKinds, jsonHeaders, startTestServer, type TestServer } from '../testServer.ts';

const ROWS = 100;
const rowsCoded = (prefix: string) =>
  Array.from({ length: ROWS }, (_, i) => projectRow({ 'Project code': `${prefix}-${i}` }));

describe.each(databaseKinds)('parallel imports over two servers on the %s database', (kind) => {
  let first: TestServer;
  let second: { app: FastifyInstance; url: string; database?: DatabaseHandle };
  let token = '';
  beforeAll(async () => {
    first = await startTestServer(kind);
    // PostgreSQL: a second server with its own connections; embedded: a second app on the one database.
    const database = first.config.databaseUrl
      ? await openDatabase({ url: first.config.databaseUrl })
      : undefined;
    const app = await buildApp({ db: database?.db ?? first.db, config: first.config, logger: false });
    second = { app, database, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
    token = await first.login();
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database?.close();
    await first?.close();
  });

  const importOn = async (url: string, rows: Record<string, string>[], updateExisting: boolean) => {
    const response = await fetch(`${url}/api/import/project`, {
      method: 'POST',
      headers: jsonHeaders(token),
      body: JSON.stringify(batch(rows, updateExisting)),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as ImportAnswer;
  };
  const fourAtOnce = (rows: Record<string, string>[], updateExisting: boolean) =>
    Promise.all(
      [first.url, second.url, first.url, second.url].map((url) => importOn(url, rows, updateExisting)),
    );
  const storedCodes = async (rows: Record<string, string>[]) =>
    (
      await first.db
        .select({ code: projects.project_code })
        .from(projects)
        .where(
          inArray(
            projects.project_code,
            rows.map((row) => row['Project code']),
          ),
        )
    ).map((row) => row.code);
  const total = (answers: ImportAnswer[], key: 'added' | 'updated' | 'skipped') =>
    answers.reduce((sum, answer) => sum + answer[key], 0);

  it('stores the rows once and skips them in the three other batches', async () => {
    const rows = rowsCoded('PAR');
    const answers = await fourAtOnce(rows, false);
    expect((await storedCodes(rows)).sort()).toEqual(rows.map((row) => row['Project code']).sort());
    expect(answers.flatMap((answer) => answer.rejected)).toEqual([]);
    expect([total(answers, 'added'), total(answers, 'skipped')]).toEqual([ROWS, 3 * ROWS]);
  });

  it('stores the rows once and updates them in the three other batches when asked to', async () => {
    const rows = rowsCoded('UPD');
    const answers = await fourAtOnce(rows, true);
    expect(await storedCodes(rows)).toHaveLength(ROWS);
    expect(answers.flatMap((answer) => answer.rejected)).toEqual([]);
    expect([total(answers, 'added'), total(answers, 'updated')]).toEqual([ROWS, 3 * ROWS]);
  });
});
