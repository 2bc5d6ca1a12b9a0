// Generic reads and writes of one resource's table, driven by its config: live rows only, soft delete, audit.
import { and, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { allows, outsideReach, type Action } from '../../../resources/access.ts';
import { toPayload, type ResourceConfig, type Values } from '../../../resources/index.ts';
import { NOT_YOURS_MESSAGE } from '../../auth/authHook.ts';
import { readScopeKey, scopeWhere } from '../../auth/scope.ts';
import type { Database } from '../../db/connection.ts';
import { tableOf, type ResourceTable } from '../../db/tables.ts';
import type { AuthUser } from '../../http/apiRoutes.ts';
import { RECORD_NOT_FOUND_MESSAGE, VALIDATION_MESSAGE } from '../../http/errorHandler.ts';
import { HttpError } from '../../http/httpError.ts';
import type { OnceWrite } from '../../http/idempotency.ts';
import { checkIfMatch, type IfMatch } from '../../http/preconditions.ts';
import { addStatements } from './addStatements.ts';
import { changedValues, PASSWORD_MARK, type AuditAction } from './audit.ts';
import type { Transaction } from '../../db/connection.ts';
import type { ResourceExtension, WriteContext } from './extensions.ts';
import { holdReferenceData, type HeldReferenceData } from './heldReferenceData.ts';
import { createListPages, type Page } from './listPage.ts';
import { createListVersions, type ListVersion, type ListVersions } from './listVersions.ts';
import type { PageRequest } from './pageRequest.ts';
import { recordedChange, type RecordedChange } from './recordedChange.ts';
import { checkReferences, namesRecords, type Reader } from './references.ts';
import { refuseIfUsed } from './uses.ts';
import { refuseTakenValues, takenValueError, uniqueFieldsIndexed } from './uniqueValues.ts';

export const NOT_FOUND_MESSAGE = RECORD_NOT_FOUND_MESSAGE;

type Row = Record<string, unknown>;

/** The columns a row goes out with: the id, its version and every field that is a column, never a password. */
function readColumns(resource: ResourceConfig, table: ResourceTable): Record<string, PgColumn> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const fields = resource.fields.filter((f) => f.kind !== 'password').map((f) => f.name);
  const names = [resource.idKey, ...fields, 'version'];
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
  /** The record's new version. */
  edit(id: number, values: Values, context: Omit<WriteContext, 'mode' | 'id'>): Promise<number>;
}

/**
 * How a write is made: once per Idempotency-Key (`once`), and against the version the client read (`ifMatch`:
 * 412 when the record changed since). Without them a write behaves as the contract's clients expect.
 */
export interface WriteOptions<R> {
  once?: OnceWrite<R>;
  ifMatch?: IfMatch;
}

/** An edit's values, or how to make them from the stored row (as it goes out) once it is locked: a REST PUT. */
export type EditedValues = Values | ((stored: Row) => Values);

/** A record's version after a write: its ETag (server/http/preconditions.ts). */
const bumped = (table: ResourceTable) => sql`${table.version} + 1`;

/** What every resource's store shares: the database, the list versions and the reference data held. */
export interface StoreDeps {
  db: Database;
  versions: ListVersions;
  referenceData: HeldReferenceData;
  /** PostgreSQL: other servers (and an LGD import) write too, and statements run side by side. */
  writersElsewhere: boolean;
}

const depsOfDatabase = new WeakMap<Database, StoreDeps>();

/**
 * The stores' dependencies, one set per database in this process: every route group that reads or writes records
 * (the CRUD routes, the master data, the bin, a restore) shares one memory of the list versions (a version another
 * object bumped would leave the lists' ETags behind) and one copy of the reference data. With PostgreSQL (DATABASE_URL) what the embedded database's only writer may hold in memory is read from the
 * database on every request instead.
 */
export function storeDepsOf(db: Database, databaseUrl: string | undefined): StoreDeps {
  let deps = depsOfDatabase.get(db);
  if (!deps) {
    const writersElsewhere = Boolean(databaseUrl);
    deps = {
      db,
      versions: createListVersions(db, writersElsewhere),
      referenceData: holdReferenceData(db, writersElsewhere),
      writersElsewhere,
    };
    depsOfDatabase.set(db, deps);
  }
  return deps;
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
    once?: OnceWrite<T>,
  ) => {
    await referenceData.load();
    // A key is claimed first and its answer kept last, in the write's transaction: all of it commits, or none.
    const keyed = async (tx: Transaction) => {
      await once?.claim(tx);
      const done = await work(tx);
      await once?.keep(tx, done.result);
      return done;
    };
    try {
      const { result, change } = await db.transaction(keyed);
      if (change) versions.committed(resource.name, change.version);
      return result;
    } catch (error) {
      throw takenValueError(resource, error) ?? error;
    }
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
  /**
   * A unique field's index refuses a taken value by itself (a 422 on the field, takenValueError); while one is
   * missing (values shared before the rule, server/db/uniqueIndexes.ts), an add takes the transaction's lock
   * and check.
   */
  const uniqueValuesIndexed = () => uniqueFieldsIndexed(db, resource);
  const present = (row: Row) => (extension.presentRow ? extension.presentRow(row) : row);
  const pages = createListPages(db, resource, table, columns, !writersElsewhere);
  const scopeKeyOf = (user: Pick<AuthUser, 'area'>) => readScopeKey(user.area, resource.name);
  /**
   * Choices checked on the record as it will be (an edit over the stored row, whose retired locations may stay),
   * then the extension's turn.
   */
  const checkChoices = async (reader: Reader, values: Values, write: WriteContext, before: Row = {}) => {
    checkValuesAllowed(write.user, write.mode === 'create' ? 'add' : 'edit', { ...before, ...values });
    const record = toPayload(resource, { ...before, ...values });
    const stored = toPayload(resource, before);
    await checkReferences(reader, resource, record, write.mode, referenceData, write.user.area, stored);
  };
  const prepare = async (tx: Transaction, values: Values, write: WriteContext, before: Row = {}) => {
    await checkChoices(tx, values, write, before);
    const edited = write.mode === 'edit' ? { id: write.id, ...before } : undefined;
    await refuseTakenValues(tx, resource, table, values, edited);
    return extension.prepareRow ? extension.prepareRow(tx, values, write) : values;
  };

  /** The record, its audit row and its list's version in one statement. */
  const inserted = async (tx: Transaction, row: Row, user: AuthUser) => {
    const insert = tx
      .insert(table)
      .values({ ...row, created_by: user.id, updated_by: user.id })
      .returning({ id: table.id });
    const change = await recordedChange(tx, insert, entry(user, 'add', auditable(row)));
    if (!change) throw new Error(`The insert into ${resource.table} returned no row`);
    return change;
  };
  const addStatement = addStatements(db, table, resource.name);
  const addIn = async (tx: Transaction, values: Values, context: Omit<WriteContext, 'mode'>) => {
    const write = { ...context, mode: 'create' as const };
    const prepared = await prepare(tx, values, write);
    const change = await inserted(tx, writableValues(table, prepared), context.user);
    await extension.afterWrite?.(tx, prepared, { ...write, id: change.id });
    return { result: change.id, change };
  };
  /**
   * An add with no work of an extension around it, its unique values held by their indexes: checked here, then
   * written in one statement, its key's answer too (a transaction by itself, one round trip to the database). A
   * retry whose statement fails (on its key, or on the unique value its first try wrote) replays the first answer.
   */
  const addInOneStatement = async (
    values: Values,
    context: Omit<WriteContext, 'mode'>,
    once?: OnceWrite<number>,
  ) => {
    await referenceData.load();
    await checkChoices(db, values, { ...context, mode: 'create' });
    try {
      const row = writableValues(table, values);
      const { id: userId } = context.user;
      const change = await addStatement({ row, userId, changes: auditable(row), key: once?.keyValues });
      versions.committed(resource.name, change.version);
      return change.id;
    } catch (error) {
      await once?.replayIfKept(db);
      throw takenValueError(resource, error) ?? error;
    }
  };
  /** The live row the user may act on, locked for the write: 404 when there is none, 403 when not theirs. */
  const lockedRow = async (
    tx: Transaction,
    id: number,
    user: AuthUser,
    action: Action,
    ifMatch?: IfMatch,
  ) => {
    const [row] = await tx
      .select(columns)
      .from(table)
      .where(and(eq(table.id, id), reachable(user)))
      .for('update');
    if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
    checkRowAllows(user, action, row);
    checkIfMatch(ifMatch, row as { version: number }, () => present(row));
    return row;
  };
  const editIn = async (
    tx: Transaction,
    id: number,
    edited: EditedValues,
    context: Omit<WriteContext, 'mode' | 'id'>,
    ifMatch?: IfMatch,
  ) => {
    const before = await lockedRow(tx, id, context.user, 'edit', ifMatch);
    const values = typeof edited === 'function' ? edited(present(before)) : edited;
    const write = { ...context, mode: 'edit' as const, id };
    const prepared = await prepare(tx, values, write, before);
    const row = writableValues(table, prepared);
    const update = tx
      .update(table)
      .set({ ...row, updated_by: context.user.id, updated_at: new Date(), version: bumped(table) })
      .where(eq(table.id, id))
      .returning({ id: table.id, version: table.version });
    const changes = changedValues(before, auditable(row));
    const change = await recordedChange(tx, update, entry(context.user, 'edit', changes));
    if (!change) throw new Error(`The update of ${resource.table} returned no row`);
    await extension.afterWrite?.(tx, prepared, write);
    return { result: change.recordVersion, change };
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

    /**
     * A live row the user may read, or undefined (no such row, or out of their scope: both a 404); read in `tx`
     * when given (a write's answer, before it commits).
     */
    async get(id: number, user: Pick<AuthUser, 'area'>, tx?: Transaction): Promise<Row | undefined> {
      const [row] = await (tx ?? db)
        .select(columns)
        .from(table)
        .where(and(eq(table.id, id), reachable(user)));
      return row && present(row);
    },

    /** Inserts the checked values (column keys) and audits it; returns the new id. */
    async add(values: Values, context: Omit<WriteContext, 'mode'>, options: WriteOptions<number> = {}) {
      const { once } = options;
      if (addIsOneStatement && (!once || once.keyValues) && (await uniqueValuesIndexed()))
        return addInOneStatement(values, context, once);
      return write((tx) => addIn(tx, values, context), once);
    },

    /**
     * Updates a live row with the checked values (or the values made from the row as locked) and returns its new
     * version; 404 when there is no such row.
     */
    async edit(
      id: number,
      values: EditedValues,
      context: Omit<WriteContext, 'mode' | 'id'>,
      options: WriteOptions<number> = {},
    ): Promise<number> {
      return write((tx) => editIn(tx, id, values, context, options.ifMatch), options.once);
    },

    /**
     * Several adds and edits in ONE transaction (an imported batch): all written, or none if any throws.
     * Each is checked, audited and versioned as a single add or edit is.
     */
    async batch<T>(
      work: (tx: Transaction, writes: BatchWrites) => Promise<T>,
      once?: OnceWrite<T>,
    ): Promise<T> {
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
      }, once);
      if (last) versions.committed(resource.name, last.version);
      return result;
    },

    /**
     * Marks a live row deleted (it stays in the table) and returns it as it was; 404 when there is no such row.
     */
    async remove(id: number, user: AuthUser, options: WriteOptions<Row> = {}): Promise<Row> {
      return write(async (tx) => {
        const row = await lockedRow(tx, id, user, 'delete', options.ifMatch);
        await refuseIfUsed(tx, resource, id, user.area);
        await extension.beforeDelete?.(tx, id, user);
        const remove = tx
          .update(table)
          .set({
            deleted_at: new Date(),
            updated_by: user.id,
            updated_at: new Date(),
            version: bumped(table),
          })
          .where(eq(table.id, id))
          .returning({ id: table.id, version: table.version });
        const change = await recordedChange(tx, remove, entry(user, 'delete', {}));
        await extension.afterDelete?.(tx, id, user);
        return { result: present(row), change };
      }, options.once);
    },
  };
}
