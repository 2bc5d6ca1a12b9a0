// The registry: every resource config, and the shared helpers client and server use with them.
import { program } from './program.ts';
import { project } from './project.ts';
import type { ResourceConfig } from './types.ts';

/** Every resource, in sidebar order. Users, sites, drivers and health workers join as their configs land. */
export const resources: readonly ResourceConfig[] = [project, program];

/** The config registered under a react-admin resource name; throws for an unknown name. */
export const resourceByName = (name: string): ResourceConfig => {
  const found = resources.find((resource) => resource.name === name);
  if (!found) throw new Error(`Unknown resource: ${name}`);
  return found;
};

export { project, program };
export * from './types.ts';
export * from './masterData.ts';
export * from './sources.ts';
export * from './dates.ts';
export * from './rules.ts';
export * from './payload.ts';
export * from './display.ts';
export * from './validate.ts';
export * from './texts.ts';
