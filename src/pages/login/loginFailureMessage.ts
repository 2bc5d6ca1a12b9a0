// What the login error dialog says: the server's message, or the spec's fallback.
import { HttpError } from '../../../dataProvider/httpClient.ts';

export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';

export const loginFailureMessage = (error: unknown): string =>
  error instanceof HttpError && error.body.message ? error.body.message : UNEXPECTED_ERROR;
