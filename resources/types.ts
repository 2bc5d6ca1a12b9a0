// The shape of a resource config: what an entity is, how it is checked, listed, routed and worded.
import type { SvgIconComponent } from '@mui/icons-material';
import type { z } from 'zod';
import type * as schema from '../server/db/schema.ts';
import type { MasterDataSource } from './masterData.ts';
import { buildSchema } from './schema.ts';

export type FieldKind = 'text' | 'number' | 'date' | 'select' | 'email' | 'password' | 'file';
export type FormMode = 'create' | 'edit';
/** Form values or a request body, keyed by payload keys. */
export type Values = Record<string, unknown>;

/** One check on one field, with the spec's exact message. */
export interface Rule {
  message: string;
  /** True when acceptable. `values` are all the form's values, for rules that depend on another field. */
  test: (value: unknown, values: Values) => boolean;
  /** Required-type rules look at empty values; every other rule passes an empty value. */
  checksEmpty?: boolean;
  /** Only in this mode (the user's email and password are not checked on edit); both when absent. */
  on?: FormMode;
  /** The longest text this rule lets through (maxLength), so the kind's own limit steps aside. */
  maxLength?: number;
}

/** A check across fields, reported on `path` (a payload key). */
export interface Refinement {
  path: string;
  message: string;
  test: (values: Values) => boolean;
}

/** A long form's parts, in this order, each under its heading on a phone (resources/formSections.ts). */
export const FORM_SECTIONS = ['person', 'location', 'posting'] as const;
export type FormSection = (typeof FORM_SECTIONS)[number];

export interface FieldConfig {
  /** Read key and table column, e.g. start_date. */
  name: string;
  /** The part of a long form it belongs to, under that part's heading on a phone; the desktop keeps SPEC's order. */
  section?: FormSection;
  /** Key in add and edit bodies when it differs from the read key, e.g. startDate. */
  payloadKey?: string;
  label: string;
  kind: FieldKind;
  /** Options of a select, from master data. */
  source?: MasterDataSource;
  /** A select that holds several values (a role 2 user's districts). */
  multiple?: boolean;
  /** Choosing an option also sets these fields from the option's row: `{ day_name: 'value' }`. */
  alsoSets?: Record<string, string>;
  /**
   * Choosing an option fills these visible fields from the option's row where it holds a value (a site fills the
   * MHU and place); they stay editable, and an imported file keeps its own values.
   */
  fills?: Record<string, string>;
  /** The keyboard a phone shows: digits for a mobile number. A hint only; the rules still check. */
  inputMode?: 'numeric';
  rules?: Rule[];
  /** Shown with a '*' marker (the driver form marks its fields; the health worker form does not). */
  marked?: boolean;
  readOnly?: boolean;
  /** Held in the form and sent, never shown: set by another field's alsoSets (day_name, card_holder_id). */
  hidden?: boolean;
  /** Recomputed whenever another field (a payload key) changes: age from dob. */
  computedFrom?: { field: string; compute: (value: unknown) => unknown };
  /** Disabled in this mode (the user's email on edit). */
  disabledOn?: FormMode;
  /**
   * A person changing this field empties these fields (payload keys) in that mode, and what depends on them
   * through their sources' `dependsOn`: the user's role clears the place, differently on add and edit.
   */
  clears?: Partial<Record<FormMode, string[]>>;
  /** Shown only while this holds (the user's role-dependent fields; the password on add only). */
  shownWhen?: (values: Values, mode: FormMode) => boolean;
  /** Holds several values while this holds (a role 2 user's districts); one value otherwise. */
  multipleWhen?: (values: Values) => boolean;
  /** An edit form starts with this when the record has none; the server reads it as "unchanged". */
  editPlaceholder?: string;
  /** Value a new form starts with (card_holder_id 2). */
  defaultValue?: unknown;
  /** On add an empty value is sent as today's date (projects' and programs' dates). */
  todayWhenEmptyOnCreate?: boolean;
  /** The date picker's minimum: today, or another date field's value (else today). A UI rule only. */
  pickerMin?: 'today' | { field: string };
  /**
   * Unique among the programme's live records, compared without case and surrounding spaces (a project's code): a
   * partial unique index on both databases, and 'This code is already used.' on the field (resources/unique.ts).
   */
  unique?: boolean;
  /**
   * Personal data. Once the record has been deleted for the retention period, the server empties it, removes
   * its photo files (a `file` field) and strikes its values from the record's audit trail.
   */
  personal?: boolean;
}

/** How a list cell shows its value; search and sort read the same. */
export type Display =
  | { kind: 'serial' }
  | { kind: 'actions' }
  /** `option`: the text is an option's English name (a site's day_name), shown in the chosen language. */
  | { kind: 'text'; option?: MasterDataSource }
  | { kind: 'date' }
  /** A name resolved from master data; `fallbackValue` stands in for an empty value (state id 2). */
  | { kind: 'lookup'; source: MasterDataSource; fallbackValue?: number };

/**
 * How long a list column stays as the list's box narrows (a tablet, an open sidebar): 1 always, 3 first to go, then
 * 2 (src/crud/list/columnFit.ts says at which widths). S.No., the Action column and the column a phone's card is
 * titled by keep 1 (the registry check says so); a phone shows cards instead of the table.
 */
export type ColumnPriority = 1 | 2 | 3;

export interface ColumnConfig {
  source: string;
  label: string;
  sortable: boolean;
  width?: number;
  display: Display;
  priority: ColumnPriority;
}

/**
 * The list on a phone (below 600 px): each record a card titled by the `primary` column's text, with a line per
 * `secondary` column, each text exactly as the table shows it. Every source names one of the config's columns.
 */
export interface MobileCard {
  primary: string;
  secondary: [string] | [string, string];
}

export interface ResourceTexts {
  /** Heading of the list screen (also the sidebar entry unless menuLabel says otherwise). */
  listHeading: string;
  menuLabel: string;
  addButton: string;
  createHeading: string;
  editHeading: string;
  /** The server's subMessage after an add (its message is commonTexts.addedTitle). */
  added: string;
  /** Success dialog text after an update when the server sends no message. */
  updated: string;
  /** Success dialog text after a delete when the server sends no message. */
  deleted: string;
}

type Schema = typeof schema;
/** The SQL names of the schema's tables a resource can live in: those with an id and the tracked columns. */
export type ResourceTableName = {
  [K in keyof Schema]: Schema[K] extends {
    id: unknown;
    deleted_at: unknown;
    _: { name: infer N extends string };
  }
    ? N
    : never;
}[keyof Schema];

/** The schema's table of that SQL name. */
type TableNamed<N extends ResourceTableName> = {
  [K in keyof Schema]: Schema[K] extends { _: { name: N } } ? Schema[K] : never;
}[keyof Schema];

/** The columns a table keeps for itself (who and when, erasure, a user's password state): none goes out. */
type Bookkeeping =
  | 'created_by'
  | 'updated_by'
  | 'created_at'
  | 'updated_at'
  | 'deleted_at'
  | 'erased_at'
  | 'password_hash'
  | 'must_change_password';

/**
 * A record of a resource as the API sends it, inferred from its config's table: its id and its columns.
 * @example type Site = RecordOf<typeof site>; // { id: number; site_name: string; state_id: number | null; ... }
 */
export type RecordOf<C extends { table: ResourceTableName }> = Omit<
  TableNamed<C['table']>['$inferSelect'],
  Bookkeeping
>;

/** The resource's figures on the dashboard: a count card, and a series of the charts its flags name. */
export interface DashboardFigure {
  label: string;
  /** Counted per state and district too (the table has state_id and district_id). */
  byState?: boolean;
  /** Counted per weekday too (the table has `days`, an mst_common id of flag 7). */
  byWeekday?: boolean;
  /** Counted per mobile health unit too (the table has an `mhu` text). */
  byMhu?: boolean;
}

/**
 * A resource's Hindi, keyed as the English messages its config gives (src/i18n/resourceMessages.ts): its `hi.ts`,
 * beside its config. A text it lacks shows in English; the unit suite fails until every text has one.
 */
export interface ResourceHindi {
  name: string;
  /** What the empty list's sentence calls its records, 'अभी कोई %{things} नहीं है।': the singular ('साइट'). */
  things: string;
  fields: Record<string, string>;
  columns: Record<string, string>;
  texts: Partial<Record<keyof ResourceTexts, string>>;
  messages: Record<string, string[]>;
  refinements: string[];
  dashboard?: string;
}

/**
 * An action on one record that its edit screen offers beside History, drawn by the client's component of that
 * name (src/crud/editActions.tsx) and shown only to those who may edit the record.
 */
export type EditActionName = 'resetPassword';

export interface ResourceDefinition<T extends ResourceTableName = ResourceTableName> {
  /** The react-admin resource name; the dataProvider is called with it. */
  name: string;
  /** Its table in server/db/schema.ts, by SQL name: its records' type follows (RecordOf). */
  table: T;
  idKey: string;
  /** The sidebar's icon, loaded with the signed-in screens only: `() => import('@mui/icons-material/Work')`. */
  icon: () => Promise<{ default: SvgIconComponent }>;
  /** Its Hindi, loaded when Hindi is chosen: `() => import('./hi.ts')` (a missing file fails the type check). */
  hindi: () => Promise<{ hi: ResourceHindi }>;
  /** Counted on the dashboard. */
  dashboard?: DashboardFigure;
  /** Offered to other resources' selects as this master-data collection (valueKey reads the id). */
  masterData?: MasterDataSource;
  /** What one and several of its records are called where others count them ("Used by 2 drivers."); else its name. */
  noun?: { one: string; other: string };
  /** Add and edit bodies go as multipart (drivers and health workers, who carry an image). */
  multipart?: boolean;
  /** API paths under the API base: list, get/{id}, add, edit/{id}, delete/{id} (GET). */
  endpoints: { list: string; get: string; add: string; edit: string; delete: string };
  routes: { list: string; create: string; edit: string };
  menuGroup?: 'master';
  texts: ResourceTexts;
  fields: FieldConfig[];
  refinements?: Refinement[];
  columns: ColumnConfig[];
  /** The list's cards on a phone, from the columns above. */
  mobile: MobileCard;
  /**
   * A `file` field whose photo the list shows as a thumbnail beside each record's title (the card's `primary`
   * column), in the table and on the cards: drivers' and health workers' image.
   */
  listPhoto?: string;
  /** Sources of the columns searched; lookups are searched by name, dates as shown and as stored. */
  search: string[];
  /**
   * The fields (read keys) the list offers as filters beside its search, in this order, each matched exactly: a
   * select by its option (cascading as the form's), a text or a date by its whole value (resources/listFilters.ts).
   */
  filters?: readonly string[];
  /** Actions on the record its edit screen offers beside History: the users' password reset. */
  editActions?: readonly EditActionName[];
  /** CSV export and import of the list (both on unless false): users are not imported (passwords). */
  csv?: {
    export?: boolean;
    import?: boolean;
    /**
     * The field (read key) that names one record in an imported file, e.g. project_code: a row whose value a
     * live record already has updates it (when asked) instead of adding another. None: every row is an add.
     */
    key?: string;
  };
}

export type ResourceSchema = z.ZodType<Values, Values>;

type Optional =
  | 'menuGroup'
  | 'refinements'
  | 'dashboard'
  | 'masterData'
  | 'noun'
  | 'csv'
  | 'editActions'
  | 'filters'
  | 'listPhoto';
export interface ResourceConfig<T extends ResourceTableName = ResourceTableName>
  extends Required<Omit<ResourceDefinition<T>, Optional>>, Pick<ResourceDefinition<T>, Optional> {
  refinements: Refinement[];
  /** Add-form and add-body checks (zodResolver on the client, body validation on the server). */
  schema: ResourceSchema;
  /** Edit-form and edit-body checks. */
  editSchema: ResourceSchema;
}

/**
 * A config with its two schemas built from its fields and refinements.
 * @example export const project = defineResource({ name: 'project', table: 'projects', ... });
 */
export const defineResource = <T extends ResourceTableName>(
  definition: ResourceDefinition<T>,
): ResourceConfig<T> => {
  const refinements = definition.refinements ?? [];
  return {
    ...definition,
    multipart: definition.multipart ?? false,
    refinements,
    schema: buildSchema(definition.fields, refinements, 'create'),
    editSchema: buildSchema(definition.fields, refinements, 'edit'),
  };
};
