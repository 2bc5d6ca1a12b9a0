// What a failed call's answer says: the server's message, and its messages by field on a 422.
import { HttpError } from '../../dataProvider/httpClient.ts';

/** The server's own message, if the failure carried one. */
export const serverMessageOf = (error: unknown): string | undefined =>
  error instanceof HttpError && error.body.message ? error.body.message : undefined;

/** Field messages of a 422 answer (keyed by payload keys), to show on the form. */
export const fieldErrorsOf = (error: unknown): Record<string, string> | undefined =>
  error instanceof HttpError && error.status === 422 && error.body.errors ? error.body.errors : undefined;
