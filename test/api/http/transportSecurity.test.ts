// Strict-Transport-Security goes only with answers to requests that came over HTTPS: never over plain HTTP, and
// X-Forwarded-Proto is believed only from a proxy named in TRUST_PROXY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS_VALUE } from '../../../server/http/transportSecurity.ts';
import { startTestServer, type TestServer } from '../testServer.ts';

const hstsOf = async (server: TestServer, path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${path}`, { headers });
  await response.arrayBuffer();
  return response.headers.get('strict-transport-security');
};

describe('HSTS', () => {
  let direct: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    direct = await startTestServer('embedded');
    // The tests' requests come from 127.0.0.1: here that is the trusted proxy.
    proxied = await startTestServer('embedded', { trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it('is not sent over plain HTTP, on the API or elsewhere', async () => {
    for (const path of ['/api/healthz', '/api/projects', '/no-such-page'])
      expect(await hstsOf(direct, path), path).toBeNull();
  });

  it('is not sent when a client that is no trusted proxy claims HTTPS', async () => {
    expect(await hstsOf(direct, '/api/healthz', { 'x-forwarded-proto': 'https' })).toBeNull();
  });

  it('is sent when the trusted proxy says the request came over HTTPS, and only then', async () => {
    expect(await hstsOf(proxied, '/api/healthz', { 'x-forwarded-proto': 'https' })).toBe(HSTS_VALUE);
    expect(await hstsOf(proxied, '/api/projects', { 'x-forwarded-proto': 'https' })).toBe(HSTS_VALUE);
    expect(await hstsOf(proxied, '/api/healthz', { 'x-forwarded-proto': 'http' })).toBeNull();
    expect(await hstsOf(proxied, '/api/healthz')).toBeNull();
  });
});
