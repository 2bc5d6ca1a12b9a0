// Generic reads and writes of one resource's table, driven by its config: live rows only, soft delete, audit.
import { and, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { allows, outsideReach, type Action } from '../../../resources/access.ts';
import { toPayload, type ResourceConfig, type Values } from '../../../resources/index.ts';
import { NOT_YOURS_MESSAGE } from '../../auth/authHook.ts';
import { readScopeKey, scopeWhere } from '../../auth/scope.ts';
import type { Database } from '../../db/connection.ts';
import { tableOf, type ResourceTable } from '../../db/tables.ts';
import type { AuthUser } from '../../http/apiRoutes.ts';
import { VALIDATION_MESSAGE } from '../../http/errorHandler.ts';
import { HttpError } from '../../http/httpError.ts';
import { changedValues, PASSWORD_MARK, type AuditAction } from './audit.ts';
import type { Transaction } from '../../db/connection.ts';
import type { ResourceExtension, WriteContext } from './extensions.ts';
import { holdReferenceData, type HeldReferenceData } from './heldReferenceData.ts';
import { createListPages, type Page } from './listPage.ts';
import { listVersionsOf, type ListVersion, type ListVersions } from './listVersions.ts';
import type { PageRequest } from './pageRequest.ts';
import { recordedChange, type RecordedChange } from './recordedChange.ts';
import { checkReferences, namesRecords } from './references.ts';
import { refuseIfUsed } from './uses.ts';

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

/** Passwords and other secrets never reach the audit log; a new password leaves a mark without its hash. */
function auditable(row: Row): Row {
  const kept = Object.entries(row).filter(([key]) => !key.startsWith('password'));
  const newPassword = Object.keys(row).some((key) => key.startsWith('password'));
  return Object.fromEntries(newPassword ? [...kept, [PASSWORD_MARK.key, PASSWORD_MARK.value]] : kept);
}

/** An add and an edit inside a batch's transaction (see the store's `batch`). */
export interface BatchWrites {
  add(values: Values, context: Omit<WriteContext, 'mode'>): Promise<number>;
  edit(id: number, values: Values, context: Omit<WriteContext, 'mode' | 'id'>): Promise<boolean>;
}

/** What every resource's store shares: the database, the list versions and the reference data held. */
export interface StoreDeps {
  db: Database;
  versions: ListVersions;
  referenceData: HeldReferenceData;
  /** PostgreSQL: other servers (and an LGD import) write too, and statements run side by side. */
  writersElsewhere: boolean;
}

/**
 * The stores' dependencies. With PostgreSQL (DATABASE_URL) what the embedded database's only writer may hold in
 * memory is read from the database on every request instead.
 */
export function storeDepsOf(db: Database, databaseUrl: string | undefined): StoreDeps {
  const writersElsewhere = Boolean(databaseUrl);
  return {
    db,
    versions: listVersionsOf(db, writersElsewhere),
    referenceData: holdReferenceData(db, writersElsewhere),
    writersElsewhere,
  };
}

export function createStore(
  { db, versions, referenceData, writersElsewhere }: StoreDeps,
  resource: ResourceConfig,
  extension: ResourceExtension = {},
) {
  const table = tableOf(resource.table);
  /**
   * One write in one transaction; the record's change, audit and list version go in one statement
   * (recordedChange), and this server knows the new version once the transaction has committed.
   */
  const write = async <T>(
    work: (tx: Transaction) => Promise<{ result: T; change?: RecordedChange }>,
    oneStatement = false,
  ) => {
    await referenceData.load();
    const { result, change } = await (oneStatement ? work(db as Transaction) : db.transaction(work));
    if (change) versions.committed(resource.name, change.version);
    return result;
  };
  const entry = (user: AuthUser, action: AuditAction, changes: Row) => ({
    userId: user.id,
    resource: resource.name,
    action,
    changes,
  });
  const columns = readColumns(resource, table);
  /** The rows the user may read (or act on): the access policy's one filter, with the live rows. */
  const reachable = (user: Pick<AuthUser, 'area'>, action: Action = 'read') =>
    and(isNull(table.deleted_at), scopeWhere(user.area, resource.name, table, action)) as SQL;
  /** A readable row the action may not touch: 403 (an unreadable one was a 404 already). */
  const checkRowAllows = (user: AuthUser, action: Action, row: Row) => {
    if (!allows(user.area, resource.name, action, row)) throw new HttpError(403, NOT_YOURS_MESSAGE);
  };
  /** The record as it will be written, outside what the user may write: 422 on the field to blame. */
  const checkValuesAllowed = (user: AuthUser, action: 'add' | 'edit', record: Row) => {
    const outside = outsideReach(user.area, resource.name, action, record);
    if (outside) throw new HttpError(422, VALIDATION_MESSAGE, { [outside.column]: outside.message });
  };
  /**
   * Without an extension's work around it, an add writes in one statement (record, audit and version: see
   * recordedChange), which is a transaction by itself: no BEGIN and COMMIT, one round trip to the database.
   * Its reference checks read no rows inside a transaction's protection either way (no locks are taken), so a
   * resource that names records (a driver's site) adds in a transaction, holding them (references.ts).
   */
  const addIsOneStatement = !extension.prepareRow && !extension.afterWrite && !namesRecords(resource);
  const present = (row: Row) => (extension.presentRow ? extension.presentRow(row) : row);
  const pages = createListPages(db, resource, table, columns, !writersElsewhere);
  const scopeKeyOf = (user: Pick<AuthUser, 'area'>) => readScopeKey(user.area, resource.name);
  /**
   * Choices checked on the record as it will be (an edit over the stored row, whose retired locations may stay),
   * then the extension's turn.
   */
  const prepare = async (tx: Transaction, values: Values, write: WriteContext, before: Row = {}) => {
    checkValuesAllowed(write.user, write.mode === 'create' ? 'add' : 'edit', { ...before, ...values });
    const record = toPayload(resource, { ...before, ...values });
    const stored = toPayload(resource, before);
    await checkReferences(tx, resource, record, write.mode, referenceData, write.user.area, stored);
    return extension.prepareRow ? extension.prepareRow(tx, values, write) : values;
  };

  const addIn = async (tx: Transaction, values: Values, context: Omit<WriteContext, 'mode'>) => {
    const userId = context.user.id;
    const write = { ...context, mode: 'create' as const };
    const prepared = await prepare(tx, values, write);
    const row = writableValues(table, prepared);
    const insert = tx
      .insert(table)
      .values({ ...row, created_by: userId, updated_by: userId })
      .returning({ id: table.id });
    const change = await recordedChange(tx, insert, entry(context.user, 'add', auditable(row)));
    if (!change) throw new Error(`The insert into ${resource.table} returned no row`);
    await extension.afterWrite?.(tx, prepared, { ...write, id: change.id });
    return { result: change.id, change };
  };
  const editIn = async (
    tx: Transaction,
    id: number,
    values: Values,
    context: Omit<WriteContext, 'mode' | 'id'>,
  ) => {
    const [before] = await tx
      .select(columns)
      .from(table)
      .where(and(eq(table.id, id), reachable(context.user)))
      .for('update');
    if (!before) return { result: false };
    checkRowAllows(context.user, 'edit', before);
    const write = { ...context, mode: 'edit' as const, id };
    const prepared = await prepare(tx, values, write, before);
    const row = writableValues(table, prepared);
    const update = tx
      .update(table)
      .set({ ...row, updated_by: context.user.id, updated_at: new Date() })
      .where(eq(table.id, id))
      .returning({ id: table.id });
    const changes = changedValues(before, auditable(row));
    const change = await recordedChange(tx, update, entry(context.user, 'edit', changes));
    await extension.afterWrite?.(tx, prepared, write);
    return { result: true, change };
  };

  return {
    /** The live rows the user may read. */
    async list(user: Pick<AuthUser, 'area'>): Promise<Row[]> {
      const rows = await db.select(columns).from(table).where(reachable(user)).orderBy(table.id);
      return rows.map(present);
    },

    /** One page of the live rows the user may read, searched and sorted in SQL, and how many the search found. */
    async page(request: PageRequest, version: ListVersion, user: Pick<AuthUser, 'area'>): Promise<Page> {
      const { rows, total } = await pages(request, version, reachable(user), scopeKeyOf(user));
      return { rows: rows.map(present), total };
    },

    /** A live row the user may read, or undefined (no such row, or out of their scope: both a 404). */
    async get(id: number, user: Pick<AuthUser, 'area'>): Promise<Row | undefined> {
      const [row] = await db
        .select(columns)
        .from(table)
        .where(and(eq(table.id, id), reachable(user)));
      return row && present(row);
    },

    /** Inserts the checked values (column keys) and audits it; returns the new id. */
    async add(values: Values, context: Omit<WriteContext, 'mode'>): Promise<number> {
      return write((tx) => addIn(tx, values, context), addIsOneStatement);
    },

    /** Updates a live row with the checked values; false when there is no such row. */
    async edit(id: number, values: Values, context: Omit<WriteContext, 'mode' | 'id'>): Promise<boolean> {
      return write((tx) => editIn(tx, id, values, context));
    },

    /**
     * Several adds and edits in ONE transaction (an imported batch): all written, or none if any throws.
     * Each is checked, audited and versioned as a single add or edit is.
     */
    async batch<T>(work: (tx: Transaction, writes: BatchWrites) => Promise<T>): Promise<T> {
      let last: RecordedChange | undefined;
      const result = await write((tx) => {
        const record = <R>(done: { result: R; change?: RecordedChange }) => {
          last = done.change ?? last;
          return done.result;
        };
        const writes: BatchWrites = {
          add: async (values, context) => record(await addIn(tx, values, context)),
          edit: async (id, values, context) => record(await editIn(tx, id, values, context)),
        };
        return work(tx, writes).then((done) => ({ result: done }));
      });
      if (last) versions.committed(resource.name, last.version);
      return result;
    },

    /** Marks a live row deleted (it stays in the table); false when there is no such row. */
    async remove(id: number, user: AuthUser): Promise<boolean> {
      return write(async (tx) => {
        const [exists] = await tx
          .select(columns)
          .from(table)
          .where(and(eq(table.id, id), reachable(user)))
          .for('update');
        if (!exists) return { result: false };
        checkRowAllows(user, 'delete', exists);
        await refuseIfUsed(tx, resource, id, user.area);
        await extension.beforeDelete?.(tx, id, user);
        const remove = tx
          .update(table)
          .set({ deleted_at: new Date(), updated_by: user.id, updated_at: new Date() })
          .where(eq(table.id, id))
          .returning({ id: table.id });
        const change = await recordedChange(tx, remove, entry(user, 'delete', {}));
        await extension.afterDelete?.(tx, id, user);
        return { result: true, change };
      });
    },
  };
}
