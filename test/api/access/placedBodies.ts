// Valid bodies of any resource put in a given place (and given the values the policy's `only` limits read), from
// the registry: the matrix's records and the bodies each role sends.
import fc from 'fast-check';
import { accessPolicy } from '../../../resources/access.ts';
import {
  fromPayload,
  holdsSeveral,
  payloadKeyOf,
  validatePayload,
  type FormMode,
  type MasterData,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import { optionsUnder } from '../../../src/crud/fields/selectOptions.ts';
import { validBodies } from '../fuzz/bodies.ts';
import { places, type Place } from './areaUsers.ts';

/** Where a record is: a place's columns (those the resource has), and a value for each `only` column. */
export interface Variant {
  name: string;
  place: Partial<Record<keyof Place, number | null>>;
  only: Record<string, number>;
}

const placeColumns = ['state_id', 'district_id', 'block_id'] as const;

/**
 * The record of another resource a body names (a driver's site, from the select's collection) that lies in the
 * variant's place, as its form offers it; undefined leaves the sample's choice.
 */
export type RecordIn = (collection: string, variant: Variant) => number | undefined;

/** Whether two variants' places agree on every column both have (and have one). */
export const samePlace = (a: Variant['place'], b: Variant['place']): boolean => {
  const shared = placeColumns.filter((column) => column in a && column in b);
  return shared.length > 0 && shared.every((column) => a[column] === b[column]);
};

/**
 * The values of each column some role's grant on the resource limits with `only`: every value the policy allows
 * somewhere, and one it allows nowhere (the first such choice of the field).
 */
export function onlyChoices(resource: ResourceConfig, masterData: MasterData): Record<string, number[]> {
  const allowed = new Map<string, Set<number>>();
  for (const role of Object.values(accessPolicy)) {
    const grant = role.resources[resource.name] ?? role.records;
    for (const [column, values] of Object.entries(grant.only ?? {}))
      allowed.set(column, new Set([...(allowed.get(column) ?? []), ...values]));
  }
  return Object.fromEntries(
    [...allowed].map(([column, values]) => {
      const field = resource.fields.find((candidate) => candidate.name === column);
      const options = field?.source ? optionsUnder(masterData, field.source, undefined) : [];
      const outside = options.map((option) => Number(option.value)).find((value) => !values.has(value));
      return [column, outside === undefined ? [...values] : [...values, outside]];
    }),
  );
}

/** Every place of the access tests crossed with every combination of `only` values. */
export function variantsOf(resource: ResourceConfig, masterData: MasterData): Variant[] {
  const names = new Set(resource.fields.map((field) => field.name));
  let combinations: Record<string, number>[] = [{}];
  for (const [column, values] of Object.entries(onlyChoices(resource, masterData)))
    combinations = combinations.flatMap((combination) =>
      values.map((value) => ({ ...combination, [column]: value })),
    );
  return Object.entries(places).flatMap(([placeName, place]) =>
    combinations.map((only) => ({
      name: [placeName, ...Object.entries(only).map(([column, value]) => `${column}=${value}`)].join(' '),
      place: Object.fromEntries(placeColumns.filter((column) => names.has(column)).map((c) => [c, place[c]])),
      only,
    })),
  );
}

const firstId = (value: unknown) => {
  const id = Array.isArray(value) ? value[0] : value;
  return id === null || id === undefined ? null : Number(id);
};

/** The variant a stored row is in (a user's own record, a manager's program). */
export function variantOfRow(resource: ResourceConfig, row: Values, masterData: MasterData): Variant {
  const names = new Set(resource.fields.map((field) => field.name));
  const only = Object.fromEntries(
    Object.keys(onlyChoices(resource, masterData)).map((column) => [column, Number(row[column])]),
  );
  return {
    name: `record ${String(row.id)}`,
    place: Object.fromEntries(
      placeColumns.filter((column) => names.has(column)).map((column) => [column, firstId(row[column])]),
    ),
    only,
  };
}

/** A body of the resource in the variant: a valid sample with its place and `only` values set over it. */
function placed(
  resource: ResourceConfig,
  masterData: MasterData,
  body: Values,
  variant: Variant,
  mode: FormMode,
  recordIn?: RecordIn,
): Values {
  const values = { ...body };
  for (const field of resource.fields)
    if (field.name in variant.only) values[payloadKeyOf(field)] = variant.only[field.name];
  for (const field of resource.fields) {
    const key = payloadKeyOf(field);
    if (!(field.name in variant.place)) {
      if (mode === 'edit' && field.editPlaceholder !== undefined) values[key] = field.editPlaceholder;
      continue;
    }
    const id = variant.place[field.name as keyof Place];
    values[key] = id === null || id === undefined ? '' : holdsSeveral(field, values) ? [id] : id;
  }
  for (const field of resource.fields) {
    const id = field.source && recordIn?.(field.source.collection, variant);
    if (id) values[payloadKeyOf(field)] = holdsSeveral(field, values) ? [id] : id;
  }
  // A field the form hides for these values (a role's program) is sent empty, as the form sends it.
  for (const field of resource.fields)
    if (field.shownWhen?.(values, mode) === false) values[payloadKeyOf(field)] = '';
  return fillRequiredChoices(resource, masterData, values, mode);
}

/** A place the record leaves empty where the body needs a choice: the first option under its parent's. */
function fillRequiredChoices(
  resource: ResourceConfig,
  masterData: MasterData,
  values: Values,
  mode: FormMode,
) {
  for (const field of resource.fields) {
    const key = payloadKeyOf(field);
    if (values[key] !== '' || !field.source) continue;
    const result = validatePayload(resource, values, mode);
    if (result.ok || !result.errors[key]) continue;
    const parent = field.source.dependsOn ? values[field.source.dependsOn.field] : undefined;
    const [first] = optionsUnder(masterData, field.source, parent);
    if (first) values[key] = first.value;
  }
  return values;
}

let nextSeed = 1;

/**
 * A valid body of the resource in the variant (`create` or `edit`: an edit keeps the stored password), naming
 * the records `recordIn` picks in its place; each call a new sample, so unique values (emails, codes) differ.
 * @example placedBody(site, masterData, { name: 'home', place: places.home, only: {} }, 'create')
 */
export function placedBody(
  resource: ResourceConfig,
  masterData: MasterData,
  variant: Variant,
  mode: FormMode,
  recordIn?: RecordIn,
): Values {
  let errors = {};
  for (let attempt = 0; attempt < 100; attempt++) {
    const [sample] = fc.sample(validBodies(resource, masterData), { numRuns: 1, seed: nextSeed++ });
    const body = placed(resource, masterData, sample, variant, mode, recordIn);
    const result = validatePayload(resource, body, mode);
    if (result.ok) return body;
    errors = result.errors;
  }
  throw new Error(
    `No valid ${resource.name} body in ${JSON.stringify(variant)} among 100 samples: ${JSON.stringify(errors)}`,
  );
}

/** A body's values as the server stores them (column keys), as the store checks them against the policy. */
export function valuesOf(resource: ResourceConfig, body: Values, mode: FormMode): Values {
  const result = validatePayload(resource, body, mode);
  if (!result.ok) throw new Error(`An invalid ${resource.name} body: ${JSON.stringify(result.errors)}`);
  return fromPayload(resource, result.data);
}
