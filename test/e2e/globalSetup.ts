// Builds the app for production in the suite's own folder and starts the real servers (own processes, own data
// directories, free ports) for the browser suite: one per worker, so that files run two at a time never share data.
import type { TestProject } from 'vitest/node';
import { buildForTests, startBuiltServer } from './builtServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: a worker's files run one after the other on its own (browser.ts baseUrl). */
    baseUrls: string[];
  }
}

export default async function setup(project: TestProject) {
  const build = buildForTests();
  const workers = Number(project.config.maxWorkers) || 1;
  const servers = await Promise.all(Array.from({ length: workers }, () => startBuiltServer(build)));
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const server of servers) server.remove();
  };
}
