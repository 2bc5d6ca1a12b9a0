// An error that answers with its own status and message (4xx), for routes and hooks to throw.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A message per field, for 422 answers. */
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}
