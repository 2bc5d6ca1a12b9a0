// The routes that are not a resource's CRUD endpoints, called by one role and compared with the policy: a
// resource named in the path (history, restore, import) by that resource's grant, a route open to everyone as it
// answers an administrator, and a route that declares no access kept to administrators.
import { mayDo, type Action } from '../../../resources/access.ts';
import { resources, type ResourceConfig, type Values } from '../../../resources/index.ts';
import { mismatch, NO_SUCH_ID } from './crudCases.ts';
import { expectedOnRow } from './expectedStatus.ts';
import type { Answer, MatrixWorld, Subject } from './matrixWorld.ts';
import { concrete, spellings, type RouteEntry, type RouteKind } from './routeTable.ts';

const bodyOf = (route: RouteEntry): Values | undefined => (route.method === 'POST' ? {} : undefined);

/** The answer must be the administrator's to the same call, and no refusal. */
function sameAsAdministrator(answer: Answer, administrators: Answer): string | undefined {
  if (answer.status === 401 || answer.status === 403 || answer.status >= 500)
    return `${answer.status} ${answer.text.slice(0, 160)}`;
  if (answer.status !== administrators.status)
    return `${answer.status} ${answer.text.slice(0, 160)} (an administrator gets ${administrators.status})`;
  return undefined;
}

/**
 * Calls a route that is no CRUD endpoint as the subject, on both spellings (and every resource, for a route
 * that names one in its path); pushes a line to `failures` for each answer the policy does not give.
 */
export async function checkOtherRoute(
  world: MatrixWorld,
  subject: Subject,
  route: RouteEntry,
  kind: RouteKind,
  failures: string[],
) {
  const call = (token: string, path: string) => world.send(token, route.method, path, bodyOf(route));
  const fail = (path: string, label: string, problem: string | undefined) => {
    if (problem) failures.push(`${subject.name} ${route.method} ${path} [${label}]: ${problem}`);
  };
  const administrator = subject.area.administrator;
  switch (kind.kind) {
    case 'session':
      // Open to any live session (logout ends it): a session of its own.
      for (const path of spellings(concrete(route.url)))
        fail(path, 'session', mismatch(await call(await subject.login(), path), { status: 200 }));
      return;
    case 'administrators':
      for (const path of spellings(concrete(route.url))) {
        const answer = await call(subject.token, path);
        if (!administrator) fail(path, 'administrators only', mismatch(answer, { status: 403 }));
        else if ([401, 403].includes(answer.status) || answer.status >= 500)
          fail(path, 'administrator', `${answer.status} ${answer.text.slice(0, 160)}`);
      }
      return;
    case 'everyone':
      for (const path of spellings(concrete(route.url)))
        fail(
          path,
          'everyone',
          sameAsAdministrator(await call(subject.token, path), await call(world.admin.token, path)),
        );
      return;
    case 'resourceGate':
      await checkGate(kind.resource, kind.action, concrete(route.url));
      return;
    case 'resourceParamGate':
      for (const resource of resources)
        await checkGate(
          resource,
          kind.action,
          concrete(route.url, { resource: resource.name, param: kind.param }),
        );
      return;
    case 'recordOfResourceParam':
      for (const resource of resources) await checkRecords(resource, kind.param, kind.action, true);
      return;
    case 'recordOfResource':
      await checkRecords(kind.resource, 'resource', kind.action, false);
      return;
    default:
      return;
  }

  /** No right to the action on the resource: 403; else the administrator's answer to the same call. */
  async function checkGate(resource: ResourceConfig, action: Action, url: string) {
    for (const path of spellings(url)) {
      const answer = await call(subject.token, path);
      if (!mayDo(subject.area, resource.name, action))
        fail(path, resource.name, mismatch(answer, { status: 403 }));
      else fail(path, resource.name, sameAsAdministrator(answer, await call(world.admin.token, path)));
    }
  }

  /**
   * A record of the resource (named in the path: live or deleted), in every place, or none: 403 without the
   * right, 404 (as a missing one) for a row the role may not read, 403 for one they may not act on, else the
   * administrator's answer on a record like it (a copy, when the call changes it).
   */
  async function checkRecords(resource: ResourceConfig, param: string, action: Action, withDeleted: boolean) {
    const made = [
      ...(world.records.get(resource.name) ?? []).map((record) => ({ ...record, deleted: false })),
      ...(withDeleted ? await world.deletedOf(resource) : []).map((record) => ({ ...record, deleted: true })),
    ];
    const url = (id: number) => concrete(route.url, { id, resource: resource.name, param });
    const missing = spellings(url(NO_SUCH_ID));
    const missingAnswers = await Promise.all(missing.map((path) => call(subject.token, path)));
    for (const [index, path] of missing.entries())
      fail(
        path,
        'none',
        mismatch(missingAnswers[index], expectedOnRow(subject.area, resource.name, action, undefined)),
      );
    for (const record of made)
      for (const index of [0, 1]) {
        const label = `${record.deleted ? 'deleted ' : ''}${record.variant.name}`;
        const expected = expectedOnRow(
          subject.area,
          resource.name,
          action,
          await world.rowOf(resource, record.id),
        );
        const changes = action !== 'read';
        const copy = async () => (await world.make(resource, record.variant, record.deleted)).id;
        const id = expected.status === 200 && changes ? await copy() : record.id;
        const path = spellings(url(id))[index];
        const answer = await call(subject.token, path);
        if (expected.status !== 200) {
          fail(path, label, mismatch(answer, expected, missingAnswers[index]));
          continue;
        }
        if (administrator) {
          if ([401, 403, 404].includes(answer.status) || answer.status >= 500)
            fail(path, label, `${answer.status} ${answer.text.slice(0, 160)}`);
          continue;
        }
        const twin = changes ? spellings(url(await copy()))[index] : path;
        fail(path, label, sameAsAdministrator(answer, await call(world.admin.token, twin)));
      }
  }
}
