// Which records name which (a driver's site, a user's program), from the configs: a select whose source is
// another resource's master-data collection names a record of it. A record others name is not deleted.
import type { FieldConfig, ResourceConfig } from './types.ts';

/** A field of one resource that names records of another. */
export interface Use {
  resource: ResourceConfig;
  field: FieldConfig;
}

/**
 * The fields of the registry that name records of `target` (through its `masterData` collection).
 * @example usesOf(site, resources) // [{ resource: driver, field: site }, { resource: healthWorker, field: site }]
 */
export const usesOf = (target: ResourceConfig, registry: readonly ResourceConfig[]): Use[] =>
  target.masterData
    ? registry.flatMap((resource) =>
        resource.fields
          .filter((field) => field.source?.collection === target.masterData?.collection)
          .map((field) => ({ resource, field })),
      )
    : [];

/** How many live records of a resource name the one to delete: those the caller may read, and all of them. */
export interface UseCount {
  resource: ResourceConfig;
  readable: number;
  all: number;
}

/** What `count` records of a resource are called: its noun, else its name. @example nounOf(site, 2) // 'sites' */
export const nounOf = (resource: ResourceConfig, count: number) =>
  count === 1 ? (resource.noun?.one ?? resource.name) : (resource.noun?.other ?? resource.name);

/** "a", "a and b", "a, b and c". */
export const listed = (parts: string[]) =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/**
 * Why a record others name is not deleted, counting only what the caller may read; undefined when nothing names it.
 * @example usedByMessage([{ resource: user, readable: 3, all: 3 }, { resource: healthWorker, readable: 2, all: 5 }])
 * // 'Used by 3 users, 2 health workers and records outside your area.'
 */
export function usedByMessage(counts: readonly UseCount[]): string | undefined {
  const parts = counts
    .filter((count) => count.readable > 0)
    .map((count) => `${count.readable} ${nounOf(count.resource, count.readable)}`);
  if (counts.some((count) => count.all > count.readable)) parts.push('records outside your area');
  return parts.length ? `Used by ${listed(parts)}.` : undefined;
}
