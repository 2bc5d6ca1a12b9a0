// A request must arrive whole within REQUEST_TIMEOUT_SECONDS, its body too: a body trickled in slowly is cut
// with a 408 before it ends (Node used to give a body 60 s whatever the setting).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testServer.ts';
import { scaled } from '../../timeouts.ts';

const BODY_BYTES = 400;
const BYTE_EVERY_MS = 50;

/** Sends the headers of a JSON login, then its body a byte at a time; answers what came back and how much was sent. */
function trickleBody(url: string): Promise<{ answer: string; sent: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        `POST /api/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${BODY_BYTES}\r\n\r\n`,
      );
      timer = setInterval(() => {
        if (sent < BODY_BYTES && socket.writable) socket.write(' ', () => (sent += 1));
      }, BYTE_EVERY_MS);
    });
    socket.on('data', (data) => {
      answer += String(data);
      // The whole body went and was answered: nothing was cut.
      if (sent === BODY_BYTES) socket.destroy();
    });
    socket.on('error', () => undefined); // a write after the server's close; the answer is what counts
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sent });
    });
    socket.setTimeout(scaled(60_000), () => reject(new Error('the server neither answered nor closed')));
  });
}

describe('a slow request body', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('embedded', { requestTimeoutSeconds: 1 });
  });
  afterAll(() => server?.close());

  it('is answered 408 and its connection closed before the body has all arrived', async () => {
    const { answer, sent } = await trickleBody(server.url);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(sent).toBeLessThan(BODY_BYTES);
  });
});
