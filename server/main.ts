// Starts the server: configuration, database (migrated and seeded), HTTP app; stops cleanly on a signal.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { DataDirLockedError } from './db/dataDirLock.ts';
import { seed } from './db/seed.ts';

function signInHelp(config: Config, port: number): string {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    `Outreach MIS is running: open http://${host}:${port}/ and sign in as ${config.adminEmail}.`,
  ];
  if (config.usesDefaultAdminPassword) {
    lines.push('Unless it was changed, the password is the default "changeme": change the default password.');
  }
  return lines.join('\n');
}

async function start(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { embedded: config.dataDir },
  );
  await seed(database.db, config);
  const app = await buildApp({ db: database.db, config, logger: { level: config.logLevel } });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, stopping`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  console.log(signInHelp(config, typeof address === 'object' && address ? address.port : config.port));
}

start().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
