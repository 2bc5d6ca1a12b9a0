// Sites, drivers and health workers on the generic screens: their master data (days, ID cards, sites and
// places), record factories, and a render over the in-memory API that also answers the photo calls.
import type { HttpClient } from '../../../dataProvider/httpClient.ts';
import type { MasterData, Values } from '../../../resources/index.ts';
import { renderCrud } from './crudHarness.tsx';

const common = (flag: number, firstId: number, values: string[]) =>
  values.map((value, index) => ({ common_id: firstId + index, value, flag }));

export const fieldOpsMasterData: MasterData = {
  state: [{ state_id: 5, state_name: 'Uttarakhand' }],
  district: [{ district_id: 50, district_name: 'Dehradun', state_id: 5 }],
  block: [
    { block_id: 501, block_name: 'Raipur', district_id: 50 },
    { block_id: 502, block_name: 'Sahaspur', district_id: 50 },
  ],
  mst_program: [],
  mst_project: [],
  mst_roles: [],
  mst_common: [
    ...common(2, 201, ['Male', 'Female']),
    ...common(7, 701, ['Monday', 'Tuesday']),
    ...common(8, 2, ['Aadhaar Card', 'Voter ID']),
    ...common(9, 901, ['Father', 'Spouse']),
  ],
  mst_sites: [{ id: 3, site_name: 'Riverside', mhu: 'MHU-R', state_id: 5, district_id: 50, block_id: 501 }],
};

export const aSiteRow = (id: number, more: Values = {}): Values => ({
  id,
  site_name: `Site ${id}`,
  mhu: 'MHU-1',
  site_code: `S-${id}`,
  day_name: 'Monday',
  days: 701,
  state_id: 5,
  district_id: 50,
  block_id: 501,
  ...more,
});

export const aDriverRow = (id: number, more: Values = {}): Values => ({
  id,
  driver_name: `Driver ${id}`,
  card_holder_id: 2,
  mhu: 'MHU-1',
  site: 3,
  dob: '1990-06-15',
  age: 35,
  mobile_no: '9876543210',
  gender: 201,
  id_card: 2,
  spouse_parent_name: 'Asha',
  relationship: 902,
  image: null,
  state_id: 5,
  district_id: 50,
  city_village: 'Raipur',
  block_id: 501,
  ...more,
});

export const renderFieldOps = (path: string, http: HttpClient) => renderCrud(path, http, fieldOpsMasterData);

/** The multipart body posted to `path`, as plain entries (a file stays a File). */
export const formEntries = (body: unknown): Record<string, FormDataEntryValue> =>
  Object.fromEntries((body as FormData).entries());
