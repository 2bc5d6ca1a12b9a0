// Messages that arrive as English text (a rule's message from the form's schema, a server's answer) mapped to
// their keys, so another language shows its own text; a message not found here is shown as sent.
import type { ResourceConfig } from '../../resources/index.ts';
import { kindRules } from '../../resources/index.ts';
import { ruleKindOf } from './resourceMessages.ts';

export interface KnownMessage {
  key: string;
  /** The key of the field label the message names (a kind rule's '%{label}'). */
  labelKey?: string;
}

/** Every text of nested messages with its dotted key. */
export const leaves = (messages: object, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([name, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${name}`, value]]
      : value && typeof value === 'object'
        ? leaves(value as object, `${prefix}${name}.`)
        : [],
  );

/**
 * The first key found for each English text: the configs' rule messages, the kinds' rules with their field's
 * label, then every other English text without placeholders.
 * @example knownMessages([site], english).get('Site name is required') // { key: 'resources.site.messages.site_name.0' }
 */
export const knownMessages = (registry: readonly ResourceConfig[], english: object) => {
  const known = new Map<string, KnownMessage>();
  const add = (message: string, entry: KnownMessage) => {
    if (!known.has(message)) known.set(message, entry);
  };
  for (const { name, fields, refinements } of registry) {
    for (const field of fields) {
      field.rules?.forEach(({ message }, index) =>
        add(message, { key: `resources.${name}.messages.${field.name}.${index}` }),
      );
      const kind = ruleKindOf(field);
      kindRules(field).forEach(({ message }, index) =>
        add(message, {
          key: `validation.kinds.${kind}.${index}`,
          labelKey: `resources.${name}.fields.${field.name}`,
        }),
      );
    }
    refinements.forEach(({ message }, index) =>
      add(message, { key: `resources.${name}.refinements.${index}` }),
    );
  }
  for (const [key, text] of leaves(english)) if (!text.includes('%{')) add(text, { key });
  return known;
};
