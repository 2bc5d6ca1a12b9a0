// The idempotent seed run at every start: fills only what is missing, never overwrites edited data.
import { isNull, sql } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../auth/password.ts';
import { importDiskPhotos } from '../routes/photos/diskPhotos.ts';
import type { Database } from './connection.ts';
import { builtInLocations } from './lgd/builtInLocations.ts';
import { upsertLocations } from './lgd/upsert.ts';
import { listVersions, mstCommon, roles, states, users } from './schema.ts';
import { resources } from '../../resources/index.ts';
import { seedCommonOptions, seedRoles } from '../../resources/seededOptions.ts';

export interface SeedOptions {
  adminEmail: string;
  /** Unset: a random one is generated, answered once in the result, and must be changed at first sign-in. */
  adminPassword?: string;
  /** The data directory: photos an older version kept on disk there are moved into the database. */
  dataDir?: string;
}

export interface SeedResult {
  /** True when this run created the first administrator. */
  createdAdmin: boolean;
  /** The password this run generated for the first administrator, to print once. */
  generatedPassword?: string;
  /** True when this run loaded the built-in locations into an empty states table. */
  loadedLocations: boolean;
}

async function isEmpty(db: Database, table: typeof states | typeof users, where?: ReturnType<typeof isNull>) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(where)
    .limit(1);
  return row === undefined;
}

/**
 * Roles and options when missing (and their Hindi names), the lists' versions, the built-in locations when there are
 * none, photos left on disk, the first administrator.
 */
export async function seed(
  db: Database,
  { adminEmail, adminPassword, dataDir }: SeedOptions,
): Promise<SeedResult> {
  // A seeded row already there gets its Hindi name when it has none and its English name is still the seeded
  // one: a database made before the Hindi names gets them; a name someone edited, in either language, is kept.
  await db
    .insert(roles)
    .values(seedRoles)
    .onConflictDoUpdate({
      target: roles.role_id,
      set: { role_name_hi: sql`excluded.role_name_hi` },
      setWhere: sql`${roles.role_name_hi} is null and ${roles.role_name} = excluded.role_name`,
    });
  await db
    .insert(mstCommon)
    .values(seedCommonOptions)
    .onConflictDoUpdate({
      target: mstCommon.common_id,
      set: { value_hi: sql`excluded.value_hi` },
      setWhere: sql`${mstCommon.value_hi} is null and ${mstCommon.value} = excluded.value`,
    });
  // Each resource's list version has its row, which every write bumps (routes/crud/recordedChange.ts).
  await db
    .insert(listVersions)
    .values(resources.map((resource) => ({ resource: resource.name })))
    .onConflictDoNothing();
  if (dataDir) await importDiskPhotos(db, dataDir);

  const loadedLocations = await isEmpty(db, states);
  if (loadedLocations) await upsertLocations(db, builtInLocations);

  const createdAdmin = await isEmpty(db, users, isNull(users.deleted_at));
  if (!createdAdmin) return { createdAdmin, loadedLocations };
  const generated = adminPassword === undefined;
  const password = adminPassword ?? generatePassword();
  await db
    .insert(users)
    .values({
      name: 'Administrator',
      email: adminEmail,
      password_hash: await hashPassword(password),
      role_id: 1,
      must_change_password: generated,
    })
    .onConflictDoNothing();
  return generated
    ? { createdAdmin, loadedLocations, generatedPassword: password }
    : { createdAdmin, loadedLocations };
}
