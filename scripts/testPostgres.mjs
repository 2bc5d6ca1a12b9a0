// npm test's PostgreSQL: the server TEST_PG_ADMIN_URL names, else 127.0.0.1:5432, whose local cluster is started
// when it does not answer (as a CI machine needs). Answers one line saying what is missing when none can be had.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

const defaultAdminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL server the tests create their databases on, as its administrator. */
export const pgAdminUrl = () => process.env.TEST_PG_ADMIN_URL ?? defaultAdminUrl;

const answers = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (up) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

const localClusters = () => (fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql') : []);

/** Undefined when PostgreSQL answers (started here if need be), else the line to print. */
export async function ensurePostgres() {
  const named = process.env.TEST_PG_ADMIN_URL;
  const url = new URL(pgAdminUrl());
  const [host, port] = [url.hostname, Number(url.port || 5432)];
  if (await answers(host, port)) return undefined;
  if (named) return `PostgreSQL: nothing answers at ${host}:${port}, where TEST_PG_ADMIN_URL points.`;
  const [version] = localClusters();
  if (version && spawnSync('pg_ctlcluster', ['--help'], { stdio: 'ignore' }).status !== null) {
    console.log(
      `PostgreSQL: nothing answered at ${host}:${port}; starting the local cluster ${version}/main.`,
    );
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'ignore' });
    for (let second = 0; second < 30; second++) {
      if (await answers(host, port)) return undefined;
      await sleep(1000);
    }
  }
  return (
    `PostgreSQL: nothing answers at ${host}:${port} and no local cluster could be started; the API suite's ` +
    'PostgreSQL tests need one: install PostgreSQL (Debian: apt-get install postgresql) or set TEST_PG_ADMIN_URL.'
  );
}
