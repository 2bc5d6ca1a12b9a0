// JSON Schema 2020-12 (OpenAPI 3.1's dialect) compiled once per distinct schema, with the Ajv that the document
// validator among the dev dependencies declares and brings: the judge adds no dependency of its own.
import { createRequire } from 'node:module';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type addFormats from 'ajv-formats';

const ofValidator = createRequire(
  createRequire(import.meta.url).resolve('@seriousme/openapi-schema-validator'),
);
const Ajv = (ofValidator('ajv/dist/2020.js') as { default: typeof Ajv2020 }).default;
const withFormats = (ofValidator('ajv-formats') as { default: typeof addFormats }).default;

// Not strict: OpenAPI puts its own words (example, discriminator...) in schemas.
const ajv = withFormats(new Ajv({ strict: false, allErrors: true }));

const compiled = new Map<string, ValidateFunction>();

/** The validator of a schema, compiled on its first use and kept for every server of the file. */
export function validatorOf(schema: object): ValidateFunction {
  const text = JSON.stringify(schema);
  let validate = compiled.get(text);
  if (!validate) compiled.set(text, (validate = ajv.compile(schema)));
  return validate;
}

/** Ajv's errors as one line: `/0/id must be integer; must have required property 'message'`. */
export const errorsOf = (validate: ValidateFunction): string =>
  ajv.errorsText(validate.errors, { dataVar: '', separator: '; ' });
