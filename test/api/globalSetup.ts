// Once for the API suite: an initialised, empty embedded cluster's files, from which each in-memory database of
// the tests starts instead of initialising its own (about 1 s of CPU each). Migrations and seed still run in each.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../server/db/pgliteClient.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    emptyClusterFile: string;
  }
}

export default async function setup(project: TestProject) {
  const wasm = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  // Opened as the server opens it (pgliteClient.ts), on this thread: the files are the same.
  const pglite = openPglite(undefined, await WebAssembly.compile(fs.readFileSync(wasm)));
  await pglite.waitReady;
  await pglite.query('CHECKPOINT');
  const files = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
  await pglite.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-test-cluster-'));
  const file = path.join(dir, 'empty-cluster.tar');
  fs.writeFileSync(file, files);
  project.provide('emptyClusterFile', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
