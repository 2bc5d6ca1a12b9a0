// The built server starts from V8's code cache (server/startup/codeCache.ts): the suite's servers, started from its
// build, have written it beside the bundle, and the next start takes it as it is. A start that V8 refused it to
// writes it anew, as a V8 flag the server set after making it (the database's) had V8 do at every start.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { scaled } from '../timeouts.ts';
import { startBuiltServer, testBuildOf } from './builtServer.ts';

const build = testBuildOf();

/** Starts the suite's build on a data directory of its own until it prints that it listens, then stops it. */
async function startOnce(): Promise<void> {
  const server = await startBuiltServer(build);
  try {
    // Printed as it comes to listen: a cache it was refused is written anew in the same turn.
    await expect.poll(server.output, { timeout: scaled(30_000) }).toContain('Outreach MIS is running');
  } finally {
    await server.stop();
    server.remove();
  }
}

it('is written by a server that came to listen, and taken as it is by the next start', async () => {
  const bundles = fs.readdirSync(build.serverDir).filter((file) => /^server-\w+\.cjs$/.test(file));
  expect(bundles).toHaveLength(1);
  const cache = path.join(build.serverDir, `${bundles[0]}.cache`);
  // The suite's servers wrote it as they came to listen; this start, after theirs, has it written for sure.
  await startOnce();
  const written = fs.statSync(cache);
  expect(written.size).toBeGreaterThan(0);

  await startOnce();
  // Written anew, the cache would be another file: it is written beside and renamed over the old one.
  expect(fs.statSync(cache).ino).toBe(written.ino);
});
