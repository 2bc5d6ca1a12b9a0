// The Idempotency-Key a write carries (the IETF draft "The Idempotency-Key HTTP Header Field"): the server answers
// a repeat of a key it has written with the first answer and writes nothing, so a write may be sent again safely.

/** A version 4 UUID's shape, from the random bytes given. */
const uuidOf = (bytes: Uint8Array): string => {
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * A new random key. Browsers give crypto.randomUUID only to secure pages (HTTPS or localhost), and the app may be
 * served over plain HTTP on a local network: there the key is made from crypto.getRandomValues, which all pages have.
 * @example http.request('add_project', { method: 'POST', body, idempotencyKey: newIdempotencyKey() });
 */
export const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : uuidOf(crypto.getRandomValues(new Uint8Array(16)));
