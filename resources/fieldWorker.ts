// What drivers and health workers share (SPEC 3, 5): one form of fields, one list, one photo rule.
import { actionsColumn, locationColumns, serialColumn } from './columns.ts';
import { ageFieldValue } from './age.ts';
import { notInFuture, pattern, required, requiredDate, requiredId } from './rules.ts';
import {
  blockSource,
  COMMON_FLAGS,
  commonSource,
  districtSource,
  siteSource,
  stateSource,
} from './sources.ts';
import type { ColumnConfig, FieldConfig, FormSection, MobileCard } from './types.ts';

/** The contract's default card holder (SPEC 9). */
export const DEFAULT_CARD_HOLDER_ID = 2;

/** An uploaded photo: a real JPEG, PNG or WebP picture (checked by content on the server), at most 2 MB. */
export const photoLimits = {
  maxBytes: 2 * 1024 * 1024,
  /** For the file input's accept attribute. */
  accept: 'image/jpeg,image/png,image/webp',
  /** GET {endpoint}/{stored name} answers the picture to a signed-in user (bearer token). */
  endpoint: 'photo',
  /**
   * GET {endpoint}/{stored name}?size={thumbnail.size}: the picture as a small square WebP for lists and cards,
   * `pixels` wide (twice the 40 px it is drawn at, for sharp screens).
   */
  thumbnail: { size: 'thumb', pixels: 80 },
} as const;

const wholeNumber = (message: string) => pattern(/^\s*\d+\s*$/, message);
const text = (name: string, label: string, extra: Partial<FieldConfig> = {}): FieldConfig => ({
  name,
  label,
  kind: 'text',
  rules: [required(`${label} is required`)],
  ...extra,
});
const select = (name: string, label: string, extra: Partial<FieldConfig>): FieldConfig => ({
  name,
  label,
  kind: 'select',
  rules: [requiredId(`${label} is required`)],
  ...extra,
});

/**
 * The fields in form order; `name` is driver_name or health_worker_name. `marked` puts the driver form's '*'
 * on the fields SPEC 2 lists (the health worker form has none). Messages read 'X is required', X the label.
 */
export const fieldWorkerFields = (name: string, nameLabel: string, marked: boolean): FieldConfig[] => {
  const fields: FieldConfig[] = [
    text(name, nameLabel, { personal: true }),
    text('mhu', 'MHU'),
    {
      ...text('mobile_no', 'Mobile number', { personal: true, inputMode: 'numeric' }),
      rules: [required('Mobile number is required'), wholeNumber('Mobile number must be a number')],
    },
    text('spouse_parent_name', 'Spouse/Parent name', { personal: true }),
    {
      name: 'dob',
      label: 'Date of birth',
      kind: 'date',
      personal: true,
      rules: [
        requiredDate('Date of birth is required'),
        notInFuture('Date of birth cannot be in the future'),
      ],
    },
    {
      name: 'age',
      label: 'Age',
      kind: 'number',
      personal: true,
      readOnly: true,
      computedFrom: { field: 'dob', compute: ageFieldValue },
    },
    text('city_village', 'City/Village', { personal: true }),
    select('site', 'Site', {
      source: siteSource,
      fills: { mhu: 'mhu', state_id: 'state_id', district_id: 'district_id', block_id: 'block_id' },
    }),
    select('gender', 'Gender', { source: commonSource(COMMON_FLAGS.gender) }),
    select('relationship', 'Relationship', { source: commonSource(COMMON_FLAGS.relation) }),
    select('id_card', 'ID card', {
      source: commonSource(COMMON_FLAGS.idCard),
      alsoSets: { card_holder_id: 'common_id' },
    }),
    select('card_holder_id', 'Card holder', {
      source: commonSource(COMMON_FLAGS.idCard),
      hidden: true,
      defaultValue: DEFAULT_CARD_HOLDER_ID,
    }),
    select('state_id', 'State', { source: stateSource }),
    select('district_id', 'District', { source: districtSource }),
    select('block_id', 'Block', { source: blockSource }),
    { name: 'image', label: 'Image', kind: 'file', personal: true },
  ];
  return fields.map((field) => ({
    ...field,
    section: sectionOf[field.name] ?? 'person',
    ...(marked && !field.hidden && !['age', 'image'].includes(field.name) && { marked }),
  }));
};

/** On a phone, where the person works (their site fills the MHU and the place) and where; the rest is the person. */
const sectionOf: Record<string, FormSection> = {
  site: 'posting',
  mhu: 'posting',
  state_id: 'location',
  district_id: 'location',
  block_id: 'location',
};

/**
 * List columns: S.No., Name, MHU, Mobile number, Site, State, District, Block, Action. Search covers the
 * visible text SPEC 2 names: name, MHU, state, district, site and block (by their names).
 */
export const fieldWorkerColumns = (name: string): ColumnConfig[] => [
  serialColumn,
  { source: name, label: 'Name', sortable: true, display: { kind: 'text' }, priority: 1 },
  { source: 'mhu', label: 'MHU', sortable: true, display: { kind: 'text' }, priority: 1 },
  { source: 'mobile_no', label: 'Mobile number', sortable: true, display: { kind: 'text' }, priority: 2 },
  {
    source: 'site',
    label: 'Site',
    sortable: true,
    display: { kind: 'lookup', source: siteSource },
    priority: 2,
  },
  ...locationColumns,
  actionsColumn,
];

/** A phone's card: the name, then the MHU and the mobile number. */
export const fieldWorkerCard = (name: string): MobileCard => ({
  primary: name,
  secondary: ['mhu', 'mobile_no'],
});

/** The list's filters: the place, the site and the MHU. */
export const fieldWorkerFilters = ['state_id', 'district_id', 'block_id', 'site', 'mhu'] as const;

export const fieldWorkerSearch = (name: string): string[] => [
  name,
  'mhu',
  'state_id',
  'district_id',
  'site',
  'block_id',
];
