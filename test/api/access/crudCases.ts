// One CRUD route of the route table, called by one role on every record the matrix made (in each place, their
// own, none), on both spellings of its path; each answer compared with what the policy says (expectedStatus.ts).
import { allows, ownId, type Action } from '../../../resources/access.ts';
import { NOT_FOUND_HEADER, type ResourceConfig, type Values } from '../../../resources/index.ts';
import { expectedOnRow, expectedWrite, type Expected } from './expectedStatus.ts';
import type { Answer, Made, MatrixWorld, Subject } from './matrixWorld.ts';
import { valuesOf, variantsOf, type Variant } from './placedBodies.ts';
import { concrete, endpointActions, spellings, type CrudEndpoint, type RouteEntry } from './routeTable.ts';

/** An id no record holds (the largest the routes take). */
export const NO_SUCH_ID = 999_999_999;

/** What is wrong with an answer, given what was expected and a missing record's answer; undefined if nothing. */
export function mismatch(answer: Answer, expected: Expected, missing?: Answer): string | undefined {
  const said = `${answer.status} ${answer.text.slice(0, 160)}`;
  if (answer.status !== expected.status) return `${said} (expected ${expected.status})`;
  if (expected.notFound) {
    if (answer.headers[NOT_FOUND_HEADER] !== 'record') return `${said} without ${NOT_FOUND_HEADER}`;
    if (missing && answer.text !== missing.text) return `${said}, a missing record answers ${missing.text}`;
  }
  if (expected.column) {
    const errors = (JSON.parse(answer.text) as { errors?: Record<string, string> }).errors ?? {};
    if (!errors[expected.column]) return `${said} (expected an error on ${expected.column})`;
  }
  return undefined;
}

const live = (row: Values | undefined) => (row && !row.deleted_at ? row : undefined);

/** The records a role's calls on a resource name: one per variant, their own, and an id that names nothing. */
async function targetsOf(world: MatrixWorld, subject: Subject, resource: ResourceConfig) {
  const targets: { label: string; id: number }[] = (world.records.get(resource.name) ?? []).map((made) => ({
    label: made.variant.name,
    id: made.id,
  }));
  const own = ownId(subject.area, resource.name);
  if (own !== null && (await world.rowOf(resource, own))) targets.push({ label: 'own', id: own });
  targets.push({ label: 'none', id: NO_SUCH_ID });
  return targets;
}

/**
 * Calls the route as the subject on every target and spelling; pushes a line to `failures` for each answer the
 * policy does not give.
 */
export async function checkCrudRoute(
  world: MatrixWorld,
  subject: Subject,
  route: RouteEntry,
  resource: ResourceConfig,
  endpoint: CrudEndpoint,
  failures: string[],
  rest = false,
) {
  const { area } = subject;
  // The REST facade answers an add 201 Created; every other success is 200.
  const success = rest && endpoint === 'add' ? 201 : 200;
  const sent = (expected: Expected): Expected =>
    expected.status === 200 ? { ...expected, status: success } : expected;
  const action: Action = endpointActions[endpoint];
  const multipart = !!resource.multipart;
  const call = (path: string, body?: Values) =>
    world.send(subject.token, route.method, path, body, { multipart: multipart && body !== undefined });
  const fail = (path: string, label: string, problem: string | undefined) => {
    if (problem) failures.push(`${subject.name} ${route.method} ${path} [${label}]: ${problem}`);
  };

  if (endpoint === 'list') {
    for (const path of spellings(concrete(route.url)))
      fail(path, 'list', mismatch(await call(path), { status: mayRead(subject, resource) ? 200 : 403 }));
    return;
  }
  if (endpoint === 'add') {
    for (const variant of variantsOf(resource, world.masterData))
      for (const path of spellings(concrete(route.url))) {
        const body = world.placedBody(resource, variant, 'create');
        const expected = expectedWrite(
          area,
          resource.name,
          'add',
          undefined,
          valuesOf(resource, body, 'create'),
        );
        const answer = await call(path, body);
        fail(path, variant.name, mismatch(answer, sent(expected)));
        if (answer.status !== success) continue;
        // What was stored is within what the role may add.
        const stored = await world.rowOf(resource, (JSON.parse(answer.text) as { id: number }).id);
        if (!stored || !allows(area, resource.name, 'add', stored))
          fail(path, variant.name, `stored outside the role's reach: ${JSON.stringify(stored)}`);
      }
    return;
  }

  const missing = new Map<string, Answer>();
  for (const path of spellings(concrete(route.url, { id: NO_SUCH_ID }))) {
    const body =
      endpoint === 'edit' ? editBody(world, resource, await homeVariant(world, resource)) : undefined;
    missing.set(path.startsWith('/api') ? 'plain' : 'encoded', await call(path, body));
  }
  for (const target of await targetsOf(world, subject, resource))
    for (const [index, spelling] of ['plain', 'encoded'].entries()) {
      let id = target.id;
      let row = live(await world.rowOf(resource, id));
      let expected = expectedOnRow(area, resource.name, action, row);
      // A delete that is to succeed takes a copy, so that every role finds the records as made.
      if (endpoint === 'delete' && expected.status === 200 && row) {
        id = (await world.make(resource, await world.variantOf(resource, id))).id;
        row = live(await world.rowOf(resource, id));
        expected = expectedOnRow(area, resource.name, action, row);
      }
      let body: Values | undefined;
      if (endpoint === 'edit') {
        // The body keeps the record where it is: in its own place, with its own `only` values.
        const variant = row ? await world.variantOf(resource, id) : await homeVariant(world, resource);
        body = editBody(world, resource, variant);
        expected = expectedWrite(area, resource.name, 'edit', row, valuesOf(resource, body, 'edit'));
      }
      const path = spellings(concrete(route.url, { id }))[index];
      fail(path, target.label, mismatch(await call(path, body), expected, missing.get(spelling)));
    }
  if (endpoint === 'edit') await checkEditsElsewhere(world, subject, route, resource, failures);
}

const mayRead = (subject: Subject, resource: ResourceConfig) =>
  expectedOnRow(subject.area, resource.name, 'read', {}).status !== 403;

const homeVariant = async (world: MatrixWorld, resource: ResourceConfig): Promise<Variant> =>
  (world.records.get(resource.name) ?? [])[0].variant;

const editBody = (world: MatrixWorld, resource: ResourceConfig, variant: Variant) =>
  world.placedBody(resource, variant, 'edit');

/**
 * The first record the role may edit, sent bodies in every variant: within their reach 200, outside it 422 on
 * the field to blame. The record is put back where it was afterwards.
 */
async function checkEditsElsewhere(
  world: MatrixWorld,
  subject: Subject,
  route: RouteEntry,
  resource: ResourceConfig,
  failures: string[],
) {
  let editable: Made | undefined;
  // Not their own record: a manager's program or project is their area (see the manager's own-record test).
  const own = ownId(subject.area, resource.name);
  for (const target of (await targetsOf(world, subject, resource)).filter(({ id }) => id !== own)) {
    const row = live(await world.rowOf(resource, target.id));
    if (row && allows(subject.area, resource.name, 'edit', row))
      editable = { resource, id: target.id, variant: await world.variantOf(resource, target.id) };
    if (editable) break;
  }
  if (!editable) return;
  const multipart = !!resource.multipart;
  for (const variant of variantsOf(resource, world.masterData))
    for (const path of spellings(concrete(route.url, { id: editable.id }))) {
      const row = live(await world.rowOf(resource, editable.id));
      const body = editBody(world, resource, variant);
      const expected = expectedWrite(
        subject.area,
        resource.name,
        'edit',
        row,
        valuesOf(resource, body, 'edit'),
      );
      const answer = await world.send(subject.token, route.method, path, body, { multipart });
      if (answer.status !== expected.status || expected.status !== 200) {
        const problem = mismatch(answer, expected);
        if (problem)
          failures.push(`${subject.name} ${route.method} ${path} [edit to ${variant.name}]: ${problem}`);
      }
    }
  const back = editBody(world, resource, editable.variant);
  const path = concrete(route.url, { id: editable.id });
  const answer = await world.send(world.admin.token, route.method, path, back, { multipart });
  if (answer.status !== 200)
    throw new Error(`Could not put ${resource.name} ${editable.id} back: ${answer.text}`);
}
