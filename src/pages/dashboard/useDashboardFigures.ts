// Loads the dashboard's figures with one call, through react-query; a failure is logged only, like every list
// load (SPEC 8).
import { useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../dataProvider/httpClient.ts';
import type { DashboardFigures } from './dashboardFigures.ts';

export type DashboardState =
  { status: 'loading' } | { status: 'loaded'; figures: DashboardFigures } | { status: 'failed' };

export const useDashboardFigures = (http: HttpClient): DashboardState => {
  const { data, isError } = useQuery({
    queryKey: ['dashboard'],
    queryFn: () =>
      http.request<DashboardFigures>('dashboard').catch((error: unknown) => {
        console.error('Dashboard figures could not be loaded', error);
        throw error;
      }),
    retry: false,
  });
  if (isError) return { status: 'failed' };
  return data ? { status: 'loaded', figures: data } : { status: 'loading' };
};
