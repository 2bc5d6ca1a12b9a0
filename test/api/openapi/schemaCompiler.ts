// JSON Schema 2020-12 (OpenAPI 3.1's dialect) compiled once per schema of a document, with the Ajv that the document
// validator among the dev dependencies declares and brings: the judge adds no dependency of its own.
import crypto from 'node:crypto';
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

/** A JSON pointer as a URI fragment: `paths`, `/api/x/{id}` -> `#/paths/~1api~1x~1%7Bid%7D`. */
const fragmentOf = (pointer: string[]) =>
  `#/${pointer.map((part) => encodeURIComponent(part.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/')}`;

/**
 * The validators of a document's schemas, by JSON pointer, each compiled on its first use; `$ref`s resolve in the
 * document. Servers of a file that generate the same document share them.
 * @example documentSchemas(document)(['paths', '/api/sites', 'get', 'responses', '200', 'content', 'application/json', 'schema'])
 */
export function documentSchemas(document: object): (pointer: string[]) => ValidateFunction {
  const id = `openapi-${crypto.createHash('sha256').update(JSON.stringify(document)).digest('hex')}`;
  if (!ajv.schemas[id]) ajv.addSchema(document, id, undefined, false);
  return (pointer) => {
    const ref = `${id}${fragmentOf(pointer)}`;
    let validate = compiled.get(ref);
    if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: ref })));
    return validate;
  };
}

/** Ajv's errors as one line: `/0/id must be integer; must have required property 'message'`. */
export const errorsOf = (validate: ValidateFunction): string =>
  (validate.errors ?? [])
    .map(({ instancePath, message }) => (instancePath ? `${instancePath} ${message}` : message))
    .join('; ');
