// What a failed call's answer says: the server's message, its messages by field on a 422, the record on a 412.
import { HttpError } from '../../dataProvider/httpClient.ts';

/** The server's own message, if the failure carried one. */
export const serverMessageOf = (error: unknown): string | undefined =>
  error instanceof HttpError && error.body.message ? error.body.message : undefined;

/** Field messages of a 422 answer (keyed by payload keys), to show on the form. */
export const fieldErrorsOf = (error: unknown): Record<string, string> | undefined =>
  error instanceof HttpError && error.status === 422 && error.body.errors ? error.body.errors : undefined;

/** A 412 (someone else changed the record since it was read), with the record as it is now when the answer has it. */
export const conflictOf = (error: unknown): { record?: Record<string, unknown> } | undefined => {
  if (!(error instanceof HttpError) || error.status !== 412) return undefined;
  const { record } = error.body as { record?: unknown };
  return record !== null && typeof record === 'object' ? { record: record as Record<string, unknown> } : {};
};
