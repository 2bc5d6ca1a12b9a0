// Starts the server: configuration, database (migrated and seeded), HTTP app; stops cleanly on a signal.
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { DataDirLockedError } from './db/dataDirLock.ts';
import { seed } from './db/seed.ts';
import { startRetentionJob } from './retention/retentionJob.ts';
import { makeDataDirPrivate } from './startup/privateDataDir.ts';
import { signInHelp, usersOnPrintedPasswords } from './startup/signInHelp.ts';

async function start(): Promise<void> {
  const config = loadConfig();
  makeDataDirPrivate(config.dataDir);
  const opening = openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { embedded: config.dataDir },
  );
  // The HTTP app's modules load while the embedded database starts (its WebAssembly compiles off the main thread).
  const [{ buildApp }, database] = await Promise.all([import('./app.ts'), opening]);
  const seeded = await seed(database.db, config);
  const app = await buildApp({ db: database.db, config, logger: { level: config.logLevel } });
  const retention = startRetentionJob({ db: database.db, config, log: app.log });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, stopping`);
    await app.close();
    await retention.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(signInHelp(config, port, seeded, await usersOnPrintedPasswords(database.db)));
}

start().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
