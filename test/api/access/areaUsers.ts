// Users of every role with a place in the built-in locations, and the places tests put records in and out of.
import crypto from 'node:crypto';
import { hashPassword } from '../../../server/auth/password.ts';
import type { Database } from '../../../server/db/connection.ts';
import { users } from '../../../server/db/schema.ts';
import type { TestUser } from '../factories.ts';

/** A place as records hold it: state, district, block (all in the built-in LGD set). */
export interface Place {
  state_id: number;
  district_id: number;
  block_id: number;
}

/**
 * The places of the access tests: `home` is the coordinators' own; `sameDistrict` another block of its district,
 * `sameState` another district of its state, `otherState` elsewhere.
 */
export const places = {
  home: { state_id: 2, district_id: 20, block_id: 168 },
  sameDistrict: { state_id: 2, district_id: 20, block_id: 169 },
  sameState: { state_id: 2, district_id: 25, block_id: 200 },
  otherState: { state_id: 5, district_id: 49, block_id: 379 },
} as const satisfies Record<string, Place>;

export interface AreaUserFields {
  role_id: number;
  state_id?: number | null;
  district_id?: number[] | null;
  block_id?: number | null;
  program_id?: number | null;
  project_id?: number | null;
  must_change_password?: boolean;
}

/** A live user of any role and place, straight into the database, with a unique email. */
export async function insertAreaUser(db: Database, fields: AreaUserFields): Promise<TestUser> {
  const email = `area-${crypto.randomBytes(4).toString('hex')}@test.local`;
  const password = 'secret1';
  const [row] = await db
    .insert(users)
    .values({ name: `Role ${fields.role_id}`, email, password_hash: await hashPassword(password), ...fields })
    .returning({ id: users.id });
  return { id: row.id, email, password };
}

/** The coordinators of `places.home`: a State (2), a District (5) and a Block (6) Coordinator. */
export const homeCoordinators = {
  state: { role_id: 2, state_id: places.home.state_id, district_id: [places.home.district_id] },
  district: { role_id: 5, state_id: places.home.state_id, district_id: [places.home.district_id] },
  block: {
    role_id: 6,
    state_id: places.home.state_id,
    district_id: [places.home.district_id],
    block_id: places.home.block_id,
  },
} as const satisfies Record<string, AreaUserFields>;
