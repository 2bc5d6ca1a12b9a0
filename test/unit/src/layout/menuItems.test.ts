import { describe, expect, it } from 'vitest';
import { defineResource, project, resources } from '../../../../resources/index.ts';
import { canAccessIn } from '../../../../authProvider/canAccess.ts';
import {
  allowedItems,
  isCurrentEntry,
  MANAGE_MASTER,
  menuItems,
  menuItemsOf,
  menuResources,
} from '../../../../src/layout/menuItems.ts';
import { areas } from '../../authProvider/areas.ts';

describe('the sidebar entries', () => {
  it('lists Dashboard, Home, Manage Users and the master group in the spec order', () => {
    // The spec's entries; a resource registered later comes after them.
    expect(menuItems.slice(0, 8).map((item) => [item.label, item.to, item.group ?? null])).toEqual([
      ['Dashboard', '/dashboard', null],
      ['Home', '/home', null],
      ['Manage Users', '/user', null],
      ['Manage Projects', '/project', MANAGE_MASTER],
      ['Manage Programs', '/program', MANAGE_MASTER],
      ['Manage Site', '/site', MANAGE_MASTER],
      ['Manage Driver', '/driver', MANAGE_MASTER],
      ['Manage Health Worker', '/helth', MANAGE_MASTER],
    ]);
  });

  it('gives a newly registered resource its entry from its config alone', () => {
    const vehicle = defineResource({
      ...project,
      name: 'vehicle',
      routes: { list: '/vehicle', create: '/vehicleCreate', edit: '/vehicleEdit' },
      texts: { ...project.texts, menuLabel: 'Manage Vehicles' },
    });
    const last = menuItemsOf([...resources, vehicle]).findLast((item) => item.group === MANAGE_MASTER);
    expect(last).toMatchObject({ label: 'Manage Vehicles', to: '/vehicle', group: MANAGE_MASTER });
    expect(last?.icon).toBeDefined();
  });

  it('ends with the audit trail pages: Activity and Deleted records, outside the master group', () => {
    expect(menuItems.slice(-2).map((item) => [item.label, item.to, item.group ?? null])).toEqual([
      ['Activity', '/activity', null],
      ['Deleted records', '/bin', null],
    ]);
  });

  /** The entries a role sees, as SideMenu asks canAccess about them. */
  const seenBy = (area: (typeof areas)[keyof typeof areas]) => {
    const answers = Object.fromEntries(
      menuResources(menuItems).map((resource) => [resource, canAccessIn(area, { resource, action: 'list' })]),
    );
    return allowedItems(menuItems, answers).map((item) => item.label);
  };

  it('leaves Manage Users out for a District Coordinator and keeps the activity and the bin', () => {
    expect(seenBy(areas.districtCoordinator)).toEqual(
      menuItems.filter((item) => item.resource !== 'user').map((item) => item.label),
    );
  });

  it('leaves the bin out for a Program Manager, who may restore nothing', () => {
    expect(seenBy(areas.programManager)).not.toContain('Deleted records');
    expect(seenBy(areas.programManager)).toContain('Activity');
  });

  it('keeps Dashboard and Home for a role the policy does not know, and nothing else', () => {
    expect(seenBy({ ...areas.districtCoordinator, roleId: 99 })).toEqual(['Dashboard', 'Home']);
  });

  const entryOf = (label: string) => menuItems.find((item) => item.label === label)!;

  it.each([
    ['Manage Site', ['/site', '/sitCreate', '/siteEdit/3', '/siteView/3', '/import/site']],
    ['Manage Health Worker', ['/helth', '/helthCreate', '/helthEdit/7', '/import/healthWorker']],
    ['Manage Users', ['/user', '/UserCreate', '/UserEdit/2']],
    ['Activity', ['/activity']],
  ])('marks %s as where you are on its list, add, edit, view and import screens', (label, paths) => {
    for (const path of paths) expect(isCurrentEntry(entryOf(label), path)).toBe(true);
  });

  it('marks no resource entry on another resource’s screens or on the pages outside them', () => {
    for (const path of ['/driverCreate', '/import/driver', '/siteEditor', '/home', '/dashboard'])
      expect(isCurrentEntry(entryOf('Manage Site'), path)).toBe(false);
  });
});
