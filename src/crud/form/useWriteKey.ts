// The Idempotency-Key of a form's save: kept while the same values are saved again after a failure (the first try
// may have been written, its answer lost: the server then answers it without writing twice), new for new values.
import { useRef } from 'react';
import { newIdempotencyKey } from '../../../dataProvider/index.ts';
import type { Values } from '../../../resources/index.ts';

export interface WriteKeys {
  /** The key for saving `values`: the last unsucceeded save's when its values were the same, else a new one. */
  keyFor(values: Values): string;
  /** The save went through: the next one, even of the same values, is a new write with a new key. */
  succeeded(): void;
}

/** A number per chosen file: a new file is a new body, though JSON draws every file as {}. */
const fileNumbers = new WeakMap<Blob, number>();
let filesSeen = 0;
const fileNumberOf = (file: Blob) => {
  if (!fileNumbers.has(file)) fileNumbers.set(file, ++filesSeen);
  return fileNumbers.get(file);
};

const bodyOf = (values: Values) =>
  JSON.stringify(values, (_key, value: unknown) =>
    value instanceof Blob ? { file: fileNumberOf(value) } : value,
  );

/**
 * @example
 * const keys = createWriteKeys();
 * keys.keyFor({ name: 'A' }) === keys.keyFor({ name: 'A' }) // true until keys.succeeded()
 */
export const createWriteKeys = (newKey = newIdempotencyKey): WriteKeys => {
  let last: { body: string; key: string } | undefined;
  return {
    keyFor(values) {
      const body = bodyOf(values);
      if (last?.body !== body) last = { body, key: newKey() };
      return last.key;
    },
    succeeded() {
      last = undefined;
    },
  };
};

/** The write keys of one screen's saves, kept across its renders. */
export const useWriteKey = (): WriteKeys => {
  const keys = useRef<WriteKeys>(undefined);
  keys.current ??= createWriteKeys();
  return keys.current;
};
