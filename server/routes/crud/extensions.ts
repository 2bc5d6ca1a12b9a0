// What a resource may add to the generic CRUD routes: its own body reading, row preparation and checks.
// Configs say what an entity is; an extension holds the server-only behaviour that really differs.
import type { FastifyRequest } from 'fastify';
import type { FormMode, Values } from '../../../resources/index.ts';
import type { Transaction } from '../../db/connection.ts';
import type { AuthUser, RouteDeps } from '../../http/apiRoutes.ts';

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

/**
 * The folder's server.ts itself is not there (not a module it imports): Node's error, or the one of the table of
 * the folders' files that the server build (esbuild) or the test runner (Vite) makes of the import's pattern.
 */
const isMissing = (error: unknown, file: string) =>
  ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' ||
    /Module not found in bundle|Unknown variable dynamic import/.test((error as Error).message)) &&
  (error as Error).message.includes(file);

/**
 * A resource's extension: `export const extension` of its folder's `server.ts` (resources/user/server.ts), or none
 * when the folder has no such file. The import names the folders' pattern, so the server build bundles each.
 */
export async function extensionOf(name: string): Promise<ExtensionFactory | undefined> {
  try {
    const module = (await import(`../../../resources/${name}/server.ts`)) as { extension?: ExtensionFactory };
    if (typeof module.extension !== 'function')
      throw new Error(`resources/${name}/server.ts must export its extension as \`extension\``);
    return module.extension;
  } catch (error) {
    if (isMissing(error, `${name}/server.ts`)) return undefined;
    throw error;
  }
}
