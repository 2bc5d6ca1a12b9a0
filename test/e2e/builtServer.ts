// The server as it ships (built ahead, run by Node without a TypeScript loader), on its own data directory and
// a free port: the browser suite's, and the one a test builds in a copy of the repository.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { e2eAdmin } from './admin.ts';
import { scaled } from '../timeouts.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + scaled(120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer at ${url}:\n${output()}`);
}

export interface TestBuild {
  /** The checkout that was built. */
  cwd: string;
  /** Its built SPA and server, under the test artifacts: `npm test` never writes dist/ or dist-server/. */
  spaDir: string;
  serverDir: string;
}

/** Where buildForTests puts the build of the checkout in `cwd` (the browser suite's: the repository's own). */
export function testBuildOf(cwd = '.'): TestBuild {
  const outDir = path.resolve(cwd, '.test-artifacts/e2e-build');
  return { cwd, spaDir: path.join(outDir, 'spa'), serverDir: path.join(outDir, 'server') };
}

/**
 * Builds the checkout in `cwd` as it ships, the SPA and the server ahead, into its own folder. NODE_ENV is set, as
 * vitest's "test" would otherwise give the SPA React's development runtime.
 */
export function buildForTests(cwd = '.'): TestBuild {
  const build = testBuildOf(cwd);
  const env = { ...process.env, NODE_ENV: 'production' };
  const steps: [string, string[]][] = [
    ['npx', ['vite', 'build', '--logLevel', 'error', '--outDir', build.spaDir, '--emptyOutDir']],
    [process.execPath, ['scripts/buildServer.mjs', build.serverDir]],
  ];
  for (const [command, args] of steps) {
    const { status } = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
    if (status !== 0) throw new Error(`The test build failed: ${command} ${args.join(' ')}`);
  }
  return build;
}

/** Starts a test build's server as the suite's administrator, serving its SPA; `stop` keeps no data. */
export async function startBuiltServer({ cwd, spaDir, serverDir }: TestBuild) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-e2e-'));
  const port = await freePort();
  let log = '';
  const server = spawn(process.execPath, [path.join(serverDir, 'main.js')], {
    cwd,
    env: {
      ...process.env,
      STATIC_DIR: spaDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      LOGIN_RATE_LIMIT: '1000',
      MAX_SESSIONS_PER_USER: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (log += chunk));
  server.stderr?.on('data', (chunk) => (log += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/login`, server, () => log);
  /** Stops the server (its database closed cleanly); the data directory stays until `remove`. */
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  };
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true });
  /** What the server has printed so far. */
  const output = () => log;
  return { baseUrl, dataDir, stop, remove, output };
}
