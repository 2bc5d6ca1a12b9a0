// The REST facade (docs/decisions/029-rest-facade.md): every resource also answers at `rest/{name}` with the
// conventions of ra-data-simple-rest and ra-data-json-server. Client and server read its paths and names here.
import type { FieldConfig, ResourceConfig } from './types.ts';

/** The facade's folder under the API base: `GET /api/rest/project`, `PUT /api/rest/project/3`... */
export const REST_BASE = 'rest';

/** ra-data-simple-rest's list parameters: `range=[0,9]`, `sort=["id","ASC"]`, `filter={"q":"goa"}`. */
export const SIMPLE_REST_PARAMS = ['range', 'sort', 'filter'] as const;

/** The answer header ra-data-simple-rest reads the total from: `project 0-9/905`. */
export const CONTENT_RANGE_HEADER = 'Content-Range';

/**
 * A resource's facade path under the API base.
 * @example restPathOf(project) // 'rest/project'
 */
export const restPathOf = (resource: Pick<ResourceConfig, 'name'>): string => `${REST_BASE}/${resource.name}`;

/** The kinds a list may be filtered on: a password is never stored as such, a photo is a file. */
const filterable = (field: FieldConfig) => field.kind !== 'password' && field.kind !== 'file';

/**
 * The fields (read keys) a list may be filtered on by value, the id first.
 * @example filterFieldsOf(project) // ['id', 'project_name', 'project_code', 'state_id', 'start_date', 'end_date']
 */
export const filterFieldsOf = (resource: Pick<ResourceConfig, 'fields'>): string[] => [
  'id',
  ...resource.fields.filter(filterable).map((field) => field.name),
];
