// A long form on a phone: its fields by part (person, location, posting), each under its heading, in the parts'
// order; on a wider screen SPEC's order, with no part headings.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { driver, formSectionsOf, resources } from '../../../resources/index.ts';
import { fakeMatchMedia, memoryApi } from './crudHarness.tsx';
import { renderFieldOps } from './fieldOpsHarness.tsx';

/** A window as wide as a phone's (`max-width` queries hold), or as a desktop's; a mouse either way. */
const windowOf = (phone: boolean) =>
  fakeMatchMedia((query) => query.includes('pointer: fine') || (phone && query.includes('max-width')));

describe('a long form’s parts', () => {
  it('hold every field of each resource once, and put the driver’s parts in order', () => {
    for (const config of resources) {
      const grouped = formSectionsOf(config.fields).flatMap((group) => group.fields);
      expect(grouped.map((field) => field.name).sort()).toEqual(
        config.fields.map((field) => field.name).sort(),
      );
    }
    expect(formSectionsOf(driver.fields).map((group) => group.section)).toEqual([
      'person',
      'location',
      'posting',
    ]);
  });

  it('show on a phone under their headings: the person, then where, then the posting', async () => {
    windowOf(true);
    renderFieldOps('/driverCreate', memoryApi({}).http);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Person', 'Location', 'Posting']);
    const part = (name: string) => screen.getByRole('region', { name });
    expect(within(part('Location')).getAllByRole('combobox')).toHaveLength(3);
    expect(within(part('Location')).getByRole('combobox', { name: 'State *' })).toBeInTheDocument();
    expect(within(part('Posting')).getByRole('combobox', { name: 'Site *' })).toBeInTheDocument();
    expect(within(part('Posting')).getByLabelText('MHU *')).toBeInTheDocument();
    expect(within(part('Person')).getByLabelText('Driver name *')).toBeInTheDocument();
  });

  it('show on a desktop in SPEC’s order, with no part headings', async () => {
    windowOf(false);
    renderFieldOps('/driverCreate', memoryApi({}).http);
    expect(await screen.findByLabelText('Driver name *')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });
});
