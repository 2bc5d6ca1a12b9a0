// The dashboard shows the figures of its one call: totals and charts linking to their lists, filtered exactly to
// the figure's state, district, day or MHU; a state's choice drills them down to its districts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { countedResources, perStateResources, type DashboardFigures } from '../../../resources/dashboard.ts';
import { DashboardPage } from '../../../src/pages/dashboard/DashboardPage.tsx';
import {
  aDashboardAnswer,
  aDuplicate,
  anEmptyAnswer,
  BIHAR,
  dashboardMasterData,
  FRIDAY,
  GOA,
  MONDAY,
} from './dashboardFixtures.ts';
import { fakeHttp, renderPage } from './pageHarness.tsx';

/** An address with its filter readable: '/site?filter={"state_id":30}'. */
const readable = (address: string) => {
  const url = new URL(address, 'http://localhost');
  const filter = url.searchParams.get('filter');
  return filter === null ? url.pathname : `${url.pathname}?filter=${filter}`;
};

/** The readable address of a list filtered so. */
const filtered = (list: string, filter: Record<string, unknown>) =>
  `${list}?filter=${JSON.stringify(filter)}`;

const ListAddress = () => {
  const { pathname, search } = useLocation();
  return <output aria-label="list address">{readable(`${pathname}${search}`)}</output>;
};

const renderDashboard = (answer: DashboardFigures = aDashboardAnswer(), path = '/dashboard') => {
  const { http, calls } = fakeHttp(() => answer);
  renderPage(
    <Routes>
      <Route path="/dashboard" element={<DashboardPage http={http} />} />
      <Route path="*" element={<ListAddress />} />
    </Routes>,
    { path, masterData: dashboardMasterData },
  );
  return calls;
};

/** A figure table's rows as [group, link's address...]. */
const tableLinks = async (name: RegExp) => {
  const table = await screen.findByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('link')
        .map((link) => `${link.textContent} ${readable(link.getAttribute('href') ?? '')}`),
    ]);
};

/** Each card's accessible name (its visible text, as the query computes it) and the address it opens. */
const cardLinks = async () => {
  const links: [string, string][] = [];
  within(await screen.findByLabelText('Totals')).getAllByRole('link', {
    name: (name, link) => links.push([name, readable(link.getAttribute('href') ?? '')]) > 0,
  });
  return links;
};

type Figures = Partial<Record<string, number>>;

/**
 * The cards the registry's counted resources make, in its order: label and figure, and the list it opens (filtered
 * to the chosen state for a resource counted per state; the others say "in all states").
 */
const expectedCards = (figures: Figures, stateId?: number) =>
  countedResources().map(({ dashboard, table, routes }) => {
    const ofState = stateId !== undefined && dashboard?.byState;
    const scope = stateId !== undefined && !ofState ? ' in all states' : '';
    return [
      `${dashboard?.label} ${figures[table] ?? 0}${scope}`,
      ofState ? filtered(routes.list, { state_id: stateId }) : routes.list,
    ];
  });

/** A per-state figure table's row: the place, then each per-state resource's figure linking to its filtered list. */
const expectedRow = (place: string, filter: Record<string, number>, figures: Figures) => [
  place,
  ...perStateResources().map(
    ({ table, routes }) => `${figures[table] ?? 0} ${filtered(routes.list, filter)}`,
  ),
];

describe('the dashboard', () => {
  it('makes one call, to dashboard', async () => {
    const calls = renderDashboard();
    await screen.findByLabelText('Totals');
    expect(calls.map((call) => call.path)).toEqual(['dashboard']);
  });

  it('shows each total as a link to its whole list', async () => {
    renderDashboard();
    expect(await cardLinks()).toEqual(expectedCards(aDashboardAnswer().counts));
    expect(await cardLinks()).toContainEqual(['Health Workers 9', '/helth']);
  });

  it('links each state’s figures to the lists filtered to the state', async () => {
    renderDashboard();
    expect(await tableLinks(/per state/)).toEqual([
      expectedRow('Bihar', { state_id: BIHAR }, { sites: 3, drivers: 1, health_workers: 6 }),
      expectedRow('Goa', { state_id: GOA }, { sites: 2, drivers: 3, health_workers: 3 }),
    ]);
  });

  it('links each weekday to the site list filtered to the day', async () => {
    renderDashboard();
    const days = await tableLinks(/per weekday/);
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual(['Monday', `4 ${filtered('/site', { days: MONDAY })}`]);
    expect(days[4]).toEqual(['Friday', `1 ${filtered('/site', { days: FRIDAY })}`]);
  });

  it('links each MHU to the driver and health worker lists filtered to that MHU exactly', async () => {
    renderDashboard();
    const mhu = (name: string, drivers: number, healthWorkers: number) => [
      name,
      `${drivers} ${filtered('/driver', { mhu: name })}`,
      `${healthWorkers} ${filtered('/helth', { mhu: name })}`,
    ];
    expect(await tableLinks(/per MHU/)).toEqual([mhu('MHU-2', 3, 3), mhu('MHU-10', 1, 6)]);
  });

  it('drills down to a state’s districts and counts when the state is chosen', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('combobox', { name: 'State' }));
    await user.click(screen.getByRole('option', { name: 'Goa' }));
    expect(await tableLinks(/per district of Goa/)).toEqual([
      expectedRow(
        'North Goa',
        { state_id: GOA, district_id: 301 },
        { sites: 1, drivers: 2, health_workers: 0 },
      ),
      expectedRow(
        'South Goa',
        { state_id: GOA, district_id: 302 },
        { sites: 1, drivers: 1, health_workers: 3 },
      ),
    ]);
    const goa = { users: 7, projects: 3, programs: 2, sites: 2, drivers: 3, health_workers: 3 };
    expect(await cardLinks()).toEqual(expectedCards(goa, GOA));
    expect(await cardLinks()).toContainEqual(['Users 7 in all states', '/user']);
    const inGoa = { state_id: GOA, mhu: 'MHU-2' };
    expect(await tableLinks(/per MHU/)).toEqual([
      ['MHU-2', `3 ${filtered('/driver', inGoa)}`, `3 ${filtered('/helth', inGoa)}`],
    ]);
  });

  it('opens with the state its address names', async () => {
    renderDashboard(aDashboardAnswer(), '/dashboard?state=10');
    expect(await tableLinks(/per district of Bihar/)).toEqual([
      expectedRow(
        'Patna',
        { state_id: BIHAR, district_id: 101 },
        { sites: 3, drivers: 1, health_workers: 6 },
      ),
    ]);
  });

  it('opens the filtered list when a figure is followed', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('link', { name: 'Sites, Goa: 2' }));
    expect(await screen.findByLabelText('list address')).toHaveTextContent(
      filtered('/site', { state_id: GOA }),
    );
  });

  it('lists the records sharing a code above the figures, each linked to its edit page', async () => {
    const duplicates = [
      aDuplicate('project', 'project_code', 'P-01', [3, 7]),
      aDuplicate('site', 'site_code', 'S-9', [4, 5, 6]),
    ];
    renderDashboard({ ...aDashboardAnswer(), duplicates });
    const warning = await screen.findByRole('alert', { name: 'Records sharing a code' });
    expect(warning).toHaveTextContent(
      'These records share a code. Give each its own code: the rule that codes are unique applies once they differ.',
    );
    const items = within(warning).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Manage Projects · Project Code P-01: #3, #7',
      'Manage Site · Site code S-9: #4, #5, #6',
    ]);
    expect(
      within(warning)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/projectEdit/3', '/projectEdit/7', '/siteEdit/4', '/siteEdit/5', '/siteEdit/6']);
    expect(
      warning.compareDocumentPosition(screen.getByLabelText('Totals')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows no warning when no records share a code', async () => {
    renderDashboard();
    await screen.findByLabelText('Totals');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows zeros and "No data yet." for an empty database, and no chart', async () => {
    renderDashboard(anEmptyAnswer());
    expect(await cardLinks()).toEqual(expectedCards({ users: 1 }));
    expect(screen.getAllByText('No data yet.')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
