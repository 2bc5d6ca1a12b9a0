// Who may read the API reference (docs/decisions/015-public-api-reference.md), and that its security matches the gate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testServer.ts';

type Document = { paths: Record<string, Record<string, { security: object[] }>> };

const PUBLIC_OPERATIONS = [
  'POST /api/login',
  'POST /api/refresh',
  'GET /api/healthz',
  'GET /api/openapi.json',
];

describe('the API reference, without a token', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer('embedded')));
  afterAll(() => server?.close());

  it('answers the document', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('answers the reference page as HTML whose scripts and styles load from its own folder', async () => {
    for (const pageUrl of [`${server.url}/api/docs`, `${server.url}/api/docs/`]) {
      const response = await fetch(pageUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      // The app's Content-Security-Policy allows no inline script: the page must not need one.
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      const page = await response.text();
      expect(page).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      const files = [...page.matchAll(/(?:src|href)="([^"]+\.(js|css))"/g)];
      expect(files.length).toBeGreaterThanOrEqual(4);
      for (const [, file, kind] of files) {
        const asset = await fetch(new URL(file, pageUrl));
        expect(asset.status, file).toBe(200);
        expect(asset.headers.get('content-type'), file).toContain(kind === 'js' ? 'javascript' : 'text/css');
      }
    }
  });

  it('answers the copy of the document the page reads', async () => {
    const response = await fetch(`${server.url}/api/docs/json`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('still answers 401 for the data', async () => {
    expect((await fetch(`${server.url}/api/projects`)).status).toBe(401);
  });

  it('marks public exactly login, refresh, health and the document itself', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Document;
    const open = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.security.length === 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(open.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  it('answers 401 on every operation the document says needs the token', async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Document;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!operation.security.length) continue;
        const url = `${server.url}${path.replace(/\{\w+\}/g, '1')}`;
        const response = await fetch(url, { method: method.toUpperCase() });
        expect(response.status, `${method} ${path}`).toBe(401);
      }
    }
  });
});
