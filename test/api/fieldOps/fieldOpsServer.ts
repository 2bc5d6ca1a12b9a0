// A test server with its own data directory, calls in JSON or multipart, and valid bodies to start from.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { photos } from '../../../server/db/schema.ts';
import { jsonHeaders, startTestServer, type DatabaseKind, type TestServer } from '../testServer.ts';

export type Answer = { status: number; body: Record<string, unknown> & unknown[] };
export type Body = Record<string, unknown>;

export interface FieldOpsServer extends TestServer {
  token: string;
  dataDir: string;
  /** GET without a body, POST JSON with one. */
  call(apiPath: string, body?: Body): Promise<Answer>;
  /** POST multipart: every value as text, Blobs as files (a [Blob, filename] pair names the file). */
  send(apiPath: string, body: Body): Promise<Answer>;
  /** Names of the stored photos. */
  uploads(): Promise<string[]>;
  /** The bytes of a stored photo, or undefined. */
  storedPhoto(name: string): Promise<Buffer | undefined>;
}

async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

// A field is text: an array its items' texts joined by commas (as String() joins them), an object its JSON. String()
// throws on the fuzzer's `{ toString: 0 }`, inside an array too (`[{ toString: [] }]`).
const textOf = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value.map(textOf).join(',')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** A body as a multipart form. */
export function formOf(body: Body): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value) && value[0] instanceof Blob) form.append(key, value[0], String(value[1]));
    else if (value instanceof Blob) form.append(key, value, 'photo');
    else if (value !== undefined) form.append(key, textOf(value));
  }
  return form;
}

/** A signed-in server whose DATA_DIR is a fresh temporary folder; close() removes it. */
export async function startFieldOpsServer(kind: DatabaseKind): Promise<FieldOpsServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'outreach-fieldops-'));
  const server = await startTestServer(kind, { dataDir });
  const token = await server.login();
  const url = (apiPath: string) => `${server.url}/api/${apiPath}`;
  return {
    ...server,
    token,
    dataDir,
    close: async () => {
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
    call: async (apiPath, body) =>
      answerOf(
        await fetch(url(apiPath), {
          method: body === undefined ? 'GET' : 'POST',
          headers: jsonHeaders(token),
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    send: async (apiPath, body) =>
      answerOf(
        await fetch(url(apiPath), {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: formOf(body),
        }),
      ),
    uploads: async () => (await server.db.select({ name: photos.name }).from(photos)).map(({ name }) => name),
    storedPhoto: async (name) =>
      (await server.db.select({ data: photos.data }).from(photos).where(eq(photos.name, name)))[0]?.data,
  };
}

/** A site in the built-in locations: Himachal Pradesh (2) > Kullu (20) > Anni (168), on Mondays (701). */
let siteCodes = 0;
/** A valid site body; each with its own code (codes are unique), unless `overrides` names one. */
export const validSite = (overrides: Body = {}): Body => ({
  id: '',
  site_name: 'Anni Camp',
  mhu: 'MHU-7',
  site_code: `AN-${String(++siteCodes).padStart(2, '0')}`,
  day_name: 'Monday',
  days: 701,
  state_id: 2,
  district_id: 20,
  block_id: 168,
  ...overrides,
});

export { validFieldWorker } from '../../fixtures/fieldWorker.ts';

/**
 * The suite's field-operations server on `kind`, with one site added: started before its tests, closed after.
 * @example const suite = useFieldOpsServerWithSite(kind); ... validFieldWorker('driver_name', suite.siteId)
 */
export function useFieldOpsServerWithSite(kind: DatabaseKind) {
  const suite = { server: undefined as unknown as FieldOpsServer, siteId: 0 };
  beforeAll(async () => {
    suite.server = await startFieldOpsServer(kind);
    suite.siteId = (await suite.server.call('sites_add', validSite())).body.id as number;
  });
  afterAll(() => suite.server?.close());
  return suite;
}
