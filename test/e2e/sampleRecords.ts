// One record of each resource, added through the API, so every list has a card and every edit form a record.
import {
  ageFromDob,
  driver,
  healthWorker,
  program,
  project,
  site,
  user,
  type ResourceConfig,
} from '../../resources/index.ts';
import type { AdminApi } from './browser.ts';

/** Himachal Pradesh (2) > Kullu (20) > Anni (168), built in; Mondays (701); Aadhaar card (2). */
const place = { state_id: 2, district_id: 20, block_id: 168 };

const fieldWorker = (name: string, siteId: number) => ({
  id: '',
  card_holder_id: 2,
  mhu: 'MHU-P7',
  site: siteId,
  dob: '1990-06-15',
  mobile_no: '9876500011',
  gender: 202,
  id_card: 2,
  spouse_parent_name: 'Ravi Kumar',
  relationship: 901,
  age: ageFromDob('1990-06-15') ?? '',
  city_village: 'Anni',
  ...place,
  [name]: 'Asha Devi',
});

const asForm = (values: Record<string, unknown>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, String(value));
  return body;
};

/** Adds the records; answers each resource's new record id by its config's name. */
export async function addSampleRecords(api: AdminApi, suffix: string): Promise<Record<string, number>> {
  const add = async (config: ResourceConfig, body: unknown) =>
    [config.name, (await api<{ id: number }>(config.endpoints.add, body)).id] as const;
  const dates = { startDate: '2031-01-01', endDate: '2031-12-31' };
  const siteAdded = await add(site, {
    id: '',
    site_name: `Phone Ward ${suffix}`,
    site_code: `PS-${suffix}`,
    mhu: 'MHU-P7',
    days: 701,
    day_name: 'Monday',
    ...place,
  });
  const added = [
    siteAdded,
    await add(project, {
      id: '',
      project_name: `Phone Project ${suffix}`,
      project_code: `PP-${suffix}`,
      state_id: 2,
      ...dates,
    }),
    await add(program, {
      id: '',
      program_name: `Phone Program ${suffix}`,
      program_code: `PG-${suffix}`,
      state_id: 2,
      ...dates,
    }),
    await add(driver, asForm(fieldWorker('driver_name', siteAdded[1]))),
    await add(healthWorker, asForm(fieldWorker('health_worker_name', siteAdded[1]))),
    await add(user, {
      id: '',
      name: `Phone Coordinator ${suffix}`,
      email: `phone-${suffix}@outreach.test`,
      password: 'phone-pass',
      mobile_number: '9876500012',
      role_id: 5,
      city_village: 'Anni',
      ...place,
    }),
  ];
  return Object.fromEntries(added);
}
