// The records the retention tests start from: deleted people (a driver whose photo was replaced, a health
// worker, a user) and live ones, added, edited and deleted through the API so that their audit trail is real.
import { eq } from 'drizzle-orm';
import { drivers, users } from '../../../server/db/schema.ts';
import { validFieldWorker, validSite, type Body, type FieldOpsServer } from '../fieldOps/fieldOpsServer.ts';
import { pngBlob } from '../fieldOps/testImages.ts';
import { addBody, editBody } from '../users/userApi.ts';

/** The deleted people's personal values: none may remain anywhere once they are erased. */
export const deletedDriver = {
  driver_name: 'Kamla Negi',
  mobile_no: '9123456780',
  spouse_parent_name: 'Hari Negi',
  city_village: 'Manali',
  dob: '1985-02-03',
};
export const replacedMobile = '9000000001';
export const deletedUser = { name: 'Sunita Thakur', mobile_number: '9811122233', city_village: 'Kasol' };

export interface Scenario {
  siteId: number;
  ids: {
    deletedDriver: number;
    deletedHealthWorker: number;
    deletedUser: number;
    liveDriver: number;
    liveUser: number;
  };
  /** The deleted driver's first photo (replaced by an edit) and its current one. */
  photos: string[];
  livePhoto: string;
  deletedUserEmail: string;
  /** When the last of the deletes happened. */
  deletedAt: Date;
}

async function ok(answer: Promise<{ status: number; body: Body }>): Promise<Body> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`The scenario's call answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export async function buildScenario(server: FieldOpsServer): Promise<Scenario> {
  const imageOf = async (id: number) =>
    String((await server.db.select().from(drivers).where(eq(drivers.id, id)))[0].image);
  const siteId = (await ok(server.call('sites_add', validSite()))).id as number;
  const driverBody = (overrides: Body) => validFieldWorker('driver_name', siteId, overrides);

  const driverId = (
    await ok(server.send('drivers_add', driverBody({ ...deletedDriver, image: await pngBlob() })))
  ).id as number;
  const firstPhoto = await imageOf(driverId);
  const edit = { ...deletedDriver, mobile_no: replacedMobile, image: await pngBlob() };
  await ok(server.send(`drivers_edit/${driverId}`, driverBody(edit)));
  const healthWorkerBody = validFieldWorker('health_worker_name', siteId, {
    health_worker_name: 'Meena Devi',
  });
  const healthWorkerId = (await ok(server.send('health_add', healthWorkerBody))).id as number;

  const userAdd = addBody(deletedUser);
  const userId = (await ok(server.call('users_add', userAdd))).id as number;
  const added = (await server.call(`get_user/${userId}`)).body[0] as Body;
  await ok(server.call(`users_edit/${userId}`, editBody(added, { mobile_number: '9811122244' })));

  const liveDriver = (await ok(server.send('drivers_add', driverBody({ image: await pngBlob() }))))
    .id as number;
  const liveUser = (await ok(server.call('users_add', addBody()))).id as number;

  await ok(server.call(`driver_delete/${driverId}`));
  await ok(server.call(`health_delete/${healthWorkerId}`));
  await ok(server.call(`users_delete/${userId}`));
  const [{ deletedAt }] = await server.db
    .select({ deletedAt: users.deleted_at })
    .from(users)
    .where(eq(users.id, userId));
  return {
    siteId,
    ids: {
      deletedDriver: driverId,
      deletedHealthWorker: healthWorkerId,
      deletedUser: userId,
      liveDriver,
      liveUser,
    },
    photos: [firstPhoto, await imageOf(driverId)],
    livePhoto: await imageOf(liveDriver),
    deletedUserEmail: String(userAdd.email),
    deletedAt: deletedAt as Date,
  };
}
