// The built server's entry (dist-server/main.js): runs the server's bundle with V8's code cache, so that a restart
// compiles almost none of its 2.8 MB. On Node 20 only a classic script takes a code cache (Node 22's
// module.enableCompileCache does the same for ES modules), so the bundle is CommonJS, run here as Node runs one.
// The first start after a build writes the cache beside the bundle once it listens, with every function the start
// compiled; each later start reads it. The bundle's name carries a hash of its content and the cache is named after
// it: V8 checks only a source's length, so a cache must never meet another build's code.
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { limitWasmCompilationTasks } from '../db/wasmCompilation.ts';

/** The server's bundle, beside this file, as scripts/buildServer.mjs named it. */
declare const SERVER_BUNDLE: string;

/** What the bundle's entry (server/main.ts) exports: settles once the server listens. */
interface ServerEntry {
  listening?: Promise<void>;
}

const file = fileURLToPath(new URL(SERVER_BUNDLE, import.meta.url));
const cacheFile = `${file}.cache`;

function readCache(): Buffer | undefined {
  try {
    return fs.readFileSync(cacheFile);
  } catch {
    return undefined; // none yet: this start writes it
  }
}

/** Writes the cache whole or not at all (servers sharing the build may write it at once); a folder the server may
 * not write to keeps none, and every start compiles as without it. */
function writeCache(data: Buffer): void {
  const partial = `${cacheFile}.${process.pid}`;
  try {
    fs.writeFileSync(partial, data);
    fs.renameSync(partial, cacheFile);
  } catch {
    fs.rmSync(partial, { force: true });
  }
}

// The database sets it later; a cache made under other flags is refused.
limitWasmCompilationTasks();
const cachedData = readCache();
const script = new vm.Script(Module.wrap(fs.readFileSync(file, 'utf8')), {
  filename: file,
  cachedData,
});
const bundle: { exports: ServerEntry } = { exports: {} };
(script.runInThisContext() as (...args: unknown[]) => void)(
  bundle.exports,
  createRequire(file),
  bundle,
  file,
  path.dirname(file),
);
if (!cachedData || script.cachedDataRejected)
  void bundle.exports.listening?.then(() => writeCache(script.createCachedData()));
