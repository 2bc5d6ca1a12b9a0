// What a new database starts with: the role names and the shared option lists (editable data afterwards).
import { COMMON_FLAGS } from '../../resources/sources.ts';

export const seedRoles = [
  { role_id: 1, role_name: 'Administrator' },
  { role_id: 2, role_name: 'State Coordinator' },
  { role_id: 3, role_name: 'Program Manager' },
  { role_id: 4, role_name: 'Project Manager' },
  { role_id: 5, role_name: 'District Coordinator' },
  { role_id: 6, role_name: 'Block Coordinator' },
];

const options = (flag: number, firstId: number, values: string[]) =>
  values.map((value, index) => ({ common_id: firstId + index, value, flag }));

/**
 * Ids are stable: 2xx gender, 7xx days, 9xx relationships. ID cards take 2..6 so that the contract's default
 * card_holder_id, 2, names a real card: the Aadhaar Card, the one nearly everyone holds.
 */
export const seedCommonOptions = [
  ...options(COMMON_FLAGS.gender, 201, ['Male', 'Female', 'Other']),
  ...options(COMMON_FLAGS.days, 701, [
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]),
  ...options(COMMON_FLAGS.idCard, 2, [
    'Aadhaar Card',
    'Voter ID',
    'PAN Card',
    'Driving Licence',
    'Ration Card',
  ]),
  ...options(COMMON_FLAGS.relation, 901, ['Father', 'Mother', 'Spouse', 'Son', 'Daughter', 'Other']),
];
