// One live record of each resource and one deleted project, added through the API, for the screens that show
// a record (edit forms, the dashboard's charts, the bin) to have one.
import { resources, type ResourceConfig } from '../../resources/index.ts';
import { validFieldWorker } from '../fixtures/fieldWorker.ts';
import { validUser } from '../fixtures/user.ts';
import type { AdminApi } from './browser.ts';

const form = (body: Record<string, unknown>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(body)) data.append(key, String(value));
  return data;
};

/** A site's add body: Mondays (701) at Himachal Pradesh (2) > Kullu (20) > Anni (168), built in. */
export const siteBody = (site_name: string, site_code: string, mhu = 'MHU-7') => ({
  ...{ id: '', site_name, site_code, mhu },
  ...{ day_name: 'Monday', days: 701, state_id: 2, district_id: 20, block_id: 168 },
});

/** A project's add body: Himachal Pradesh (2), January 15 to December 31 2030. */
export const projectBody = (project_name: string, project_code: string) => ({
  ...{ id: '', project_name, project_code, state_id: 2, startDate: '2030-01-15', endDate: '2030-12-31' },
});

/** A District Coordinator's (role 5) add body, at Himachal Pradesh (2) > Kullu (20) > Anni (168). */
export const kulluCoordinatorBody = (name: string, email: string, password: string) => ({
  ...{
    id: '',
    email,
    password,
    name,
    role_id: 5,
    mobile_number: '9876543210',
    program_id: '',
    project_id: '',
  },
  ...{ state_id: 2, district_id: 20, block_id: 168, city_village: 'Kullu' },
});

/** The id of a record of each resource, by resource name. */
export async function addSampleRecords(api: AdminApi): Promise<Record<string, number>> {
  const tag = String(Date.now() % 100000).padStart(5, '0');
  const add = async (endpoint: string, body: unknown) => (await api<{ id: number }>(endpoint, body)).id;
  const scheme = (key: string, code: string) => ({
    id: '',
    [`${key}_name`]: `Sample ${key}`,
    [`${key}_code`]: `${code}-${tag}`,
    state_id: 2,
    startDate: '2031-01-01',
    endDate: '2031-12-31',
  });
  const site = await add('sites_add', siteBody('Sample Camp', `SC-${tag}`));
  const worker = (name: string, mobile: string) =>
    form(validFieldWorker(name, site, { mobile_no: `${mobile}${tag}` }));
  const ids: Record<string, number> = {
    user: await add('users_add', {
      ...validUser({ name: 'Sample user', email: `sample-${tag}@example.org`, password: `sample${tag}walk` }),
      ...{ id: '', mobile_number: `98763${tag}`, program_id: '', project_id: '' },
    }),
    project: await add('projects_add', scheme('project', 'SP')),
    program: await add('programs_add', scheme('program', 'SG')),
    site,
    driver: await add('drivers_add', worker('driver_name', '98761')),
    healthWorker: await add('health_add', worker('health_worker_name', '98762')),
  };
  await api(`project_delete/${await add('projects_add', scheme('project', 'SD'))}`);
  return ids;
}

export const resourcesWithRecords = (ids: Record<string, number>): [ResourceConfig, number][] =>
  resources.map((config) => [config, ids[config.name]]);
