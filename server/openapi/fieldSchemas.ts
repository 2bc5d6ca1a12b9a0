// A resource's add and edit bodies and its rows as JSON Schema, from its config's fields and its own zod schema.
import { z } from 'zod';
import {
  MAX_INTEGER,
  MAX_TEXT,
  payloadKeyOf,
  TEXT_KINDS,
  validatePayload,
  type FieldConfig,
  type FormMode,
  type ResourceConfig,
  type Values,
} from '../../resources/index.ts';
import { component } from './routeSchema.ts';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as z.toJSONSchema writes them. */
export type JsonSchema = Record<string, unknown>;

const id = z.int().min(1).max(MAX_INTEGER);

/** The longest text a field takes: its own limit, else the kind's (resources/kindRules.ts). */
const longestText = ({ rules = [] }: FieldConfig): number =>
  Math.min(MAX_TEXT, ...rules.flatMap((rule) => (rule.maxLength === undefined ? [] : [rule.maxLength])));

/** The value a field's kind takes, described for a reader; the rules themselves stay in the zod schema. */
function valueOf(field: FieldConfig): z.ZodType {
  if (TEXT_KINDS.includes(field.kind)) {
    const text = z.string().max(longestText(field));
    return field.kind === 'email' ? text.meta({ format: 'email' }) : text;
  }
  if (field.kind === 'number') return z.int().min(0).max(MAX_INTEGER);
  if (field.kind === 'date') return z.string().meta({ format: 'date' });
  if (field.kind === 'file') return z.string().meta({ format: 'binary' });
  // A select: one id, or several (an array, or comma-joined as a multipart body has them).
  return field.multiple || field.multipleWhen ? z.union([id, z.array(id), z.string()]) : id;
}

const describe = (field: FieldConfig, schema: z.ZodType) => {
  const from = field.source && `an id of master data's ${field.source.collection}`;
  const computed = field.computedFrom && `computed from ${field.computedFrom.field}`;
  return schema.meta({ description: [field.label, from ?? computed].filter(Boolean).join(': ') });
};

/** A zod schema as JSON Schema of what it takes (its refinements and transforms are not representable). */
export const jsonSchemaOf = (schema: z.ZodType): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
};

/** A name for the document's components: `healthWorker` as `HealthWorker`. */
const componentName = (resource: ResourceConfig) => resource.name[0].toUpperCase() + resource.name.slice(1);

/** Schemas made once per config schema: the tests build many apps from one config, and some alter a config. */
const made = new WeakMap<object, Map<string, z.ZodType>>();
function once<T extends z.ZodType>(owner: object, key: string, make: () => T): T {
  const mine = made.get(owner) ?? new Map<string, z.ZodType>();
  made.set(owner, mine);
  if (!mine.has(key)) mine.set(key, make());
  return mine.get(key) as T;
}

/**
 * What an add ('create') or edit body looks like, keyed by payload keys, for a reader. Required are the fields the
 * resource's own schema refuses an empty body without, so the list follows the rules (role-dependent fields are not).
 */
function bodyDescriptionOf(resource: ResourceConfig, mode: FormMode): JsonSchema {
  const checked = validatePayload(resource, {}, mode);
  const required = new Set(checked.ok ? [] : Object.keys(checked.errors));
  const shape = Object.fromEntries(
    resource.fields.map((field) => {
      const value = describe(field, valueOf(field));
      return [payloadKeyOf(field), required.has(payloadKeyOf(field)) ? value : value.optional()];
    }),
  );
  // Other keys are ignored, not refused (the contract's add body sends `id` empty): left unsaid, as JSON Schema
  // allows them unless it says otherwise.
  return jsonSchemaOf(z.object(shape));
}

/**
 * The body of an add ('create') or edit call as its route's schema: the resource's own zod schema (its fields'
 * rules, SPEC's messages), which Fastify runs before the handler and which answers the checked values keyed by
 * payload keys; described for the document from the same fields. No body counts as an empty one.
 * @example bodySchemaOf(project, 'create') // refuses {} with { project_name: 'Project name is required', ... }
 */
export function bodySchemaOf(resource: ResourceConfig, mode: FormMode): z.ZodType<Values> {
  const schema = mode === 'create' ? resource.schema : resource.editSchema;
  return once(schema, 'body', () =>
    component(
      `${componentName(resource)}${mode === 'create' ? 'Add' : 'Edit'}`,
      z.preprocess((body) => body ?? {}, schema),
      // Written when the document is first read, not at every start: the six resources' add and edit bodies
      // took a tenth of a restart.
      () => bodyDescriptionOf(resource, mode),
    ),
  );
}

/** The description of an add or edit body as JSON Schema (the facade's partial edit body, the email check). */
export const bodyJsonOf = (resource: ResourceConfig, mode: FormMode): JsonSchema =>
  bodyDescriptionOf(resource, mode);

/** A row of the resource's list, keyed by read keys; an empty value is null. Passwords never go out. */
function plainRowOf(resource: ResourceConfig) {
  return once(resource.schema, 'plainRow', () => {
    const shown = resource.fields.filter((field) => field.kind !== 'password');
    const shape = Object.fromEntries(
      shown.map((field) => [
        field.name,
        describe(field, field.kind === 'file' ? z.string() : valueOf(field)).nullable(),
      ]),
    );
    const version = id.meta({ description: 'The version of the record, as its ETag says it ("3")' });
    return z.object({ [resource.idKey]: id, ...shape, version });
  });
}

/** A row as the document's component `ProjectRow`, for the routes' answers to refer to. */
export const rowOf = (resource: ResourceConfig) =>
  once(resource.schema, 'row', () =>
    component(
      `${componentName(resource)}Row`,
      plainRowOf(resource).meta({ description: `A ${resource.name}` }),
    ),
  );
