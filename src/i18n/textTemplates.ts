// A text-making function of a texts file as a message template: each argument a %{placeholder}, so the one
// English source serves the server (which calls it) and polyglot (which fills the template).

export const slot = (name: string): string => `%{${name}}`;

/** @example template(importTexts.notInList, 'label', 'text') // '%{label} "%{text}" is not in the list' */
export const template = (make: (...args: never[]) => string, ...names: string[]): string =>
  (make as (...args: unknown[]) => string)(...names.map(slot));
