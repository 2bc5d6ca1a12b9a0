// What the dashboard draws: the figures' shape (shared with the server) and the chart's series and cards.

import type { DashboardCounts, DashboardFigures, StateFigures } from '../../../resources/dashboard.ts';

export type { DashboardCounts, DashboardFigures, StateFigures };

/** The per-state series the chart draws, in legend order. */
export const stateSeries = [
  { key: 'sites', label: 'Sites', color: '#1565c0' },
  { key: 'drivers', label: 'Drivers', color: '#ef6c00' },
  { key: 'health_workers', label: 'Health Workers', color: '#2e7d32' },
] as const;

/** The count cards, each leading to its list. */
export const countCards: { key: keyof DashboardCounts; label: string; to: string }[] = [
  { key: 'users', label: 'Users', to: '/user' },
  { key: 'projects', label: 'Projects', to: '/project' },
  { key: 'programs', label: 'Programs', to: '/program' },
  { key: 'sites', label: 'Sites', to: '/site' },
  { key: 'drivers', label: 'Drivers', to: '/driver' },
  // The spec's own spelling of the health workers' path.
  { key: 'health_workers', label: 'Health Workers', to: '/helth' },
];
