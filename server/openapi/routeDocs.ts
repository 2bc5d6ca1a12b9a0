// What a route says of itself for the API reference, in its `config.docs`: read by the document only, never
// by Fastify, so no schema here validates or serializes anything (the handlers check bodies with zod).
import type { JsonSchema } from './fieldSchemas.ts';

/** The statuses of a route's own failures (a public route's 401 too). */
export type FailureStatus = 400 | 401 | 404 | 409 | 412 | 413 | 422 | 429 | 503;

export interface RouteDocs {
  /** The group the reference lists it under: a resource's name, or 'session', 'account', ... */
  tag: string;
  summary: string;
  description?: string;
  body?: JsonSchema;
  /** The body goes as multipart/form-data (a photo with the fields) instead of JSON. */
  multipart?: boolean;
  params?: JsonSchema;
  querystring?: JsonSchema;
  /** The answer: a JSON Schema of its body, or `content` by media type (a photo). */
  answer: JsonSchema;
  /** The answer's status when it is not 200 (an add of the REST facade: 201). */
  answerStatus?: 201;
  /** Request headers the route reads (an object schema: Idempotency-Key, If-Match). */
  headers?: JsonSchema;
  /** Headers of the 200 answer, by name (ETag). */
  answerHeaders?: Record<string, JsonSchema>;
  /** The route's own failures with what they mean; 401 and 403 follow from the access policy. */
  failures?: Partial<Record<FailureStatus, string>>;
}

/** A JSON object of these properties, all required. */
export const objectOf = (properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
});

export const text: JsonSchema = { type: 'string' };

/** Every failure's body: `{message}`, with a message per field when fields were refused. */
export const failureAnswer = objectOf(
  { message: text, errors: { type: 'object', additionalProperties: text } },
  ['errors'],
);

/** The answer of a write: `{message}`. */
export const messageAnswer = objectOf({ message: text });

/** The `{id}` of a record in a path: digits, as the routes read it (anything else answers 404). */
export const idParams = objectOf({ id: { type: 'integer', minimum: 1, maximum: 999_999_999 } });
