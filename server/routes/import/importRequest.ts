// The bodies of the import calls, checked with zod in the routes' schemas: a client mistake is a 400 with a clear
// message.
import { z } from 'zod';
import { HttpError } from '../../http/httpError.ts';

/** The most rows one call takes: a batch is written in one transaction, so keep it short. */
export const MAX_BATCH_ROWS = 500;
/** Room for a batch of long rows; Fastify's own limit (1 MiB) answers 413 past it elsewhere. */
export const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

const cells = z
  .record(z.string().max(200), z.string().max(10_000))
  .refine((row) => Object.keys(row).length <= 100, 'A row has more than 100 columns');

/** The body's checks, which the API document shows too. */
export const importBody = z
  .strictObject({
    rows: z.array(cells).min(1).max(MAX_BATCH_ROWS).meta({
      description: "The file's rows: text cells keyed by the file's header (the list's column labels)",
    }),
    updateExisting: z
      .boolean()
      .optional()
      .meta({ description: 'A row whose key a live record has updates it' }),
    rowNumbers: z
      .array(z.int().min(1).max(10_000_000))
      .optional()
      .meta({ description: "Each row's number in the file, for its messages (1, 2, 3... when absent)" }),
  })
  .refine((body) => !body.rowNumbers || body.rowNumbers.length === body.rows.length, {
    message: 'rowNumbers must give one number per row',
    path: ['rowNumbers'],
  });

export type ImportBody = z.infer<typeof importBody>;

const BODY_MESSAGE =
  `Send { rows: [...], updateExisting?: boolean, rowNumbers?: number[] }: 1 to ${MAX_BATCH_ROWS} rows, ` +
  'each an object of text cells keyed by column label.';

/** The body of POST /import/{resource} and its /check, or a 400 naming what is wrong. */
export function importBodyOf(body: unknown): ImportBody {
  const parsed = importBody.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const where = issue.path.length ? ` (at ${issue.path.join('.')}: ${issue.message})` : ` (${issue.message})`;
  throw new HttpError(400, BODY_MESSAGE + where);
}

/** The file's number of the row at `index` of the body. */
export const rowNumberOf = (body: ImportBody, index: number): number => body.rowNumbers?.[index] ?? index + 1;

/** The columns the rows name, in the order they first appear: the file's header row. */
export const headerOf = (rows: ImportBody['rows']): string[] => [
  ...new Set(rows.flatMap((row) => Object.keys(row))),
];
