// Types of testPostgres.mjs for the tests that import it.
/** Undefined when PostgreSQL answers (started here if need be), else the line to print. */
export function ensurePostgres(): Promise<string | undefined>;
/** The PostgreSQL server the tests create their databases on, as its administrator. */
export function pgAdminUrl(): string;
