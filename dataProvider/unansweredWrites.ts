// A write that got no answer at all (fetch rejected: the network failed, not the server) may still have been
// written. With an Idempotency-Key it is sent again: the server answers a key it has written with the first answer,
// so the record is written once, and the caller learns how it went instead of a network error.

/** The waits before the second and the third try: a network that lost one reply often carries the next. */
export const RETRY_DELAYS_MS: readonly number[] = [300, 1000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `send()`'s answer, sending again after each of `delays` while it gets none; the last failure is thrown.
 * Only for a write with an Idempotency-Key: without one a retry may write twice.
 * @example const response = await sendUntilAnswered(() => fetch(url, init), RETRY_DELAYS_MS);
 */
export const sendUntilAnswered = async (
  send: () => Promise<Response>,
  delays: readonly number[],
): Promise<Response> => {
  for (const delay of delays) {
    try {
      return await send();
    } catch {
      await wait(delay);
    }
  }
  return send();
};
