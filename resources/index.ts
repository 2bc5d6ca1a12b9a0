// The registry: every resource config, and the shared helpers client and server use with them.
import { user } from './user/index.ts';
import { program } from './program/index.ts';
import { project } from './project/index.ts';
import { site } from './site/index.ts';
import { driver } from './driver/index.ts';
import { healthWorker } from './healthWorker/index.ts';
import type { ResourceConfig } from './types.ts';

/** Every resource, in sidebar order: Manage Users, then the Manage Master group. */
export const resources: readonly ResourceConfig[] = [user, project, program, site, driver, healthWorker];

/** The config registered under a react-admin resource name; throws for an unknown name. */
export const resourceByName = (name: string): ResourceConfig => {
  const found = resources.find((resource) => resource.name === name);
  if (!found) throw new Error(`Unknown resource: ${name}`);
  return found;
};

export { user, project, program };
export { site, driver, healthWorker };
export * from './age.ts';
export * from './fieldWorker.ts';
export * from './types.ts';
export * from './registryCheck.ts';
export * from './userRoles.ts';
export { PLACEHOLDER_NAME, PLACEHOLDER_PASSWORD, userMessages } from './user/index.ts';
export * from './masterData.ts';
export * from './sources.ts';
export * from './dates.ts';
export * from './rules.ts';
export * from './kindRules.ts';
export * from './inputMode.ts';
export * from './ids.ts';
export * from './choiceTexts.ts';
export * from './payload.ts';
export * from './display.ts';
export * from './formSections.ts';
export * from './mobileCard.ts';
export * from './paging.ts';
export * from './validate.ts';
export * from './texts.ts';
export * from './uses.ts';
export * from './unique.ts';
export * from './columns.ts';
export * from './history.ts';
export * from './rest.ts';
export * from './listFilters.ts';
