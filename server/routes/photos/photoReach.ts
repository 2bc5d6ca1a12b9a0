// Whether a signed-in user may see a stored photo: a record they may read holds its name.
import { and, eq, isNull } from 'drizzle-orm';
import type { Area } from '../../../resources/access.ts';
import { resources } from '../../../resources/index.ts';
import { scopeWhere } from '../../auth/scope.ts';
import type { Database } from '../../db/connection.ts';
import { tableOf } from '../../db/tables.ts';

/** Every resource's photo columns (its `file` fields), found from the registry. */
const photoColumns = resources.flatMap((resource) =>
  resource.fields
    .filter((field) => field.kind === 'file')
    .map((field) => ({ resource, table: tableOf(resource.table), column: field.name })),
);

/**
 * True when a live record the area may read holds the photo's name; administrators may see every stored photo.
 * @example await mayReadPhoto(db, districtCoordinator.area, 'e3b0...c442.png') // false for a driver elsewhere
 */
export async function mayReadPhoto(db: Database, area: Area, name: string): Promise<boolean> {
  if (area.administrator) return true;
  const held = await Promise.all(
    photoColumns.map(async ({ resource, table, column }) => {
      const where = and(
        eq(table[column], name),
        isNull(table.deleted_at),
        scopeWhere(area, resource.name, table, 'read'),
      );
      return (await db.select({ id: table.id }).from(table).where(where).limit(1)).length > 0;
    }),
  );
  return held.includes(true);
}
