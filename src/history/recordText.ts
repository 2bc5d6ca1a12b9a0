// How the activity and the bin name a record and its resource: "#id name", under the resource's list heading.
import { resources } from '../../resources/index.ts';

/** @example recordText({ record_id: 4, record_name: 'Kullu camp' }) // '#4 Kullu camp' */
export const recordText = (row: { record_id: number; record_name: string | null }): string =>
  row.record_name ? `#${row.record_id} ${row.record_name}` : `#${row.record_id}`;

/** The resource's list heading (Manage Projects), or its name when the registry no longer has it. */
export const resourceText = (name: string): string =>
  resources.find((resource) => resource.name === name)?.texts.listHeading ?? name;
