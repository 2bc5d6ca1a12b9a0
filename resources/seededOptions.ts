// What a new database starts with (server/db/seed.ts): the role names and the shared option lists, each named in
// English and in Hindi (editable data afterwards). Here beside the configs, so tests of both sides read them.
import { COMMON_FLAGS } from './sources.ts';

export const seedRoles = [
  { role_id: 1, role_name: 'Administrator', role_name_hi: 'प्रशासक' },
  { role_id: 2, role_name: 'State Coordinator', role_name_hi: 'राज्य समन्वयक' },
  { role_id: 3, role_name: 'Program Manager', role_name_hi: 'कार्यक्रम प्रबंधक' },
  { role_id: 4, role_name: 'Project Manager', role_name_hi: 'परियोजना प्रबंधक' },
  { role_id: 5, role_name: 'District Coordinator', role_name_hi: 'ज़िला समन्वयक' },
  { role_id: 6, role_name: 'Block Coordinator', role_name_hi: 'ब्लॉक समन्वयक' },
];

/** An option list's names, English then Hindi, numbered from its first id. */
const options = (flag: number, firstId: number, names: [string, string][]) =>
  names.map(([value, value_hi], index) => ({ common_id: firstId + index, value, value_hi, flag }));

/**
 * Ids are stable: 2xx gender, 7xx days, 9xx relationships. ID cards take 2..6 so that the contract's default
 * card_holder_id, 2, names a real card: the Aadhaar Card, the one nearly everyone holds.
 */
export const seedCommonOptions = [
  ...options(COMMON_FLAGS.gender, 201, [
    ['Male', 'पुरुष'],
    ['Female', 'महिला'],
    ['Other', 'अन्य'],
  ]),
  ...options(COMMON_FLAGS.days, 701, [
    ['Monday', 'सोमवार'],
    ['Tuesday', 'मंगलवार'],
    ['Wednesday', 'बुधवार'],
    ['Thursday', 'गुरुवार'],
    ['Friday', 'शुक्रवार'],
    ['Saturday', 'शनिवार'],
    ['Sunday', 'रविवार'],
  ]),
  ...options(COMMON_FLAGS.idCard, 2, [
    ['Aadhaar Card', 'आधार कार्ड'],
    ['Voter ID', 'मतदाता पहचान पत्र'],
    ['PAN Card', 'पैन कार्ड'],
    ['Driving Licence', 'ड्राइविंग लाइसेंस'],
    ['Ration Card', 'राशन कार्ड'],
  ]),
  ...options(COMMON_FLAGS.relation, 901, [
    ['Father', 'पिता'],
    ['Mother', 'माता'],
    ['Spouse', 'पति/पत्नी'],
    ['Son', 'पुत्र'],
    ['Daughter', 'पुत्री'],
    ['Other', 'अन्य'],
  ]),
];
