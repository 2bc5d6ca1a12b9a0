// Builds the app for production in the suite's own folder and starts the real server (own process, own data
// directory, free port) for the browser suite.
import type { TestProject } from 'vitest/node';
import { buildForTests, startBuiltServer } from './builtServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const build = buildForTests();
  const server = await startBuiltServer(build);
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    server.remove();
  };
}
