// Builds the SPA and starts the real server (own process, own data directory, free port) for the browser suite.
import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './builtServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('vite build failed');
  // The server as it ships: built ahead, run by Node without a TypeScript loader.
  const serverBuilt = spawnSync(process.execPath, ['scripts/buildServer.mjs'], { stdio: 'inherit' });
  if (serverBuilt.status !== 0) throw new Error('the server build failed');

  const server = await startBuiltServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    server.remove();
  };
}
