// Every stored row of a resource, live and deleted, checked again with its config's schema and the server's
// master-data check, and for the audit's findings: what the rules would refuse must never have been written.
import { getTableColumns } from 'drizzle-orm';
import {
  holdsSeveral,
  payloadKeyOf,
  toPayload,
  validatePayload,
  type ResourceConfig,
  type Values,
} from '../../../resources/index.ts';
import type { Database } from '../../../server/db/connection.ts';
import { tableOf } from '../../../server/db/tables.ts';
import { referenceErrors } from '../../../server/routes/crud/references.ts';

export interface BrokenRow {
  id: unknown;
  errors: Record<string, string>;
}

// The audit's findings, written again here so that a rule lost from the configs is still caught.
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** What the audit found stored: control or bidi characters, unbounded text, dates outside 1900-2100. */
function auditFindings(resource: ResourceConfig, row: Values): Record<string, string> {
  const dates = resource.fields.filter((field) => field.kind === 'date').map((field) => field.name);
  const findings: Record<string, string> = {};
  for (const [column, value] of Object.entries(row)) {
    if (typeof value !== 'string') continue;
    const year = dates.includes(column) ? Number(value.slice(0, 4)) : 2000;
    if (UNPRINTABLE.test(value)) findings[column] = 'control or bidi character stored';
    else if (value.length > 255) findings[column] = 'text over 255 characters stored';
    else if (year < 1900 || year > 2100) findings[column] = 'date out of range stored';
  }
  return findings;
}

/** A row as a body: a select stored as an array (users' districts) holds one id where the role takes one. */
function bodyOf(resource: ResourceConfig, row: Values): Values {
  const body = toPayload(resource, row);
  for (const field of resource.fields) {
    const value = body[payloadKeyOf(field)];
    if (Array.isArray(value) && value.length === 1 && !holdsSeveral(field, body))
      body[payloadKeyOf(field)] = value[0];
  }
  return body;
}

/** The rows (but those in `skip`, and erased ones) that break a rule; the errors of fields that are no column are left out. */
export async function brokenRows(
  db: Database,
  resource: ResourceConfig,
  skip: Set<unknown>,
): Promise<BrokenRow[]> {
  const table = tableOf(resource.table);
  const columns = getTableColumns(table);
  const stored = resource.fields.filter((field) => field.name in columns).map(payloadKeyOf);
  const broken: BrokenRow[] = [];
  for (const row of await db.select().from(table)) {
    // The retention job empties a long-deleted row's personal fields on purpose.
    if (skip.has(row.id) || row.erased_at) continue;
    const body = bodyOf(resource, row);
    const checked = validatePayload(resource, body);
    const errors = {
      ...(checked.ok ? {} : checked.errors),
      ...(await referenceErrors(db, resource, body, 'create')),
    };
    const own = {
      ...Object.fromEntries(Object.entries(errors).filter(([key]) => stored.includes(key))),
      ...auditFindings(resource, row),
    };
    if (Object.keys(own).length) broken.push({ id: row.id, errors: own });
  }
  return broken;
}
