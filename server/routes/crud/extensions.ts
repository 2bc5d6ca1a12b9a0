// What a resource may add to the generic CRUD routes: its own body reading, row preparation and checks.
// Configs say what an entity is; an extension holds the server-only behaviour that really differs.
import type { FastifyRequest } from 'fastify';
import type { FormMode, Values } from '../../../resources/index.ts';
import type { Transaction } from '../../db/connection.ts';
import type { AuthUser, RouteDeps } from '../../http/apiRoutes.ts';
import { fieldWorkerExtension } from '../fieldOps/fieldWorkerExtension.ts';
import { siteExtension } from '../fieldOps/siteExtension.ts';
import { userExtension } from '../users/userExtension.ts';

export interface WriteContext {
  mode: FormMode;
  /** The record's id on edit (and after an add, in afterWrite). */
  id?: number;
  user: AuthUser;
  /** The request body as read (before validation), for values that are not fields (an uploaded file). */
  body: Values;
}

export interface ResourceExtension {
  /** Reads the body; JSON as parsed by Fastify when absent (multipart resources read their parts). */
  readBody?(request: FastifyRequest): Promise<Values>;
  /**
   * Turns the checked values (column keys) into the row to write, inside the write's transaction; may throw
   * an HttpError (409, 422) to refuse the write. Hash a password, check a location, drop a placeholder.
   */
  prepareRow?(tx: Transaction, values: Values, context: WriteContext): Promise<Values>;
  /** After the row is written, in the same transaction (store a photo, end sessions). */
  afterWrite?(tx: Transaction, values: Values, context: WriteContext & { id: number }): Promise<void>;
  /** Before a soft delete, in its transaction; may throw an HttpError to refuse it (the last administrator). */
  beforeDelete?(tx: Transaction, id: number, user: AuthUser): Promise<void>;
  /** After a soft delete, in its transaction (end the user's sessions). */
  afterDelete?(tx: Transaction, id: number, user: AuthUser): Promise<void>;
  /** Shapes a row going out (list and get), e.g. a photo name into its URL. */
  presentRow?(row: Values): Values;
}

/** Builds a resource's extension from the app's dependencies (the database, the configuration). */
export type ExtensionFactory = (deps: RouteDeps) => ResourceExtension;

/** Extensions by resource name; a resource without one uses the generic behaviour only. */
export const resourceExtensions: Partial<Record<string, ExtensionFactory>> = {
  user: userExtension,
  site: siteExtension,
  driver: fieldWorkerExtension,
  healthWorker: fieldWorkerExtension,
};
