// Starts the server: configuration, database (migrated and seeded), HTTP app; stops cleanly on a signal.
import type { BackupStatus } from './backup/backupJob.ts';
import { backUpBeforeMigrating, MigrationBackupError } from './backup/migrationBackup.ts';
import { startDatabase } from './db/connection.ts';
import { DataDirLockedError } from './db/dataDirLock.ts';
import { dataDirOf, usesPostgres } from './startup/dataLocation.ts';
import { makeDataDirPrivate } from './startup/privateDataDir.ts';

/** On SIGTERM or SIGINT, requests in flight get this long to finish before their connections are closed. */
const SHUTDOWN_GRACE_MS = 10_000;

async function start(): Promise<void> {
  // The embedded database's thread starts first, before the configuration's and the app's modules load: it needs
  // only the data directory, and its start is the longest part of the server's.
  const dataDir = dataDirOf(process.env);
  makeDataDirPrivate(dataDir);
  const embedded = usesPostgres(process.env)
    ? undefined
    : startDatabase({ embedded: dataDir, beforeMigrating: backUpBeforeMigrating(dataDir) });
  embedded?.catch(() => undefined); // heard below, once the modules have loaded
  // The configuration's and the HTTP app's modules load together while the database starts (the embedded one on
  // its own thread); the app is built while it migrates and is seeded.
  const [
    { loadConfig },
    { buildApp },
    { seed },
    { startRetentionJob },
    { erasureLogOf },
    { startBackupJob },
    { signInHelp, usersOnPrintedPasswords },
  ] = await Promise.all([
    import('./config.ts'),
    import('./app.ts'),
    import('./db/seed.ts'),
    import('./retention/retentionJob.ts'),
    import('./retention/erasureLog.ts'),
    import('./backup/backupJob.ts'),
    import('./startup/signInHelp.ts'),
  ]);
  const config = loadConfig();
  const database = await (embedded ?? startDatabase({ url: config.databaseUrl as string }));
  const seeding = database.migrated.then(() => seed(database.db, config));
  seeding.catch(() => undefined); // heard below, once the app is built
  const backupStatus: BackupStatus = { lastBackup: null };
  const app = await buildApp({
    db: database.db,
    config,
    backups: backupStatus,
    logger: { level: config.logLevel },
  });
  const seeded = await seeding;
  // The embedded database's erasures are logged beside it, for a restore to apply them again.
  const erasureLog = database.kind === 'embedded' ? erasureLogOf(dataDir) : undefined;
  const retention = startRetentionJob({ db: database.db, config, log: app.log, erasureLog });
  // The embedded database is backed up by this server; a PostgreSQL one with its own tools (docs/operations.md).
  const { dumpDatabase } = database;
  const backups =
    dumpDatabase && startBackupJob({ dumpDatabase, dataDir, config, status: backupStatus, log: app.log });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second signal: whoever sent it will not wait for the requests in flight (Ctrl+C twice).
      app.log.warn(`${signal} received again, stopping at once`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received, stopping`);
    // No new connection is accepted; a request in flight may finish, for a while.
    const cutOff = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    await app.close();
    clearTimeout(cutOff);
    await retention.stop();
    // The last writes are in; a shutdown backup that fails is logged, and the exit code says so.
    const backedUp = (await backups?.stop()) ?? true;
    await database.close();
    process.exit(backedUp ? 0 : 1);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(signInHelp(config, port, seeded, await usersOnPrintedPasswords(database.db)));
}

/**
 * Settles once the server listens (a start that fails exits instead): the built entry writes its code cache then
 * (server/startup/codeCache.ts).
 */
export const listening = start().catch(async (error: unknown) => {
  const { ConfigError } = await import('./config.ts');
  if (
    error instanceof DataDirLockedError ||
    error instanceof ConfigError ||
    error instanceof MigrationBackupError
  ) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
