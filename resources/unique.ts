// Values unique among the programme's live records (a project's, program's or site's code), from the configs'
// `unique` fields: compared without case and surrounding spaces, on both databases.
import type { FieldConfig, ResourceConfig } from './types.ts';

export const UNIQUE_MESSAGE = 'This code is already used.';

/** Live records sharing one value of a unique field, made before the rule: the administrator's dashboard lists them. */
export interface UniqueDuplicate {
  resource: string;
  field: string;
  /** The value as the first of them holds it. */
  value: string;
  ids: number[];
}

/** The resource's fields whose values no two live records share. */
export const uniqueFieldsOf = (resource: ResourceConfig): FieldConfig[] =>
  resource.fields.filter((field) => field.unique);

/**
 * A unique value as it is compared: trimmed, in lower case (the index's expression is `lower(btrim(column))`).
 * @example uniqueKeyOf(' Pr-01 ') // 'pr-01'
 */
export const uniqueKeyOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
