// npm test's PostgreSQL check: a server that does not answer where TEST_PG_ADMIN_URL points fails in one line.
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensurePostgres } from '../../../scripts/testPostgres.mjs';

/** A port nothing listens on: bound, then closed. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe("npm test's PostgreSQL", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('says in one line that nothing answers where TEST_PG_ADMIN_URL points', async () => {
    const port = await closedPort();
    vi.stubEnv('TEST_PG_ADMIN_URL', `postgres://postgres@127.0.0.1:${port}/postgres`);
    expect(await ensurePostgres()).toBe(
      `PostgreSQL: nothing answers at 127.0.0.1:${port}, where TEST_PG_ADMIN_URL points.`,
    );
  });

  it('answers nothing to say when a server listens there', async () => {
    const server = net.createServer((socket) => socket.destroy()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as net.AddressInfo;
    vi.stubEnv('TEST_PG_ADMIN_URL', `postgres://postgres@127.0.0.1:${port}/postgres`);
    try {
      expect(await ensurePostgres()).toBeUndefined();
    } finally {
      server.close();
    }
  });
});
