// The figures one view of the dashboard draws (all states, or one state's districts), shaped from the answer's
// per-state rows and named from master data (pure).
import {
  COMMON_FLAGS,
  commonSource,
  districtSource,
  EMPTY_TEXT,
  labelIndex,
  optionsFor,
  stateSource,
  type FieldFilters,
  type MasterData,
} from '../../../resources/index.ts';
import {
  countedResources,
  perStateResources,
  type DashboardCounts,
  type DashboardFigures,
  type DistrictFigures,
  type StateGroup,
} from '../../../resources/dashboard.ts';

/** One bar of a chart (its group): what it is called, the exact filter that finds its records, its figures. */
export interface Bar {
  label: string;
  filter: FieldFilters;
  figures: DashboardCounts;
}

export interface DashboardView {
  /** The totals: of the chosen state for the resources counted per state, of all states for the others. */
  counts: DashboardCounts;
  /** Per state, or per district of the chosen state. */
  places: Bar[];
  weekdays: Bar[];
  mhus: Bar[];
}

const byLabel = (a: Bar, b: Bar) => a.label.localeCompare(b.label, undefined, { numeric: true });

/** The figures a row can hold: one per counted resource. */
const figureKeys = countedResources().map((resource) => resource.table);

/** The rows' figures added up per group key, in first-seen order. */
export const sumBy = <R extends StateGroup, K>(rows: R[], keyOf: (row: R) => K): Map<K, DashboardCounts> => {
  const sums = new Map<K, DashboardCounts>();
  for (const row of rows) {
    const sum = sums.get(keyOf(row)) ?? {};
    for (const key of figureKeys) if (row[key] !== undefined) sum[key] = (sum[key] ?? 0) + row[key];
    sums.set(keyOf(row), sum);
  }
  return sums;
};

/** A state's totals: its figures for the resources counted per state (0 without records), the others' in all. */
const stateCounts = (figures: DashboardFigures, rows: DistrictFigures[]): DashboardCounts => {
  const inState = sumBy(rows, () => 'state').get('state') ?? {};
  const perState = perStateResources().map(({ table }) => [table, inState[table] ?? 0]);
  return { ...figures.counts, ...Object.fromEntries(perState) };
};

const bars = <K>(
  sums: Map<K, DashboardCounts>,
  nameOf: (key: K) => string | undefined,
  filterOf: (key: K) => FieldFilters,
): Bar[] =>
  [...sums].map(([key, figures]) => ({ label: nameOf(key) ?? EMPTY_TEXT, filter: filterOf(key), figures }));

/**
 * The filter of a place's bar: a state, or a district of the chosen state (the state too, so the list's district
 * filter offers that state's districts); a group without a district (projects) is the state's.
 */
const placeFilter =
  (stateId: number | null) =>
  (key: number | null): FieldFilters =>
    stateId === null || key === null
      ? { state_id: stateId ?? key ?? 0 }
      : { state_id: stateId, district_id: key };

/**
 * The view of all states (`stateId` null) or of one state.
 * @example dashboardView(figures, masterData, 29).places // [{ label: 'BENGALURU URBAN', filter: { state_id: 29, district_id: 572 }, figures: { sites: 2, ... } }]
 */
export const dashboardView = (
  figures: DashboardFigures,
  masterData: MasterData,
  stateId: number | null,
  locale?: string,
): DashboardView => {
  const inView = <R extends StateGroup>(rows: R[]) =>
    stateId === null ? rows : rows.filter((row) => row.state_id === stateId);
  const places =
    stateId === null
      ? sumBy(figures.byDistrict, (row) => row.state_id)
      : sumBy(inView(figures.byDistrict), (row) => row.district_id);
  /** A chosen state's figures open its records only. */
  const inState: FieldFilters = stateId === null ? {} : { state_id: stateId };
  const placeName = labelIndex(masterData, stateId === null ? stateSource : districtSource);
  const dayTotals = sumBy(inView(figures.byWeekday), (row) => row.days);
  const daySource = commonSource(COMMON_FLAGS.days);
  const days = optionsFor(masterData, daySource, {}, locale);
  return {
    counts: stateId === null ? figures.counts : stateCounts(figures, inView(figures.byDistrict)),
    places: bars(places, placeName, placeFilter(stateId)).sort(byLabel),
    // Named in the chosen language; filtered by the day's option, as the site form chooses it.
    weekdays: days.map(({ label, value }) => ({
      label,
      filter: { ...inState, days: Number(value) },
      figures: dayTotals.get(Number(value)) ?? {},
    })),
    mhus: bars(
      sumBy(inView(figures.byMhu), (row) => row.mhu),
      (mhu) => mhu,
      (mhu) => ({ ...inState, mhu }),
    ).sort(byLabel),
  };
};
