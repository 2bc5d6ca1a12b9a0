// Starts the server: configuration, database (migrated and seeded), HTTP app; stops cleanly on a signal.
import { startDatabase } from './db/connection.ts';
import { DataDirLockedError } from './db/dataDirLock.ts';
import { dataDirOf, usesPostgres } from './startup/dataLocation.ts';
import { makeDataDirPrivate } from './startup/privateDataDir.ts';

async function start(): Promise<void> {
  // The embedded database's thread starts first, before the configuration's and the app's modules load: it needs
  // only the data directory, and its start is the longest part of the server's.
  const dataDir = dataDirOf(process.env);
  makeDataDirPrivate(dataDir);
  const embedded = usesPostgres(process.env) ? undefined : startDatabase({ embedded: dataDir });
  embedded?.catch(() => undefined); // heard below, once the modules have loaded
  // The configuration's and the HTTP app's modules load together while the database starts (the embedded one on
  // its own thread); the app is built while it migrates and is seeded.
  const [
    { loadConfig },
    { buildApp },
    { seed },
    { startRetentionJob },
    { signInHelp, usersOnPrintedPasswords },
  ] = await Promise.all([
    import('./config.ts'),
    import('./app.ts'),
    import('./db/seed.ts'),
    import('./retention/retentionJob.ts'),
    import('./startup/signInHelp.ts'),
  ]);
  const config = loadConfig();
  const database = await (embedded ?? startDatabase({ url: config.databaseUrl as string }));
  const seeding = database.migrated.then(() => seed(database.db, config));
  seeding.catch(() => undefined); // heard below, once the app is built
  const app = await buildApp({ db: database.db, config, logger: { level: config.logLevel } });
  const seeded = await seeding;
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

start().catch(async (error: unknown) => {
  const { ConfigError } = await import('./config.ts');
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
