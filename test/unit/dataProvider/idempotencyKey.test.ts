// Keys for writes: random version 4 UUIDs, made also where the browser offers no crypto.randomUUID (plain HTTP).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '../../../dataProvider/idempotencyKey.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('a new Idempotency-Key', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a random UUID, another each time', () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect([UUID_V4.test(a), UUID_V4.test(b), a === b]).toEqual([true, true, false]);
  });

  it('is a random UUID on a page served over plain HTTP, which has no crypto.randomUUID', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });
});
