// The audit trail: every add, edit, delete and restore, written with the change itself (recordedChange.ts).
export type AuditAction = 'add' | 'edit' | 'delete' | 'restore';

/** What the audit keeps of a new password: that there is one, never the hash (under the field's own key). */
export const PASSWORD_MARK = { key: 'password', value: 'set' } as const;

/** An audit row but its record id, which the change itself gives. */
export interface AuditEntry {
  userId: number;
  resource: string;
  action: AuditAction;
  changes: Record<string, unknown>;
}

/** What an edit changed: `{ field: { from, to } }` for every value that differs. */
export function changedValues(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(after)) {
    const from = before[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}
