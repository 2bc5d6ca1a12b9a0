// The dashboard shows the figures of its one call: totals and charts linking to their lists, searched for the
// figure's state, district, day or MHU; a state's choice drills them down to its districts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { DashboardFigures } from '../../../resources/dashboard.ts';
import { DashboardPage } from '../../../src/pages/dashboard/DashboardPage.tsx';
import { aDashboardAnswer, anEmptyAnswer, dashboardMasterData } from './dashboardFixtures.ts';
import { fakeHttp, renderPage } from './pageHarness.tsx';

/** An address with its search readable: '/site?q=North Goa'. */
const readable = (address: string) => {
  const url = new URL(address, 'http://localhost');
  const search = url.searchParams.get('q');
  return search === null ? url.pathname : `${url.pathname}?q=${search}`;
};

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

describe('the dashboard', () => {
  it('makes one call, to dashboard', async () => {
    const calls = renderDashboard();
    await screen.findByLabelText('Totals');
    expect(calls.map((call) => call.path)).toEqual(['dashboard']);
  });

  it('shows each total as a link to its whole list', async () => {
    renderDashboard();
    expect(await cardLinks()).toEqual([
      ['Users 7', '/user'],
      ['Projects 3', '/project'],
      ['Programs 2', '/program'],
      ['Sites 5', '/site'],
      ['Drivers 4', '/driver'],
      ['Health Workers 9', '/helth'],
    ]);
  });

  it('links each state’s figures to the lists searched by the state', async () => {
    renderDashboard();
    expect(await tableLinks(/per state/)).toEqual([
      ['Bihar', '3 /site?q=Bihar', '1 /driver?q=Bihar', '6 /helth?q=Bihar'],
      ['Goa', '2 /site?q=Goa', '3 /driver?q=Goa', '3 /helth?q=Goa'],
    ]);
  });

  it('links each weekday to the site list searched by the day', async () => {
    renderDashboard();
    const days = await tableLinks(/per weekday/);
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual(['Monday', '4 /site?q=Monday']);
    expect(days[4]).toEqual(['Friday', '1 /site?q=Friday']);
  });

  it('links each MHU to the driver and health worker lists searched by the MHU', async () => {
    renderDashboard();
    expect(await tableLinks(/per MHU/)).toEqual([
      ['MHU-2', '3 /driver?q=MHU-2', '3 /helth?q=MHU-2'],
      ['MHU-10', '1 /driver?q=MHU-10', '6 /helth?q=MHU-10'],
    ]);
  });

  it('drills down to a state’s districts and counts when the state is chosen', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('combobox', { name: 'State' }));
    await user.click(screen.getByRole('option', { name: 'Goa' }));
    expect(await tableLinks(/per district of Goa/)).toEqual([
      ['North Goa', '1 /site?q=North Goa', '2 /driver?q=North Goa', '0 /helth?q=North Goa'],
      ['South Goa', '1 /site?q=South Goa', '1 /driver?q=South Goa', '3 /helth?q=South Goa'],
    ]);
    expect(await cardLinks()).toEqual([
      ['Users 7 in all states', '/user'],
      ['Projects 3 in all states', '/project'],
      ['Programs 2 in all states', '/program'],
      ['Sites 2', '/site?q=Goa'],
      ['Drivers 3', '/driver?q=Goa'],
      ['Health Workers 3', '/helth?q=Goa'],
    ]);
    expect(await tableLinks(/per MHU/)).toEqual([['MHU-2', '3 /driver?q=MHU-2', '3 /helth?q=MHU-2']]);
  });

  it('opens with the state its address names', async () => {
    renderDashboard(aDashboardAnswer(), '/dashboard?state=10');
    expect(await tableLinks(/per district of Bihar/)).toEqual([
      ['Patna', '3 /site?q=Patna', '1 /driver?q=Patna', '6 /helth?q=Patna'],
    ]);
  });

  it('opens the searched list when a figure is followed', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('link', { name: 'Sites, Goa: 2' }));
    expect(await screen.findByLabelText('list address')).toHaveTextContent('/site?q=Goa');
  });

  it('shows zeros and "No data yet" for an empty database, and no chart', async () => {
    renderDashboard(anEmptyAnswer());
    expect((await cardLinks()).map(([label]) => label)).toEqual([
      'Users 1',
      'Projects 0',
      'Programs 0',
      'Sites 0',
      'Drivers 0',
      'Health Workers 0',
    ]);
    expect(screen.getAllByText('No data yet')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
