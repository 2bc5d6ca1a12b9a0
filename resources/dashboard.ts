// The shape GET /api/dashboard answers: written once, read by the server that builds it and the page that draws it.

export interface DashboardCounts {
  users: number;
  projects: number;
  programs: number;
  sites: number;
  drivers: number;
  health_workers: number;
}

export interface StateFigures {
  state_id: number;
  /** Null when the id is not (or no longer) a known state. */
  state_name: string | null;
  sites: number;
  drivers: number;
  health_workers: number;
}

export interface DashboardFigures {
  counts: DashboardCounts;
  byState: StateFigures[];
}
