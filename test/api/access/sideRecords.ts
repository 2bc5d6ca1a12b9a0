// A server with records in each access-test place (a live and a deleted site, a driver with a photo, a project)
// and a signed-in District and State Coordinator of `places.home`, for the tests of the routes beside CRUD.
import { afterAll, beforeAll } from 'vitest';
import {
  validFieldWorker,
  startFieldOpsServer,
  validSite,
  type FieldOpsServer,
} from '../fieldOps/fieldOpsServer.ts';
import { pngBlob } from '../fieldOps/testImages.ts';
import { projectBody } from '../history/historyApi.ts';
import type { DatabaseKind } from '../testServer.ts';
import { homeCoordinators, insertAreaUser, places, type AreaUserFields } from './areaUsers.ts';

export type PlaceName = keyof typeof places;
export const placeNames = Object.keys(places) as PlaceName[];

/** What the suite put in one place. */
export interface PlaceRecords {
  site: number;
  deletedSite: number;
  driver: number;
  photo: string;
  project: number;
}

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  text: string;
  json(): Record<string, unknown> & Record<string, unknown>[];
}

export interface SideSuite {
  server: FieldOpsServer;
  records: Record<PlaceName, PlaceRecords>;
  /** Access tokens: the administrator's and the coordinators'. */
  tokens: { admin: string; district: string; state: string };
  /** An in-process call (GET, or POST with a body or method 'POST') as the given token. */
  call(token: string, path: string, body?: unknown, method?: 'GET' | 'POST'): Promise<Answer>;
  /** Signs in a new user of any role and place. */
  signIn(fields: AreaUserFields): Promise<string>;
}

/** The places a coordinator's role reads (and may change) at home, and those it never sees. */
export const reachOf = {
  district: { inside: ['home', 'sameDistrict'], outside: ['sameState', 'otherState'] },
  state: { inside: ['home', 'sameDistrict', 'sameState'], outside: ['otherState'] },
} as const satisfies Record<string, { inside: PlaceName[]; outside: PlaceName[] }>;

async function addRecords(server: FieldOpsServer, name: PlaceName): Promise<PlaceRecords> {
  const place = places[name];
  const added = async (path: string, body: Record<string, unknown>) => {
    const answer = await server.call(path, body);
    if (answer.status !== 200)
      throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return Number(answer.body.id);
  };
  const site = await added(
    'sites_add',
    validSite({ ...place, site_name: `Site ${name}`, site_code: `S-${name}` }),
  );
  const deletedSite = await added(
    'sites_add',
    validSite({ ...place, site_name: `Gone ${name}`, site_code: `G-${name}` }),
  );
  await server.call(`site_delete/${deletedSite}`);
  const worker = validFieldWorker('driver_name', site, {
    ...place,
    mobile_no: `98765${placeNames.indexOf(name)}0000`,
  });
  const driver = await added('drivers_add', worker);
  const edited = await server.send(`drivers_edit/${driver}`, { ...worker, image: await pngBlob() });
  if (edited.status !== 200) throw new Error(`drivers_edit answered ${edited.status}`);
  const [stored] = (await server.call(`get_driver/${driver}`)).body as { image: string }[];
  const photo = stored.image;
  const project = await added(
    'projects_add',
    projectBody({ state_id: place.state_id, project_name: `Project ${name}`, project_code: `P-${name}` }),
  );
  return { site, deletedSite, driver, photo, project };
}

/**
 * The suite's server on `kind` with records in every place and the coordinators signed in: started before its
 * tests, closed after them.
 * @example const suite = useSideSuite(kind); ... await suite.call(suite.tokens.district, 'activity')
 */
export function useSideSuite(kind: DatabaseKind): SideSuite {
  const suite = { records: {}, tokens: {} } as SideSuite;
  beforeAll(async () => {
    const server = await startFieldOpsServer(kind);
    suite.server = server;
    suite.signIn = async (fields) => {
      const user = await insertAreaUser(server.db, fields);
      return server.login(user.email, user.password);
    };
    for (const name of placeNames) suite.records[name] = await addRecords(server, name);
    suite.tokens = {
      admin: server.token,
      district: await suite.signIn(homeCoordinators.district),
      state: await suite.signIn(homeCoordinators.state),
    };
  });
  afterAll(() => suite.server?.close());
  suite.call = async (token, path, body, method = body === undefined ? 'GET' : 'POST') => {
    const response = await suite.server.app.inject({
      method,
      url: `/api/${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      text: response.body,
      json: () => JSON.parse(response.body),
    };
  };
  return suite;
}
