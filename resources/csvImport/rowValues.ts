// One imported row's cells as an add body (payload keys), checked with the resource's own rules.
import { todayIso } from '../dates.ts';
import { initialValues, payloadKeyOf } from '../payload.ts';
import type { MasterData } from '../masterData.ts';
import type { ResourceConfig, Values } from '../types.ts';
import { validatePayload } from '../validate.ts';
import { cellText, dateOfCell } from './cellValue.ts';
import { choiceOfCell } from './choiceOfCell.ts';
import type { HeaderMatch } from './headerMatch.ts';
import { importTexts } from './importTexts.ts';

/** A row keyed by the file's headers, as read. */
export type Cells = Record<string, unknown>;

export interface RowValues {
  /** The body, normalized by the schema (ids as numbers, dates yyyy-mm-dd); complete only without errors. */
  values: Values;
  /** At most one message per field, in form order. */
  errors: string[];
  /** Payload keys an empty cell left to today (projects' dates, as on the add form): an update keeps its own. */
  defaulted: string[];
}

/**
 * Names and codes become ids (a select's `alsoSets` follow its option), dates yyyy-mm-dd, then the config's
 * schema checks the body as the add endpoint does. The location chain is the server's check (references).
 * @example rowValues(site, matchHeader(site, header), { 'Site name': 'Anni Camp', State: 'Himachal Pradesh', ... }, masterData)
 */
export const rowValues = (
  resource: ResourceConfig,
  match: HeaderMatch,
  cells: Cells,
  masterData: MasterData,
  today: string = todayIso(),
): RowValues => {
  const body: Values = initialValues(resource);
  const errors = new Map<string, string>();
  for (const [{ field }, header] of match.headers) {
    const key = payloadKeyOf(field);
    const text = cellText(cells[header]);
    if (text === '') continue;
    if (field.kind === 'date') {
      const date = dateOfCell(text);
      if (!date) errors.set(key, importTexts.notADate(field.label, text));
      body[key] = date ?? text;
    } else if (field.kind === 'select' && field.source) {
      const option = choiceOfCell(masterData, field.source, text, body);
      if (!option) errors.set(key, importTexts.notInList(field.label, text));
      body[key] = option?.value;
      for (const [target, from] of Object.entries(field.alsoSets ?? {})) {
        body[target] = option?.row[from];
        // What the choice sets is no error of its own (the site's hidden day_name).
        if (!option) errors.set(target, '');
      }
    } else body[key] = text;
  }
  const defaulted = resource.fields
    .filter((field) => field.todayWhenEmptyOnCreate && body[payloadKeyOf(field)] === undefined)
    .map(payloadKeyOf);
  for (const key of defaulted) body[key] = today;
  const checked = validatePayload(resource, body);
  for (const [key, message] of Object.entries(checked.ok ? {} : checked.errors)) {
    if (!errors.has(key)) errors.set(key, message);
  }
  return { values: checked.ok ? checked.data : body, errors: orderedErrors(resource, errors), defaulted };
};

/** The messages in form order, so a row reads as its form would. */
const orderedErrors = (resource: ResourceConfig, errors: Map<string, string>): string[] => {
  const order = resource.fields.map(payloadKeyOf);
  return [...errors]
    .filter(([, message]) => message !== '')
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([, message]) => message);
};
