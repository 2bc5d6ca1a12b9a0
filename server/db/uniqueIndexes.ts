// The unique values of the configs' `unique` fields (a project's code), enforced by a partial unique index on
// `lower(btrim(column))` over live rows, made at start on both databases. A database that already holds
// duplicates still starts: they are logged, listed on the administrator's dashboard, and the index is made at the
// first start where they are gone (docs/decisions/023-write-integrity.md).
import { sql } from 'drizzle-orm';
import { resources, uniqueFieldsOf, type UniqueDuplicate } from '../../resources/index.ts';
import { ddlOf, type RunSql } from './searchColumns.ts';

export interface UniqueIndex {
  resource: string;
  /** The field's column (and read key). */
  field: string;
  table: string;
  name: string;
}

/** Every unique field's index, from the registry. */
export const uniqueIndexes = (): UniqueIndex[] =>
  resources.flatMap((resource) =>
    uniqueFieldsOf(resource).map((field) => ({
      resource: resource.name,
      field: field.name,
      table: resource.table,
      name: `${resource.table}_${field.name}_unique`,
    })),
  );

const keyOf = (index: UniqueIndex) => sql`lower(btrim(${sql.identifier(index.field)}))`;

/** The unique indexes the database lacks. */
export async function missingUniqueIndexes(run: RunSql): Promise<UniqueIndex[]> {
  const { rows } = await run(
    `select indexname as name from pg_indexes where schemaname = current_schema() and indexname like '%\\_unique'`,
  );
  const present = new Set((rows as { name: string }[]).map((row) => row.name));
  return uniqueIndexes().filter((index) => !present.has(index.name));
}

/** The duplicates that keep these indexes from being made, at most 100 values each. */
export async function uniqueDuplicates(run: RunSql, indexes: UniqueIndex[]): Promise<UniqueDuplicate[]> {
  const found: UniqueDuplicate[] = [];
  for (const index of indexes) {
    const { rows } = await run(
      ddlOf(sql`select min(${sql.identifier(index.field)}) as value, array_agg(id order by id) as ids
        from ${sql.identifier(index.table)} where deleted_at is null and ${keyOf(index)} <> ''
        group by ${keyOf(index)} having count(*) > 1 order by 1 limit 100`),
    );
    for (const row of rows as { value: string; ids: (number | string)[] }[])
      found.push({
        resource: index.resource,
        field: index.field,
        value: row.value,
        ids: row.ids.map(Number),
      });
  }
  return found;
}

/**
 * Makes each missing unique index whose values hold no duplicates; warns of the duplicates that keep the others
 * from being made, and answers them. `lock` runs the work under the migrations' lock (PostgreSQL's servers).
 */
export async function ensureUniqueIndexes(
  run: RunSql,
  lock: (work: (run: RunSql) => Promise<UniqueDuplicate[]>) => Promise<UniqueDuplicate[]> = (work) =>
    work(run),
  warn = (text: string) => console.warn(text),
): Promise<UniqueDuplicate[]> {
  if (!(await missingUniqueIndexes(run)).length) return [];
  return lock(async (locked) => {
    const duplicates: UniqueDuplicate[] = [];
    for (const index of await missingUniqueIndexes(locked)) {
      const held = await uniqueDuplicates(locked, [index]);
      if (!held.length) {
        await locked(
          ddlOf(sql`create unique index if not exists ${sql.identifier(index.name)}
            on ${sql.identifier(index.table)} (${keyOf(index)}) where deleted_at is null`),
        );
        continue;
      }
      duplicates.push(...held);
      const values = held.map((one) => `'${one.value}' (ids ${one.ids.join(', ')})`).join('; ');
      warn(
        `${index.resource} records share a ${index.field}, so it is not yet unique: ${values}. ` +
          'Give each its own; the rule applies from the first start after.',
      );
    }
    return duplicates;
  });
}
