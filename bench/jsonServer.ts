// The anchor: json-server 0.17 serving the same rows from a db.json, started beside the app in the same run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server.ts';

export async function startJsonServer(collection: string, rows: unknown[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-json-server-'));
  const db = path.join(dir, 'db.json');
  fs.writeFileSync(db, JSON.stringify({ [collection]: rows }));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['node_modules/json-server/lib/cli/bin.js', db, '--port', String(port), '--quiet'],
    {
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/${collection}/1`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
