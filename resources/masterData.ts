// The master data the API answers in one response, and the lookups and option lists built from it.

export interface MasterData {
  state: { state_id: number; state_name: string }[];
  district: { district_id: number; district_name: string; state_id: number }[];
  block: { block_id: number; block_name: string; district_id: number }[];
  /** Role names come from the server (SPEC 6), in English and in Hindi (null: the English is shown). */
  mst_roles: { role_id: number; role_name: string; role_name_hi?: string | null }[];
  /** Shared option lists told apart by flag: 2 gender, 7 days, 8 ID cards, 9 relationships; named as roles are. */
  mst_common: { common_id: number; value: string; value_hi?: string | null; flag: number }[];
  /** The registry's master-data resources (a config's `masterData`): mst_program, mst_project, mst_sites... */
  [resourceCollection: `mst_${string}`]: Record<string, unknown>[];
  mst_program: { program_id: number; program_name: string }[];
  mst_project: { project_id: number; project_name: string }[];
  /** A site with its MHU and place, so choosing it can fill a driver's or health worker's. */
  mst_sites: {
    id: number;
    site_name: string;
    mhu: string;
    state_id: number;
    district_id: number;
    block_id: number;
  }[];
}

export type MasterDataCollection = keyof MasterData;

/** Where a select's options and a column's names come from. */
export interface MasterDataSource {
  collection: MasterDataCollection;
  valueKey: string;
  /** The name as stored, in English: what a CSV file and the server's messages say. */
  labelKey: string;
  /** The name's column in another language, by locale (`{ hi: 'value_hi' }`); where it is empty, labelKey's. */
  localLabelKeys?: Record<string, string>;
  /** Only rows matching every entry, e.g. `{ flag: 7 }` for the days of mst_common. */
  filter?: Record<string, string | number>;
  /** Cascade: only rows whose `key` equals the form's value of `field` (district by its state). */
  dependsOn?: { field: string; key: string };
  /** On an edit form the select is disabled while it has no options (SPEC 4: the block, until blocks load). */
  waitsOnEdit?: boolean;
  /** More of the record's columns each row carries, for a field's `fills` (a site's MHU and place). */
  carries?: string[];
}

export interface Option {
  value: number | string;
  label: string;
  /** The master-data row, so a select can copy more of it into the form (day_name, card_holder_id). */
  row: Record<string, unknown>;
}

type Rows = Record<string, unknown>[];

/**
 * A row's name in `locale` (none: English): its column for that language when filled, else the English.
 * @example rowLabel(commonSource(7), { value: 'Monday', value_hi: 'सोमवार' }, 'hi') // 'सोमवार'
 */
export const rowLabel = (source: MasterDataSource, row: Record<string, unknown>, locale?: string): string => {
  const localKey = locale ? source.localLabelKeys?.[locale] : undefined;
  const local = localKey ? row[localKey] : undefined;
  return typeof local === 'string' && local.trim() !== '' ? local : String(row[source.labelKey]);
};

const rowsOf = (masterData: MasterData | undefined, source: MasterDataSource): Rows => {
  const rows = (masterData?.[source.collection] ?? []) as unknown as Rows;
  const { filter } = source;
  if (!filter) return rows;
  return rows.filter((row) =>
    Object.entries(filter).every(([key, wanted]) => String(row[key]) === String(wanted)),
  );
};

/**
 * The options of a select, narrowed by its cascade parent when it has one, named in `locale` (none: English).
 * @example optionsFor(masterData, districtSource, { state_id: 9 })
 */
export const optionsFor = (
  masterData: MasterData | undefined,
  source: MasterDataSource,
  values: Record<string, unknown> = {},
  locale?: string,
): Option[] => {
  const { dependsOn } = source;
  const parent = dependsOn ? values[dependsOn.field] : undefined;
  return rowsOf(masterData, source)
    .filter((row) => !dependsOn || (parent != null && String(row[dependsOn.key]) === String(parent)))
    .map((row) => ({
      value: row[source.valueKey] as number | string,
      label: rowLabel(source, row, locale),
      row,
    }));
};

/**
 * A label finder for one source, names in `locale` (none: English): build it once per list query, then call it
 * per row. Unknown values give undefined (shown as '--'). `by` finds a row by another key than its value (the
 * English name a record stores, such as a site's day_name).
 */
export const labelIndex = (
  masterData: MasterData | undefined,
  source: MasterDataSource,
  locale?: string,
  by: string = source.valueKey,
): ((value: unknown) => string | undefined) => {
  const labels = new Map<string, string>();
  for (const row of rowsOf(masterData, source)) {
    const key = String(row[by]);
    if (!labels.has(key)) labels.set(key, rowLabel(source, row, locale));
  }
  return (value) => (value == null ? undefined : labels.get(String(value)));
};

/**
 * One value's name in `locale` (none: English), within its cascade parent's options when `values` gives it (a
 * block of its district).
 * @example labelOf(masterData, blockSource, 3001, { district_id: 201 })
 */
export const labelOf = (
  masterData: MasterData | undefined,
  source: MasterDataSource,
  value: unknown,
  values?: Record<string, unknown>,
  locale?: string,
): string | undefined =>
  values
    ? optionsFor(masterData, source, values, locale).find((option) => String(option.value) === String(value))
        ?.label
    : labelIndex(masterData, source, locale)(value);
