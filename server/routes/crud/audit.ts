// The audit trail: every add, edit and delete, in the same transaction as the change.
import type { Database } from '../../db/connection.ts';
import { auditLog } from '../../db/schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type AuditAction = 'add' | 'edit' | 'delete';

export interface AuditEntry {
  userId: number;
  resource: string;
  recordId: number;
  action: AuditAction;
  changes: Record<string, unknown>;
}

export async function recordAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    user_id: entry.userId,
    resource: entry.resource,
    record_id: entry.recordId,
    action: entry.action,
    changes: entry.changes,
  });
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
