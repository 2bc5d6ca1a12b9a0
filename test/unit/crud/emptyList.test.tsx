// Every empty list says one kind of sentence, "No <records> yet.", "No <records> match this search." or "No <records>
// match these filters.", in the chosen language, with the resource's Add button only where the role may add
// (authProvider.canAccess).
import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../../authProvider/index.ts';
import { createSessionStore } from '../../../dataProvider/session.ts';
import type { Area } from '../../../resources/access.ts';
import { EmptyList } from '../../../src/crud/list/EmptyList.tsx';
import { createI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { setLocale } from '../../../src/i18n/locale.ts';
import { NotificationsMenu } from '../../../src/layout/NotificationsMenu.tsx';
import { areas } from '../authProvider/areas.ts';
import { memoryApi, renderCrud, testMasterData, useDesktopPointer } from './crudHarness.tsx';
import { aProjectRow } from './projectRows.ts';

beforeEach(useDesktopPointer);

const session = createSessionStore(localStorage);
beforeEach(() => session.setToken('t1'));
afterEach(() => setLocale('en'));

/** The project list at `path` for a user of this area, the API holding `projects`. */
const projectsAs = (area: Area, path: string, projects: unknown[] = []) => {
  const profile = { id: area.userId, name: 'Asha', email: 'asha@test.local', role_id: area.roleId, area };
  const api = memoryApi({ profile, projects });
  const authProvider = createAuthProvider({ http: api.http, session, loginUrl: 'http://app.test/login' });
  renderCrud(path, api.http, testMasterData, authProvider);
};

/** The empty list's box: its sentence's parent. */
const emptyListOf = async (sentence: string) => (await screen.findByText(sentence)).parentElement!;

describe('an empty resource list', () => {
  it('says "No projects yet." with Add project for a role that may add', async () => {
    projectsAs(areas.administrator, '/project');
    const empty = await emptyListOf('No projects yet.');
    expect(await within(empty).findByRole('link', { name: 'Add project' })).toHaveAttribute(
      'href',
      '/projectCreate',
    );
  });

  it('says the same with no Add button for a role that may only read', async () => {
    projectsAs(areas.districtCoordinator, '/project');
    await emptyListOf('No projects yet.');
    expect(screen.queryByRole('link', { name: 'Add project' })).not.toBeInTheDocument();
  });

  it('says "No projects match this search." when a search leaves nothing', async () => {
    projectsAs(areas.administrator, '/project?q=nothing-like-it', [aProjectRow(1)]);
    const empty = await emptyListOf('No projects match this search.');
    expect(await within(empty).findByRole('link', { name: 'Add project' })).toBeInTheDocument();
  });

  it('says "No projects match these filters." when a field filter, with the search or without, leaves nothing', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'Project', state_id: 5 }));
    projectsAs(areas.administrator, `/project?filter=${filter}`, [aProjectRow(1, { state_id: 9 })]);
    await emptyListOf('No projects match these filters.');
  });

  it('says it in Hindi in Hindi, with the resource’s Hindi word', async () => {
    setLocale('hi');
    projectsAs(areas.administrator, '/project');
    const empty = await emptyListOf('अभी कोई परियोजना नहीं है।');
    expect(await within(empty).findByRole('link', { name: 'परियोजना जोड़ें' })).toBeInTheDocument();
  });
});

describe('the empty-list sentence', () => {
  const inAdmin = (children: ReactNode) =>
    render(<AdminContext i18nProvider={createI18nProvider()}>{children}</AdminContext>);

  it('takes the words of the screen it is on', () => {
    inAdmin(
      <>
        <EmptyList things="changes" />
        <EmptyList things="deleted records" narrowed="search" />
        <EmptyList things="sites" narrowed="filters" />
      </>,
    );
    expect(screen.getByText('No changes yet.')).toBeInTheDocument();
    expect(screen.getByText('No deleted records match this search.')).toBeInTheDocument();
    expect(screen.getByText('No sites match these filters.')).toBeInTheDocument();
  });

  it('is the bell’s empty menu too', async () => {
    inAdmin(<NotificationsMenu />);
    (await screen.findByRole('button', { name: 'Notifications' })).click();
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
  });
});
