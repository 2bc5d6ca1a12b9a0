// Generic reads and writes of one resource's table, driven by its config: live rows only, soft delete, audit.
import { and, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { toPayload, type ResourceConfig, type Values } from '../../../resources/index.ts';
import type { Database } from '../../db/connection.ts';
import { tableOf, type ResourceTable } from '../../db/tables.ts';
import type { AuthUser } from '../../http/apiRoutes.ts';
import { changedValues, recordAudit } from './audit.ts';
import type { ResourceExtension, Transaction, WriteContext } from './extensions.ts';
import type { ListVersion, ListVersions } from './listVersions.ts';
import { checkReferences } from './references.ts';

type Row = Record<string, unknown>;

/** The columns a row goes out with: the id and every field that is a column, never a password. */
function readColumns(resource: ResourceConfig, table: ResourceTable): Record<string, PgColumn> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const names = [resource.idKey, ...resource.fields.filter((f) => f.kind !== 'password').map((f) => f.name)];
  return Object.fromEntries(names.filter((name) => name in columns).map((name) => [name, columns[name]]));
}

/** Only the values that are columns of the table (a form may carry derived fields). */
function writableValues(table: ResourceTable, values: Values): Row {
  const columns = getTableColumns(table);
  return Object.fromEntries(Object.entries(values).filter(([key]) => key in columns));
}

function liveRow(table: ResourceTable, id: number): SQL {
  return and(eq(table.id, id), isNull(table.deleted_at)) as SQL;
}

/** Passwords and other secrets never reach the audit log. */
function auditable(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !key.startsWith('password')));
}

export function createStore(
  db: Database,
  resource: ResourceConfig,
  versions: ListVersions,
  extension: ResourceExtension = {},
) {
  const table = tableOf(resource.table);
  /**
   * One write in one transaction, the list's version bumped last in it (its row lock held briefly), and known
   * to this server once committed. A write that finds nothing to change (false) leaves the version alone.
   */
  const write = async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    let version: ListVersion | undefined;
    const result = await db.transaction(async (tx) => {
      const done = await work(tx);
      if (done !== false) version = await versions.bump(tx, resource.name);
      return done;
    });
    if (version) versions.committed(resource.name, version);
    return result;
  };
  const columns = readColumns(resource, table);
  const present = (row: Row) => (extension.presentRow ? extension.presentRow(row) : row);
  /** Choices checked on the record as it will be (an edit over the stored row), then the extension's turn. */
  const prepare = async (tx: Transaction, values: Values, write: WriteContext, before: Row = {}) => {
    await checkReferences(tx, resource, toPayload(resource, { ...before, ...values }), write.mode);
    return extension.prepareRow ? extension.prepareRow(tx, values, write) : values;
  };

  return {
    async list(): Promise<Row[]> {
      const rows = await db.select(columns).from(table).where(isNull(table.deleted_at)).orderBy(table.id);
      return rows.map(present);
    },

    async get(id: number): Promise<Row | undefined> {
      const [row] = await db.select(columns).from(table).where(liveRow(table, id));
      return row && present(row);
    },

    /** Inserts the checked values (column keys) and audits it; returns the new id. */
    async add(values: Values, context: Omit<WriteContext, 'mode'>): Promise<number> {
      const userId = context.user.id;
      const added = await write(async (tx) => {
        const write = { ...context, mode: 'create' as const };
        const prepared = await prepare(tx, values, write);
        const row = writableValues(table, prepared);
        const [inserted] = await tx
          .insert(table)
          .values({ ...row, created_by: userId, updated_by: userId })
          .returning({ id: table.id });
        const id = inserted.id as number;
        await extension.afterWrite?.(tx, prepared, { ...write, id });
        const changes = auditable(row);
        await recordAudit(tx, { userId, resource: resource.name, recordId: id, action: 'add', changes });
        return id;
      });
      return added;
    },

    /** Updates a live row with the checked values; false when there is no such row. */
    async edit(id: number, values: Values, context: Omit<WriteContext, 'mode' | 'id'>): Promise<boolean> {
      const userId = context.user.id;
      const edited = await write(async (tx) => {
        const [before] = await tx.select(columns).from(table).where(liveRow(table, id)).for('update');
        if (!before) return false;
        const write = { ...context, mode: 'edit' as const, id };
        const prepared = await prepare(tx, values, write, before);
        const row = writableValues(table, prepared);
        await tx
          .update(table)
          .set({ ...row, updated_by: userId, updated_at: new Date() })
          .where(eq(table.id, id));
        await extension.afterWrite?.(tx, prepared, write);
        const changes = changedValues(before, auditable(row));
        await recordAudit(tx, { userId, resource: resource.name, recordId: id, action: 'edit', changes });
        return true;
      });
      return edited;
    },

    /** Marks a live row deleted (it stays in the table); false when there is no such row. */
    async remove(id: number, user: AuthUser): Promise<boolean> {
      const removed = await write(async (tx) => {
        const [exists] = await tx
          .select({ id: table.id })
          .from(table)
          .where(liveRow(table, id))
          .for('update');
        if (!exists) return false;
        await extension.beforeDelete?.(tx, id, user);
        await tx
          .update(table)
          .set({ deleted_at: new Date(), updated_by: user.id, updated_at: new Date() })
          .where(eq(table.id, id));
        await extension.afterDelete?.(tx, id, user);
        await recordAudit(tx, {
          userId: user.id,
          resource: resource.name,
          recordId: id,
          action: 'delete',
          changes: {},
        });
        return true;
      });
      return removed;
    },
  };
}

export type ResourceStore = ReturnType<typeof createStore>;
