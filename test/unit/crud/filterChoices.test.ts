// What a list's select filters offer: the form's options, cascading where the list filters on the parent too, an
// unknown value shown as one; and which filters name what master data no longer has.
import { describe, expect, it } from 'vitest';
import {
  listFiltersOf,
  resources,
  type FieldConfig,
  type MasterData,
  type ResourceConfig,
} from '../../../resources/index.ts';
import { dependentFilters, filterChoices, unknownFilters } from '../../../src/crud/list/filterChoices.ts';

const masterData = {
  state: [
    { state_id: 1, state_name: 'Bihar' },
    { state_id: 2, state_name: 'Goa' },
  ],
  district: [
    { district_id: 11, district_name: 'Patna', state_id: 1 },
    { district_id: 21, district_name: 'North Goa', state_id: 2 },
    { district_id: 22, district_name: 'South Goa', state_id: 2 },
  ],
  block: [],
} as unknown as MasterData;

/** A resource of the registry whose filters cascade (a parent filter and its child), with both fields. */
const cascading = (): { config: ResourceConfig; parent: FieldConfig; child: FieldConfig } => {
  for (const config of resources) {
    const fields = listFiltersOf(config);
    const child = fields.find((field) => field.source?.dependsOn?.field === 'state_id');
    const parent = fields.find((field) => field.name === 'state_id');
    if (child && parent) return { config, parent, child };
  }
  throw new Error('No list filters cascade from a state');
};

const unknown = (value: unknown) => `Unknown (${String(value)})`;
const names = (choices: { name: string }[]) => choices.map((choice) => choice.name);

describe('filterChoices', () => {
  it('offers the children of the chosen parent, as the form does', () => {
    const { config, child } = cascading();
    const choices = filterChoices(masterData, child, { state_id: 2 }, config.filters ?? [], 'en', unknown);
    expect(names(choices)).toEqual(['North Goa', 'South Goa']);
  });

  it('offers every option while the parent filter holds nothing', () => {
    const { config, child } = cascading();
    const choices = filterChoices(masterData, child, {}, config.filters ?? [], 'en', unknown);
    expect(names(choices)).toEqual(['Patna', 'North Goa', 'South Goa']);
  });

  it('shows a value no option has as unknown, beside the options', () => {
    const { config, child } = cascading();
    const choices = filterChoices(
      masterData,
      child,
      { district_id: 99 },
      config.filters ?? [],
      'en',
      unknown,
    );
    expect(choices.at(-1)).toEqual({ id: 99, name: 'Unknown (99)' });
  });
});

describe('dependentFilters', () => {
  it('empties the filters cascading from one, and theirs', () => {
    const { config, parent, child } = cascading();
    const dependents = dependentFilters(listFiltersOf(config), parent.name);
    expect(dependents[0]).toBe(child.name);
    expect(dependentFilters(listFiltersOf(config), child.name)).toEqual(dependents.slice(1));
  });
});

describe('unknownFilters', () => {
  it('names the select filters whose value master data does not have', () => {
    const { config, parent, child } = cascading();
    const gone = unknownFilters(config, masterData, { [parent.name]: 2, [child.name]: 99 });
    expect(gone.map((field) => field.name)).toEqual([child.name]);
    expect(unknownFilters(config, masterData, { [parent.name]: 2, [child.name]: 21, q: 'x' })).toEqual([]);
  });
});
