// The database schema (PostgreSQL dialect, shared by the embedded database and a real server).
// Column names are the API's read keys (SPEC section 3), so rows go out as they come back.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Who changed a row and when; soft delete keeps the row and hides it from every list and lookup. */
const tracked = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  created_by: integer('created_by'),
  updated_by: integer('updated_by'),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
  /** When the retention job emptied the personal fields of this deleted row. */
  erased_at: timestamp('erased_at', { withTimezone: true }),
  /** Bumped by every write of the row, in its statement: the record's ETag (docs/decisions/023-write-integrity.md). */
  version: integer('version').notNull().default(1),
};

/** Reference rows imported from LGD: never deleted, marked inactive instead. */
const reference = {
  active: boolean('active').notNull().default(true),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const roles = pgTable('roles', {
  role_id: integer('role_id').primaryKey(),
  role_name: text('role_name').notNull(),
  /** The name in Hindi; null shows the English (a role added later may have none). */
  role_name_hi: text('role_name_hi'),
  ...reference,
});

/** mst_common: shared option lists; flag 2 gender, 7 days of the week, 8 ID card types, 9 relationships. */
export const mstCommon = pgTable(
  'mst_common',
  {
    common_id: integer('common_id').primaryKey(),
    value: text('value').notNull(),
    /** The option's name in Hindi; null shows the English. Records store the id, never either name. */
    value_hi: text('value_hi'),
    flag: smallint('flag').notNull(),
    ...reference,
  },
  (t) => [index('mst_common_flag_idx').on(t.flag)],
);

/** States, districts and blocks are keyed on their LGD codes. */
export const states = pgTable('states', {
  state_id: integer('state_id').primaryKey(),
  state_name: text('state_name').notNull(),
  ...reference,
});

export const districts = pgTable(
  'districts',
  {
    district_id: integer('district_id').primaryKey(),
    district_name: text('district_name').notNull(),
    state_id: integer('state_id')
      .notNull()
      .references(() => states.state_id),
    ...reference,
  },
  (t) => [index('districts_state_idx').on(t.state_id)],
);

/** A few LGD block codes appear under two districts, so (district, block) is the key. */
export const blocks = pgTable(
  'blocks',
  {
    block_id: integer('block_id').notNull(),
    block_name: text('block_name').notNull(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.district_id),
    ...reference,
  },
  (t) => [primaryKey({ columns: [t.district_id, t.block_id] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    mobile_number: text('mobile_number'),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.role_id),
    state_id: integer('state_id'),
    /** Role 2 may hold several districts; the others hold one. */
    district_id: integer('district_id').array(),
    block_id: integer('block_id'),
    city_village: text('city_village'),
    program_id: integer('program_id'),
    project_id: integer('project_id'),
    /** Set while the password is one the server printed (first start, reset): only a change is allowed. */
    must_change_password: boolean('must_change_password').notNull().default(false),
    ...tracked,
  },
  (t) => [
    uniqueIndex('users_email_live_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deleted_at} is null`),
  ],
);

/** A signed-in session; tokens name it, so ending it ends every token and refresh at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** Bumped by every refresh: only the current generation's token refreshes (reuse ends the session). */
    generation: integer('generation').notNull().default(0),
    /** When the current generation's token was issued by a refresh (its iat), so it can be re-issued as is. */
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  project_name: text('project_name').notNull(),
  project_code: text('project_code').notNull(),
  state_id: integer('state_id'),
  start_date: date('start_date', { mode: 'string' }),
  end_date: date('end_date', { mode: 'string' }),
  ...tracked,
});

export const programs = pgTable('programs', {
  id: serial('id').primaryKey(),
  program_name: text('program_name').notNull(),
  program_code: text('program_code').notNull(),
  state_id: integer('state_id'),
  start_date: date('start_date', { mode: 'string' }),
  end_date: date('end_date', { mode: 'string' }),
  ...tracked,
});

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  site_name: text('site_name').notNull(),
  mhu: text('mhu').notNull(),
  site_code: text('site_code').notNull(),
  day_name: text('day_name').notNull(),
  days: integer('days').notNull(),
  state_id: integer('state_id').notNull(),
  district_id: integer('district_id').notNull(),
  block_id: integer('block_id').notNull(),
  ...tracked,
});

/** Drivers and health workers share one shape; only the name column differs. */
const fieldWorker = {
  id: serial('id').primaryKey(),
  card_holder_id: integer('card_holder_id').notNull().default(2),
  mhu: text('mhu').notNull(),
  site: integer('site').notNull(),
  /** Nullable only so that the retention job can erase it from a deleted row; the rules require it. */
  dob: date('dob', { mode: 'string' }),
  mobile_no: text('mobile_no'),
  gender: integer('gender').notNull(),
  id_card: integer('id_card').notNull(),
  spouse_parent_name: text('spouse_parent_name').notNull(),
  relationship: integer('relationship').notNull(),
  age: integer('age'),
  state_id: integer('state_id').notNull(),
  district_id: integer('district_id').notNull(),
  block_id: integer('block_id').notNull(),
  city_village: text('city_village').notNull(),
  /** Server-made name of the stored photo, or null. */
  image: text('image'),
};

export const drivers = pgTable('drivers', {
  driver_name: text('driver_name').notNull(),
  ...fieldWorker,
  ...tracked,
});

export const healthWorkers = pgTable('health_workers', {
  health_worker_name: text('health_worker_name').notNull(),
  ...fieldWorker,
  ...tracked,
});

/**
 * Each resource list's version, bumped in every write's transaction: the list's ETag, the same on every server.
 * The epoch tells a new database from an old one whose versions started over.
 */
export const listVersions = pgTable('list_versions', {
  resource: text('resource').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  epoch: uuid('epoch').notNull().defaultRandom(),
});

/**
 * Each Idempotency-Key a user sent with a write that took place, and the answer it replays: written in the write's
 * own transaction, so a write that did not commit leaves no key. The body is kept as a digest only.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's method, path and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status').notNull(),
    answer: jsonb('answer').notNull(),
    etag: text('etag'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.key] }),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);

/** Failed-login counters, shared by every server: rate-limiter-flexible's PostgreSQL store, in its own columns. */
export const loginLimitCounters = pgTable('login_limits', {
  /** The limiter's prefix and the account or address; text, since an email may be 254 characters. */
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  /** When the window ends, in milliseconds since the epoch. */
  expire: bigint('expire', { mode: 'number' }),
});

/** Binary data: a Buffer either way (node-postgres reads a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** Stored photos, under the random names the server makes (a record's `image` column holds the name). */
export const photos = pgTable('photos', {
  name: text('name').primaryKey(),
  content_type: text('content_type').notNull(),
  data: bytea('data').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every add, edit and delete: who, when, which record, what changed. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    user_id: integer('user_id'),
    resource: text('resource').notNull(),
    record_id: integer('record_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [index('audit_log_record_idx').on(t.resource, t.record_id)],
);
