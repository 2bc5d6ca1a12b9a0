// What a list's select filters offer and what they cannot name: options from the same master data as the form's
// selects, cascading as the form does (pure).
import {
  isEmptyFilter,
  labelIndex,
  listFiltersOf,
  type FieldConfig,
  type MasterData,
  type ResourceConfig,
} from '../../../resources/index.ts';
import { optionsUnder } from '../fields/selectOptions.ts';

export interface FilterChoice {
  id: number | string;
  name: string;
}

/**
 * A select filter's choices, named in `locale`: under its cascade parent's value when the list filters on that
 * parent too and it holds one (a state's districts), else every option; a value no option has (a district since
 * removed, from a saved link) is one more choice, named by `unknownName`, so the filter shows what it holds.
 * @example filterChoices(masterData, districtField, { state_id: 29 }, ['state_id', 'district_id'], 'en', name)
 */
export const filterChoices = (
  masterData: MasterData | undefined,
  field: FieldConfig,
  values: Record<string, unknown>,
  filtered: readonly string[],
  locale: string | undefined,
  unknownName: (value: unknown) => string,
): FilterChoice[] => {
  if (!field.source) return [];
  const parent = field.source.dependsOn?.field;
  const cascades = parent !== undefined && filtered.includes(parent) && !isEmptyFilter(values[parent]);
  const source = cascades ? field.source : { ...field.source, dependsOn: undefined };
  const choices = optionsUnder(masterData, source, cascades ? values[parent] : undefined, locale).map(
    (option) => ({ id: option.value, name: option.label }),
  );
  const value = values[field.name];
  const known = isEmptyFilter(value) || choices.some((choice) => String(choice.id) === String(value));
  return known ? choices : [...choices, { id: value as number | string, name: unknownName(value) }];
};

/**
 * The filters a person changing `name` empties: those cascading from it, and from them (state: district, block).
 * @example dependentFilters(listFiltersOf(site), 'state_id') // ['district_id', 'block_id']
 */
export const dependentFilters = (fields: readonly FieldConfig[], name: string): string[] => {
  const direct = fields.filter((field) => field.source?.dependsOn?.field === name).map((field) => field.name);
  return direct.flatMap((child) => [child, ...dependentFilters(fields, child)]);
};

/**
 * The select filters whose value no option of master data has: the list finds nothing by them, and says why.
 * @example unknownFilters(site, masterData, { district_id: 99999 }).map((field) => field.name) // ['district_id']
 */
export const unknownFilters = (
  config: Pick<ResourceConfig, 'fields' | 'filters'>,
  masterData: MasterData,
  filter: Record<string, unknown>,
): FieldConfig[] =>
  listFiltersOf(config).filter((field) => {
    const value = filter[field.name];
    if (!field.source || isEmptyFilter(value)) return false;
    return labelIndex(masterData, { ...field.source, dependsOn: undefined })(value) === undefined;
  });
