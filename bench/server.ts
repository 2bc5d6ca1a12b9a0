// The real server for the benchmarks: built as it ships, started on a temporary data directory, timed to ready.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const benchAdmin = { email: 'bench@outreach.test', password: 'bench-password' };

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Builds the SPA and the server (`npm run build`). */
export function buildProduct(): void {
  const built = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('npm run build failed');
}

export interface BenchServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Whether something accepts connections on the port: a refused connect costs the bench far less than a fetch. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
    socket.once('close', () => socket.destroy());
    socket.once('connect', () => socket.end());
  });

async function waitForAnswer(url: string, child: ChildProcess): Promise<void> {
  const port = Number(new URL(url).port);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if ((await accepts(port)) && (await fetch(url)).ok) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Starts `node dist-server/main.js`; resolves with the milliseconds from spawn to its first answer. */
export async function startServer(dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-bench-'))) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      LOGIN_RATE_LIMIT: '100000',
      LOGIN_ADDRESS_RATE_LIMIT: '100000',
      MAX_SESSIONS_PER_USER: '1000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // The server listens only once its database is open, migrated and seeded: its first answer means ready.
  await waitForAnswer(`${url}/login`, child);
  const readyMs = performance.now() - started;
  const server: BenchServer = {
    url,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
  return { server, readyMs };
}

/**
 * The restart's anchor: a bare Node process that opens PGlite on the server's database directory and answers one
 * query, from spawn to that answer: what any start on this machine must pay before the app's own work.
 */
export async function bareDatabaseOpenMs(dataDir: string): Promise<number> {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const pg = new PGlite(process.argv[1]);
    await pg.query('select 1');
    process.stdout.write('ready');
    await pg.close();`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, path.join(dataDir, 'pgdata')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const readyMs = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', () => resolve(performance.now() - started));
    child.once('exit', (code) => reject(new Error(`the bare PGlite open exited with ${code}`)));
  });
  if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  return readyMs;
}
