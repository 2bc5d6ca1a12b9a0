// Personal values struck from one audit row, and the photo names it mentions.
// An `add` row holds `{ column: value }`, an `edit` row `{ column: { from, to } }`, a `delete` row nothing.

/** What an erased value reads in the audit trail. */
export const ERASED = '[erased]';

export interface AuditRow {
  action: string;
  changes: Record<string, unknown>;
}

interface EditChange {
  from: unknown;
  to: unknown;
}

/** An empty value stays as it is: it says nothing about the person. */
const strike = (value: unknown) => (value === null || value === undefined ? value : ERASED);

/** Every value the row holds for these columns: an add's value, an edit's `from` and `to`. */
export function valuesIn({ action, changes }: AuditRow, columns: string[]): unknown[] {
  return columns
    .filter((column) => column in changes)
    .flatMap((column) => {
      if (action !== 'edit') return [changes[column]];
      const { from, to } = changes[column] as EditChange;
      return [from, to];
    });
}

const strikeChange = (action: string, change: unknown) => {
  if (action !== 'edit') return strike(change);
  const { from, to } = change as EditChange;
  return { from: strike(from), to: strike(to) };
};

/** The row's changes with every value of these columns struck, or undefined when there is nothing to strike. */
export function redactedChanges(row: AuditRow, columns: string[]): Record<string, unknown> | undefined {
  const changes = { ...row.changes };
  for (const column of columns.filter((name) => name in changes)) {
    changes[column] = strikeChange(row.action, changes[column]);
  }
  return JSON.stringify(changes) === JSON.stringify(row.changes) ? undefined : changes;
}
