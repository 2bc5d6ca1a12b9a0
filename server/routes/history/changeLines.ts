// An audit row's changes as the lines a person reads: form labels, values as the lists show them, no secrets.
import {
  EMPTY_TEXT,
  formatDate,
  historyTexts,
  labelIndex,
  type ChangeLine,
  type FieldConfig,
  type MasterData,
  type ResourceConfig,
} from '../../../resources/index.ts';
import { ERASED } from '../../retention/auditRedaction.ts';

type Changes = Record<string, unknown>;
const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

/** How a field's stored value is shown: lookups by name, dates dd/mm/yyyy, '--' for empty, '[erased]' as is. */
function valueShower(field: FieldConfig | undefined, masterData: MasterData): (value: unknown) => string {
  const name = field?.source ? labelIndex(masterData, field.source) : undefined;
  return (value) => {
    if (value === ERASED) return ERASED;
    if (isBlank(value)) return EMPTY_TEXT;
    if (name) return (Array.isArray(value) ? value : [value]).map((v) => name(v) ?? EMPTY_TEXT).join(', ');
    return field?.kind === 'date' ? formatDate(value) : String(value);
  };
}

/** A password or photo change: its label alone, never the values. */
function secretLine(field: FieldConfig | undefined, action: string, from: unknown, to: unknown) {
  const adding = action === 'add';
  if (field?.kind === 'password') {
    if (action === 'reset_password') return { label: historyTexts.passwordReset };
    return { label: adding ? historyTexts.passwordSet : historyTexts.passwordChanged };
  }
  if (field?.kind !== 'file') return undefined;
  if (adding || isBlank(from)) return { label: historyTexts.photoAdded };
  return { label: isBlank(to) ? historyTexts.photoRemoved : historyTexts.photoReplaced };
}

/**
 * Builds the reader of one resource's audit changes once (lookups index master data), to call per row.
 * An add lists every filled field ('--' before it); an edit each changed field; hidden fields are left out.
 * A password or a photo is a line with its label alone.
 * @example changeLinesOf(site, masterData)('edit', { state_id: { from: 2, to: 5 } }) // [{ label: 'State', from: 'Himachal Pradesh', to: ... }]
 */
export function changeLinesOf(resource: ResourceConfig, masterData: MasterData) {
  const fields = new Map(resource.fields.map((field) => [field.name, field]));
  const showers = new Map(resource.fields.map((field) => [field.name, valueShower(field, masterData)]));
  const known = resource.fields.filter((field) => !field.hidden).map((field) => field.name);
  return (action: string, changes: Changes): ChangeLine[] => {
    const keys = [...known, ...Object.keys(changes).filter((key) => !fields.has(key))];
    return keys.flatMap((key): ChangeLine[] => {
      if (!(key in changes)) return [];
      // An edit keeps { from, to } per field; an add (and a password change on Setting) the value alone.
      const flat = action !== 'edit';
      const { from, to } = flat ? { from: undefined, to: changes[key] } : ((changes[key] ?? {}) as Changes);
      if (flat && isBlank(to)) return [];
      const secret = secretLine(fields.get(key), action, from, to);
      if (secret) return [secret];
      const show = showers.get(key) ?? valueShower(undefined, masterData);
      return [{ label: fields.get(key)?.label ?? key, from: flat ? EMPTY_TEXT : show(from), to: show(to) }];
    });
  };
}
