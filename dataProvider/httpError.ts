// The error every non-2xx answer of the API becomes, carrying the status and the server's {message, errors}, and a
// 412's `record` (the record as it is now: docs/api.md).

export interface HttpErrorBody {
  message?: string;
  errors?: Record<string, string>;
  /** A 412's: the record someone else changed, as it is now (its `version` current). */
  record?: Record<string, unknown>;
}

export class HttpError extends Error {
  readonly status: number;
  readonly body: HttpErrorBody;
  /** The answer to a call no screen waits for (httpClient.ts `background`): the auth provider leaves it be. */
  readonly background: boolean;

  constructor(status: number, body: HttpErrorBody, background = false) {
    super(body.message ?? `Request failed with status ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.background = background;
  }
}

/** Reads an answer's JSON body; an empty or non-JSON body reads as undefined. */
export const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const toErrorBody = (body: unknown): HttpErrorBody => {
  if (body === null || typeof body !== 'object') return {};
  const { message, errors, record } = body as Record<string, unknown>;
  const isObject = (value: unknown) => value !== null && typeof value === 'object';
  return {
    message: typeof message === 'string' ? message : undefined,
    errors: isObject(errors) ? (errors as Record<string, string>) : undefined,
    ...(isObject(record) && !Array.isArray(record) && { record: record as Record<string, unknown> }),
  };
};

/**
 * True when a call got no answer at all (offline, the server unreachable): fetch then rejects with a TypeError, as
 * the Fetch standard says of a network error, where every answer the server gives becomes an HttpError.
 */
export const noAnswer = (error: unknown): boolean => error instanceof TypeError;
