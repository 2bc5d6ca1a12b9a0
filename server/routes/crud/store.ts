// Generic reads and writes of one resource's table, driven by its config: live rows only, soft delete, audit.
import { and, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceConfig, Values } from '../../../resources/index.ts';
import type { Database } from '../../db/connection.ts';
import { tableOf, type ResourceTable } from '../../db/tables.ts';
import { changedValues, recordAudit } from './audit.ts';

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

export function createStore(db: Database, resource: ResourceConfig) {
  const table = tableOf(resource.table);
  const columns = readColumns(resource, table);

  return {
    list(): Promise<Row[]> {
      return db.select(columns).from(table).where(isNull(table.deleted_at)).orderBy(table.id);
    },

    async get(id: number): Promise<Row | undefined> {
      const [row] = await db.select(columns).from(table).where(liveRow(table, id));
      return row;
    },

    /** Inserts the checked values (column keys) and audits it; returns the new id. */
    async add(values: Values, userId: number): Promise<number> {
      const row = writableValues(table, values);
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(table)
          .values({ ...row, created_by: userId, updated_by: userId })
          .returning({ id: table.id });
        const id = inserted.id as number;
        await recordAudit(tx, { userId, resource: resource.name, recordId: id, action: 'add', changes: row });
        return id;
      });
    },

    /** Updates a live row with the checked values; false when there is no such row. */
    async edit(id: number, values: Values, userId: number): Promise<boolean> {
      const row = writableValues(table, values);
      return db.transaction(async (tx) => {
        const [before] = await tx.select(columns).from(table).where(liveRow(table, id)).for('update');
        if (!before) return false;
        await tx
          .update(table)
          .set({ ...row, updated_by: userId, updated_at: new Date() })
          .where(eq(table.id, id));
        const changes = changedValues(before, row);
        await recordAudit(tx, { userId, resource: resource.name, recordId: id, action: 'edit', changes });
        return true;
      });
    },

    /** Marks a live row deleted (it stays in the table); false when there is no such row. */
    async remove(id: number, userId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .update(table)
          .set({ deleted_at: new Date(), updated_by: userId, updated_at: new Date() })
          .where(liveRow(table, id))
          .returning({ id: table.id });
        if (!deleted.length) return false;
        await recordAudit(tx, {
          userId,
          resource: resource.name,
          recordId: id,
          action: 'delete',
          changes: {},
        });
        return true;
      });
    },
  };
}

export type ResourceStore = ReturnType<typeof createStore>;
