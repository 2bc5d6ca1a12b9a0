// What the dashboard draws: the figures' shape (shared with the server), and its cards and chart series from the
// registry's `dashboard` figures.
import {
  countedResources,
  perStateResources,
  type DashboardCounts,
  type DashboardFigures,
  type StateFigures,
} from '../../../resources/dashboard.ts';
import type { ResourceTableName } from '../../../resources/types.ts';

export type { DashboardCounts, DashboardFigures, StateFigures };

/** The chart's colours, in series order. */
const palette = ['#1565c0', '#ef6c00', '#2e7d32', '#6a1b9a', '#c62828', '#00838f'];

/** The per-state series the chart draws, in legend order. */
export const stateSeries = perStateResources().map((resource, index) => ({
  key: resource.table,
  label: resource.dashboard?.label ?? resource.name,
  color: palette[index % palette.length],
}));

/** The count cards, each leading to its list. */
export const countCards: { key: ResourceTableName; label: string; to: string }[] = countedResources().map(
  (resource) => ({
    key: resource.table,
    label: resource.dashboard?.label ?? resource.name,
    to: resource.routes.list,
  }),
);

/** A figure of a row; a resource the server did not count reads 0. */
export const figureOf = (row: DashboardCounts, key: ResourceTableName) => row[key] ?? 0;

/** "a, b and c": the series' names in a sentence. */
const listed = (conjunction: string) => {
  const names = stateSeries.map((series) => series.label.toLowerCase());
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`
    : names.join('');
};

/** The chart's title and its empty text, naming its series. */
export const perStateTexts = {
  title: `${listed('and').replace(/^./, (first) => first.toUpperCase())} per state`,
  none: `No ${listed('or')} yet.`,
};
