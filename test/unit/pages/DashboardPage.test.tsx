// The dashboard shows the figures of its one call: totals linking to their lists, and the per-state figures.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axisTicks } from '../../../src/pages/dashboard/chartScale.ts';
import { DashboardPage } from '../../../src/pages/dashboard/DashboardPage.tsx';
import type { DashboardFigures } from '../../../src/pages/dashboard/dashboardFigures.ts';
import { fakeHttp, renderPage } from './pageHarness.tsx';

const figures: DashboardFigures = {
  counts: { users: 7, projects: 3, programs: 2, sites: 5, drivers: 4, health_workers: 9 },
  byState: [
    { state_id: 10, state_name: 'Bihar', sites: 3, drivers: 1, health_workers: 6 },
    { state_id: 30, state_name: 'Goa', sites: 2, drivers: 3, health_workers: 3 },
  ],
};

describe('the dashboard', () => {
  it('makes one call, to dashboard', async () => {
    const { http, calls } = fakeHttp(() => figures);
    renderPage(<DashboardPage http={http} />);
    await screen.findByLabelText('Totals');
    expect(calls.map((call) => call.path)).toEqual(['dashboard']);
  });

  it('shows each total as a link to its list', async () => {
    renderPage(<DashboardPage http={fakeHttp(() => figures).http} />);
    const totals = await screen.findByLabelText('Totals');
    const links = within(totals).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Users: 7', '/user'],
      ['Projects: 3', '/project'],
      ['Programs: 2', '/program'],
      ['Sites: 5', '/site'],
      ['Drivers: 4', '/driver'],
      ['Health Workers: 9', '/helth'],
    ]);
  });

  it('shows sites, drivers and health workers per state in the chart and its table', async () => {
    renderPage(<DashboardPage http={fakeHttp(() => figures).http} />);
    expect(await screen.findByRole('img', { name: /per state/ })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Figures by state' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'StateSitesDriversHealth Workers',
      'Bihar316',
      'Goa233',
    ]);
  });
});

describe('axisTicks', () => {
  it('rounds the axis up to a round value', () => {
    expect(axisTicks(37)).toEqual([0, 10, 20, 30, 40]);
  });

  it('counts in ones for small figures', () => {
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
  });
});
