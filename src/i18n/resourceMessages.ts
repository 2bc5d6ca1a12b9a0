// The English messages of the resources, derived from their configs (the one source of their English):
// resources.<name>.name (react-admin's) / things (the empty list's word) / fields / columns / texts / messages (rule
// messages by index) / refinements / dashboard.
import { kindRules, type FieldConfig, type ResourceConfig } from '../../resources/index.ts';

type Texts = Record<string, string>;

const byName = <T>(items: readonly T[], name: (item: T) => string, text: (item: T) => string): Texts =>
  Object.fromEntries(items.map((item) => [name(item), text(item)]));

const ruleMessages = (fields: readonly FieldConfig[]) =>
  Object.fromEntries(
    fields
      .filter(({ rules }) => rules?.length)
      .map(({ name, rules = [] }) => [name, rules.map(({ message }) => message)]),
  );

/** @example resourceMessages([site]).site.fields.site_name // 'Site name' */
export const resourceMessages = (registry: readonly ResourceConfig[]) =>
  Object.fromEntries(
    registry.map((config) => [
      config.name,
      {
        name: config.dashboard?.label ?? config.texts.listHeading,
        /** What its empty list calls its records: 'No %{things} yet.' */
        things: config.noun?.other ?? config.name,
        fields: byName(
          config.fields,
          (field) => field.name,
          (field) => field.label,
        ),
        columns: byName(
          config.columns,
          (column) => column.source,
          (column) => column.label,
        ),
        texts: { ...config.texts },
        messages: ruleMessages(config.fields),
        refinements: config.refinements.map(({ message }) => message),
        ...(config.dashboard && { dashboard: config.dashboard.label }),
      },
    ]),
  );

/** The kinds whose own rules a field gets (email and password fields get the text kind's). */
export const RULE_KINDS = ['text', 'select', 'number', 'date'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export const ruleKindOf = (field: FieldConfig): RuleKind | undefined =>
  field.kind === 'email' || field.kind === 'password'
    ? 'text'
    : RULE_KINDS.find((kind) => kind === field.kind);

/** The kinds' rule messages as templates of the field's label: validation.kinds.text.0 '%{label} must be text'. */
export const kindMessages = (): Record<RuleKind, string[]> =>
  Object.fromEntries(
    RULE_KINDS.map((kind) => [
      kind,
      kindRules({ name: 'field', label: '%{label}', kind }).map(({ message }) => message),
    ]),
  ) as Record<RuleKind, string[]>;
