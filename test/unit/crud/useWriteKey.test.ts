// A form's save keys: the same while the same values are saved again after a failure, new for new values or
// after a save went through.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createWriteKeys, useWriteKey } from '../../../src/crud/form/useWriteKey.ts';

/** Write keys numbered in the order they are made: key-1, key-2... */
const numberedKeys = () => {
  let made = 0;
  return createWriteKeys(() => `key-${++made}`);
};

const values = { project_name: 'Alpha', project_code: 'A-1', state_id: 1 };

describe('the key of a save', () => {
  it('is the same when the same values are saved again after a failure', () => {
    const keys = numberedKeys();
    expect([keys.keyFor(values), keys.keyFor({ ...values })]).toEqual(['key-1', 'key-1']);
  });

  it('is new when the values changed since the failed save', () => {
    const keys = numberedKeys();
    expect([keys.keyFor(values), keys.keyFor({ ...values, project_code: 'A-2' })]).toEqual([
      'key-1',
      'key-2',
    ]);
  });

  it('is new after a save went through, though the values are the same', () => {
    const keys = numberedKeys();
    const first = keys.keyFor(values);
    keys.succeeded();
    expect([first, keys.keyFor(values)]).toEqual(['key-1', 'key-2']);
  });

  it('is new when another file is chosen, though JSON draws every file alike', () => {
    const keys = numberedKeys();
    const photo = (name: string) => new File(['x'], name, { type: 'image/png' });
    const first = keys.keyFor({ ...values, image: photo('a.png') });
    expect([first, keys.keyFor({ ...values, image: photo('a.png') })]).toEqual(['key-1', 'key-2']);
  });

  it('is a random UUID kept across the renders of one screen', () => {
    const { result, rerender } = renderHook(() => useWriteKey());
    const first = result.current.keyFor(values);
    rerender();
    expect(result.current.keyFor(values)).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
