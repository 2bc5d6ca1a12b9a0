// Translation keys that mirror a texts object, so screens name a text by its English source's shape.

/** A texts object's shape with every text (or text-making function) as a string: keys, or a translation. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string | ((...args: never[]) => string) ? string : Translation<T[K]>;
};

/**
 * @example keysOf('crud', { saving: 'Please wait...' }) // { saving: 'crud.saving' }
 */
export const keysOf = <T extends object>(prefix: string, texts: T): Translation<T> =>
  Object.fromEntries(
    Object.entries(texts).map(([name, text]) => [
      name,
      typeof text === 'object' && text !== null
        ? keysOf(`${prefix}.${name}`, text as object)
        : `${prefix}.${name}`,
    ]),
  ) as Translation<T>;

/** The text at a dotted key of nested messages, or undefined. @example textAt({ a: { b: 'x' } }, 'a.b') // 'x' */
export const textAt = (messages: object, key: string): string | undefined => {
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      messages,
    );
  return typeof found === 'string' ? found : undefined;
};
