// Loads the dashboard's figures with one call; a failure is logged only, like every list load (SPEC 8).
import { useEffect, useState } from 'react';
import type { HttpClient } from '../../../dataProvider/httpClient.ts';
import type { DashboardFigures } from './dashboardFigures.ts';

export type DashboardState =
  { status: 'loading' } | { status: 'loaded'; figures: DashboardFigures } | { status: 'failed' };

export const useDashboardFigures = (http: HttpClient): DashboardState => {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    http
      .request<DashboardFigures>('dashboard')
      .then((figures) => current && setState({ status: 'loaded', figures }))
      .catch((error: unknown) => {
        console.error('Dashboard figures could not be loaded', error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [http]);
  return state;
};
