// What the dashboard draws: its cards and its charts' series, from the registry's `dashboard` figures, and its
// texts.
import {
  countedResources,
  resourcesIn,
  type Breakdown,
  type DashboardCounts,
  type DashboardFigures,
} from '../../../resources/dashboard.ts';
import type { ResourceConfig, ResourceTableName } from '../../../resources/types.ts';

export type { DashboardCounts, DashboardFigures };

/** The charts' colours: a resource keeps its colour in every chart. */
const palette = ['#1565c0', '#ef6c00', '#2e7d32', '#6a1b9a', '#c62828', '#00838f'];

/** A resource's figure: its card, or its series in a chart. */
export interface Figure {
  key: ResourceTableName;
  label: string;
  color: string;
  resource: ResourceConfig;
}

const figureOfResource = (resource: ResourceConfig): Figure => ({
  key: resource.table,
  label: resource.dashboard?.label ?? resource.name,
  color: palette[countedResources().indexOf(resource) % palette.length],
  resource,
});

/** The count cards, in registry order. */
export const countCards: Figure[] = countedResources().map(figureOfResource);

/** A chart's series, in legend order. */
export const seriesOf = (breakdown: Breakdown): Figure[] => resourcesIn(breakdown).map(figureOfResource);

/** A figure of a row; a resource the server did not count reads 0. */
export const figureOf = (row: DashboardCounts, key: ResourceTableName) => row[key] ?? 0;

/** "a, b and c": the series' names in a sentence, capitalised. */
const listed = (series: Figure[]) => {
  const names = series.map((figure) => figure.label.toLowerCase());
  const sentence = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
  return sentence.replace(/^./, (first) => first.toUpperCase());
};

/** The dashboard's words. */
export const dashboardTexts = {
  title: 'Dashboard',
  stateSelect: 'State',
  allStates: 'All states',
  /** Under a card whose resource is not counted per state, once a state is chosen. */
  inAllStates: 'in all states',
  perState: `${listed(seriesOf('byDistrict'))} per state`,
  perDistrict: (state: string) => `${listed(seriesOf('byDistrict'))} per district of ${state}`,
  perWeekday: `${listed(seriesOf('byWeekday'))} per weekday`,
  perMhu: `${listed(seriesOf('byMhu'))} per MHU`,
  /** A chart with nothing to count: "No data yet." */
  dataThings: 'data',
  failed: 'The figures are not available.',
  loading: 'Loading figures',
  totals: 'Totals',
  /** The administrator's warning of records sharing a code made before codes were unique. */
  duplicates: {
    title: 'Records sharing a code',
    text: 'These records share a code. Give each its own code: the rule that codes are unique applies once they differ.',
  },
};

/** The dashboard's English texts for the messages: perDistrict as a template of the state's name. */
export const dashboardMessages = { ...dashboardTexts, perDistrict: dashboardTexts.perDistrict('%{state}') };

/** A figure's label in the chosen language (its resource's dashboard label). */
export const figureInLanguage =
  (translate: (key: string) => string) =>
  (figure: Figure): Figure => ({
    ...figure,
    label: translate(`resources.${figure.resource.name}.dashboard`),
  });
