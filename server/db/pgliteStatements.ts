// The embedded database's statements, each in one call into PostgreSQL: a statement's text is parsed once (a named
// prepared statement, kept while it is among the most recent) and then bound and executed in one message. PGlite's
// own query() makes six calls for each (parse, describe, bind, describe, execute, sync) and plans it every time:
// measured, 440 µs of CPU for a one-row insert, 210 µs this way (docs/performance.md).
import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** How many statement texts stay prepared; the least recently used one is closed past it. */
const KEPT_STATEMENTS = 400;
/** PostgreSQL's "prepared statement does not exist" and "cached plan must not change result type". */
const PREPARE_AGAIN = new Set(['26000', '0A000']);

export type RowMode = 'array' | 'object';
interface Prepared {
  name: string;
  /** The parameters' types, which choose how each value is written (JSON, arrays, bytes, dates). */
  types: number[];
}

const joined = (parts: Uint8Array[]) => {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
};

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

export interface Statements {
  /**
   * One statement with its parameters, as PGlite's query() answers it. Outside a transaction, a statement whose
   * preparation was lost (the session reset, its table changed shape) is prepared again once; inside one, the
   * error aborts the transaction, so it is only forgotten.
   */
  query(text: string, params?: unknown[], rowMode?: RowMode, inTransaction?: boolean): Promise<Results>;
  /**
   * Statements in one transaction sent in one call (BEGIN, each bound and executed, COMMIT): their results, in
   * order. Any statement's failure, or a commit that rolled back, throws and leaves nothing written; which one
   * failed is not told.
   */
  allInOneTransaction(
    items: readonly { text: string; params?: unknown[] }[],
    rowMode?: RowMode,
  ): Promise<Results[]>;
  /** Statements without parameters, as PGlite's exec() runs them (BEGIN, COMMIT, DDL): the last one's result. */
  exec(text: string): Promise<Results>;
  /** Closes every prepared statement (after a dump, which speaks on the same session). */
  reset(): Promise<void>;
}

/**
 * @example
 * const statements = statementsOf(pg);
 * const { rows } = await statements.query('select name from users where id = $1', [7]);
 */
export function statementsOf(pg: PGlite): Statements {
  const prepared = new Map<string, Prepared>();
  let nextName = 1;
  const send = (parts: Uint8Array[]) => pg.execProtocolStream(joined(parts), { syncToFs: false });

  const close = async (name: string) => {
    await send([serialize.close({ type: 'S', name }), serialize.sync()]);
  };

  const prepare = async (text: string): Promise<Prepared> => {
    const known = prepared.get(text);
    if (known) {
      // Most recently used last: the first entry is the one to close when too many are kept.
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    const name = `s${nextName++}`;
    const replies = await send([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, types: parse.parseDescribeStatementResults(replies) };
    prepared.set(text, statement);
    if (prepared.size > KEPT_STATEMENTS) {
      const [oldest, { name: oldName }] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(oldest);
      await close(oldName);
    }
    return statement;
  };

  /** Each value as PGlite's query() writes it: by its parameter's type, else as text. */
  const valuesOf = (statement: Prepared, params: unknown[]) =>
    params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const write = pg.serializers[statement.types[i]];
      return (write ? write(value) : String(value)) as string;
    });

  const run = async (text: string, params: unknown[], rowMode: RowMode | undefined) => {
    const statement = await prepare(text);
    const replies = await send([
      serialize.bind({ statement: statement.name, values: valuesOf(statement, params) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return parse.parseResults(replies, pg.parsers, { rowMode })[0];
  };

  return {
    async query(text, params = [], rowMode, inTransaction = false) {
      try {
        return await run(text, params, rowMode);
      } catch (error) {
        if (!PREPARE_AGAIN.has(codeOf(error) ?? '')) throw error;
        const stale = prepared.get(text);
        prepared.delete(text);
        if (inTransaction) throw error;
        if (stale) await close(stale.name).catch(() => undefined);
        return run(text, params, rowMode);
      }
    },
    async allInOneTransaction(items, rowMode) {
      const prepared: Prepared[] = [];
      for (const { text } of items) prepared.push(await prepare(text));
      const parts = [serialize.query('BEGIN')];
      items.forEach(({ params = [] }, i) =>
        parts.push(
          serialize.bind({ statement: prepared[i].name, values: valuesOf(prepared[i], params) }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
        ),
      );
      parts.push(serialize.sync(), serialize.query('COMMIT'));
      const results = parse.parseResults(await send(parts), pg.parsers, { rowMode });
      const commit = results[results.length - 1] as Results & { command?: string };
      if (results.length !== items.length + 2 || commit.command !== 'COMMIT')
        throw new Error(`A transaction of ${items.length} statements did not commit`);
      // PGlite counts affected rows over the whole call: each statement's own is its difference from the last.
      return results.slice(1, -1).map((result, i) => ({
        ...result,
        affectedRows: (result.affectedRows ?? 0) - (results[i].affectedRows ?? 0),
      }));
    },
    async exec(text) {
      const results = parse.parseResults(await send([serialize.query(text)]), pg.parsers);
      return results[results.length - 1];
    },
    async reset() {
      prepared.clear();
      await send([serialize.query('DEALLOCATE ALL')]);
    },
  };
}
