// A server as production runs one: its embedded database in a data directory, with the health route's backup status.
import { buildApp } from '../../../server/app.ts';
import type { BackupStatus } from '../../../server/backup/backupJob.ts';
import type { Config } from '../../../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/connection.ts';
import { seed } from '../../../server/db/seed.ts';
import { jsonHeaders, testAdmin, testConfig } from '../testServer.ts';

export interface DataDirServer {
  url: string;
  config: Config;
  database: DatabaseHandle;
  /** What /api/healthz tells of backups: a backup job given it keeps it. */
  backups: BackupStatus;
  /** A signed-in GET (no body) or POST (JSON, or FormData as multipart) to /api/PATH; the answer as it came. */
  call(apiPath: string, body?: object): Promise<Response>;
  close(): Promise<void>;
}

/** Starts a seeded server on `dataDir` (database in pgdata/, photos wherever the product keeps them). */
export async function startDataDirServer(
  dataDir: string,
  overrides: Partial<Config> = {},
): Promise<DataDirServer> {
  const database = await openDatabase({ embedded: dataDir });
  const config = testConfig({ dataDir, ...overrides });
  await seed(database.db, config);
  const backups: BackupStatus = { lastBackup: null };
  const app = await buildApp({ db: database.db, config, backups, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify(testAdmin),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    url,
    config,
    database,
    backups,
    call: (apiPath, body) =>
      fetch(`${url}/api/${apiPath}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body instanceof FormData ? { authorization: `Bearer ${token}` } : jsonHeaders(token),
        body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
      }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
