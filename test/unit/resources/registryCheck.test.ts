// The registry is checked whole at start: a resource folder lacking a part, or two giving one name, path, endpoint
// or table, is one error naming the folders.
import { describe, expect, it } from 'vitest';
import { checkRegistry, resources, site, type ResourceConfig } from '../../../resources/index.ts';

/** A copy of the site config under another name, its endpoints, routes and table its own. */
const scratch = (name: string, changes: Partial<ResourceConfig> = {}): ResourceConfig => ({
  ...site,
  name,
  table: `${name}s` as ResourceConfig['table'],
  endpoints: {
    list: `${name}s`,
    get: `get_${name}`,
    add: `${name}s_add`,
    edit: `${name}s_edit`,
    delete: `${name}_del`,
  },
  routes: { list: `/${name}`, create: `/${name}Create`, edit: `/${name}Edit` },
  ...changes,
});

describe('the registry check', () => {
  it('passes the registry as it is', () => {
    expect(() => checkRegistry(resources)).not.toThrow();
  });

  it('names the folder of a resource without its Hindi', () => {
    const noHindi = scratch('vehicle', { hindi: undefined as unknown as ResourceConfig['hindi'] });
    expect(() => checkRegistry([...resources, noHindi])).toThrow(
      "resources/vehicle/ lacks its Hindi (hindi: () => import('./hi.ts'))",
    );
  });

  it('names every missing part: a text, an endpoint, the columns', () => {
    const texts = { ...site.texts, deleted: '' };
    const endpoints = { ...scratch('vehicle').endpoints, get: '' };
    const broken = scratch('vehicle', { texts, endpoints, columns: [] });
    const error = (() => {
      try {
        checkRegistry([broken]);
      } catch (thrown) {
        return String(thrown);
      }
    })();
    expect(error).toContain('resources/vehicle/ lacks its text texts.deleted');
    expect(error).toContain('resources/vehicle/ lacks its get endpoint (endpoints.get)');
    expect(error).toContain('resources/vehicle/ lacks its columns (columns)');
  });

  it('refuses two resources of one name, naming both', () => {
    expect(() => checkRegistry([site, scratch('site')])).toThrow(
      "resources/site/ and resources/site/ give the same name 'site'",
    );
  });

  it('refuses two resources of one path or endpoint, naming both folders', () => {
    const samePath = scratch('vehicle', { routes: { ...scratch('vehicle').routes, list: site.routes.list } });
    expect(() => checkRegistry([site, samePath])).toThrow(
      `resources/site/ and resources/vehicle/ give the same route '${site.routes.list}'`,
    );
    const sameEndpoint = scratch('vehicle', {
      endpoints: { ...scratch('vehicle').endpoints, add: 'SITES_ADD' },
    });
    expect(() => checkRegistry([site, sameEndpoint])).toThrow("give the same endpoint 'sites_add'");
  });

  it('refuses a column priority other than 1, 2 or 3, naming the column', () => {
    const columns = site.columns.map((column) =>
      column.source === 'mhu' ? { ...column, priority: 4 as unknown as 3 } : column,
    );
    expect(() => checkRegistry([scratch('vehicle', { columns })])).toThrow(
      'resources/vehicle/ gives column mhu the priority 4, not 1, 2 or 3',
    );
  });

  it('keeps S.No., the Action column and the card title column at priority 1', () => {
    const columns = site.columns.map((column) =>
      column.display.kind === 'text' || column.display.kind === 'actions'
        ? { ...column, priority: 2 as const }
        : column,
    );
    const error = (() => {
      try {
        checkRegistry([scratch('vehicle', { columns })]);
      } catch (thrown) {
        return String(thrown);
      }
    })();
    expect(error).toContain(`resources/vehicle/ gives column ${site.mobile.primary} the priority 2`);
    expect(error).toContain('resources/vehicle/ gives column id the priority 2: a tablet keeps it, so 1');
    // Another text column may go early.
    expect(error).not.toContain('column mhu');
  });

  it('refuses a list filter that is no field, a hidden field or a kind lists do not filter on, or given twice', () => {
    const hidden = site.fields.find((field) => field.hidden)?.name ?? '';
    const filters = [...(site.filters ?? []), 'nope', hidden, site.filters?.[0] ?? ''];
    const fields = [...site.fields, { name: 'photo', label: 'Photo', kind: 'file' as const }];
    const error = (() => {
      try {
        checkRegistry([scratch('vehicle', { fields, filters: [...filters, 'photo'] })]);
      } catch (thrown) {
        return String(thrown);
      }
    })();
    expect(error).toContain('resources/vehicle/ filters on nope, which is none of its fields');
    expect(error).toContain(`resources/vehicle/ filters on ${hidden}, a hidden field`);
    expect(error).toContain(`resources/vehicle/ filters on ${site.filters?.[0]} twice`);
    expect(error).toContain('resources/vehicle/ filters on photo, a file field');
  });

  it('refuses a form whose fields are in parts but one shown field, naming it', () => {
    const [first, ...rest] = site.fields;
    const fields = [first, ...rest.map((field) => ({ ...field, section: 'location' as const }))];
    expect(() => checkRegistry([scratch('vehicle', { fields })])).toThrow(
      `resources/vehicle/ puts ${first.name} in no part of its form, whose other fields have one: give it a section`,
    );
    expect(() => checkRegistry([scratch('vehicle', { fields: site.fields })])).not.toThrow();
  });

  it('refuses a list photo that is no field, or a field other than a file', () => {
    const fields = [...site.fields, { name: 'photo', label: 'Photo', kind: 'file' as const }];
    expect(() => checkRegistry([scratch('vehicle', { fields, listPhoto: 'nope' })])).toThrow(
      'resources/vehicle/ shows nope as its list photo, which is none of its fields',
    );
    expect(() => checkRegistry([scratch('vehicle', { fields, listPhoto: 'mhu' })])).toThrow(
      'resources/vehicle/ shows mhu as its list photo, a text field: a list photo is a file field',
    );
    expect(() => checkRegistry([scratch('vehicle', { fields, listPhoto: 'photo' })])).not.toThrow();
  });

  it('asks a resource the dashboard counts per place, day or MHU to filter on what its links name', () => {
    const dashboard = { label: 'Vehicles', byState: true, byWeekday: true, byMhu: true };
    const error = (() => {
      try {
        checkRegistry([scratch('vehicle', { dashboard, filters: [] })]);
      } catch (thrown) {
        return String(thrown);
      }
    })();
    for (const name of ['state_id', 'district_id', 'days', 'mhu'])
      expect(error).toContain(`whose links filter on ${name}: add it to filters`);
  });
});
