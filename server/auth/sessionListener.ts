// One PostgreSQL connection per server that listens for the other servers' session changes (sessionChanges.ts),
// so a revocation or a place change made elsewhere reaches this server's cached sessions when it commits.
import type pg from 'pg';
import { SESSIONS_CHANNEL } from './sessionChanges.ts';

/** How long a lost listening connection waits before connecting again. */
export const RECONNECT_MS = 500;
/** The connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'outreach-session-listener';

export interface SessionListener {
  /** Ends the connection for good (the app closes). */
  close(): Promise<void>;
}

/**
 * Listens on SESSIONS_CHANNEL and calls `onChange` for each notification, and each time it starts listening
 * (what changed while it did not listen is unknown). A lost connection is opened again after RECONNECT_MS; in
 * the meantime SESSION_CACHE_MS bounds what the cache believes. Settles once listening (or having failed to).
 * @example const listener = await listenForSessionChanges(url, () => sessionsChanged(db), app.log);
 */
export async function listenForSessionChanges(
  url: string,
  onChange: () => void,
  log: { warn(message: string): void },
): Promise<SessionListener> {
  // Loaded here, not with this module: the embedded database never listens.
  const { default: postgres } = await import('pg');
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const lost = (client: pg.Client, error?: Error) => {
    if (closed || current !== client) return;
    current = undefined;
    if (error) log.warn(`The session listener lost PostgreSQL (${error.message}); listening again shortly`);
    client.end().catch(() => undefined);
    retry = setTimeout(() => void connect(), RECONNECT_MS);
  };
  const connect = async () => {
    const client = new postgres.Client({ connectionString: url, application_name: LISTENER_NAME });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === SESSIONS_CHANNEL) onChange();
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${SESSIONS_CHANNEL}`);
      if (current === client) onChange();
    } catch (error) {
      lost(client, error as Error);
    }
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await current?.end().catch(() => undefined);
      current = undefined;
    },
  };
}
