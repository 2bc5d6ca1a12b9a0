// Each list's version, kept in the database (list_versions) and bumped with every write (recordedChange.ts): the ETag
// that lets a client's conditional GET be answered 304 without reading a row.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { listVersions } from '../../db/schema.ts';

export interface ListVersion {
  epoch: string;
  version: number;
}

export interface ListVersions {
  /** The list's version now. */
  current(resource: string): Promise<ListVersion>;
  /** After the commit: this server's reads see the new version. */
  committed(resource: string, version: ListVersion): void;
  /** The version this server knows without asking, or undefined (always, when other servers write too). */
  held(resource: string): ListVersion | undefined;
}

/** The ETag of a list version: strong, and different in a database whose versions started over. */
export const etagOf = ({ epoch, version }: ListVersion): string => `"${epoch}-${version}"`;

/**
 * `writersElsewhere` false (the embedded database: one process per data directory) keeps each version in
 * memory once read, so reads cost no query; with PostgreSQL other servers write too, and every read asks.
 */
export function createListVersions(db: Database, writersElsewhere: boolean): ListVersions {
  const known = new Map<string, ListVersion>();
  /** Keeps the newer of two versions, so a read a commit overtook cannot put an older one back. */
  const remember = (resource: string, seen: ListVersion) => {
    const held = known.get(resource);
    if (!writersElsewhere && (!held || held.epoch !== seen.epoch || held.version < seen.version)) {
      known.set(resource, seen);
    }
  };
  const read = async (resource: string): Promise<ListVersion> => {
    const [row] = await db.select().from(listVersions).where(eq(listVersions.resource, resource));
    if (row) return row;
    const [created] = await db
      .insert(listVersions)
      .values({ resource })
      .onConflictDoUpdate({ target: listVersions.resource, set: { resource } })
      .returning();
    return created;
  };
  return {
    async current(resource) {
      const held = writersElsewhere ? undefined : known.get(resource);
      if (held) return held;
      const seen = await read(resource);
      remember(resource, seen);
      return known.get(resource) ?? seen;
    },
    committed: remember,
    held: (resource) => (writersElsewhere ? undefined : known.get(resource)),
  };
}
