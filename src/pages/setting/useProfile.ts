// Loads the signed-in user's own profile (GET /api/profile) through react-query; a failure is logged only.
import { useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../../../dataProvider/httpClient.ts';

export interface Profile {
  id: number;
  name: string;
  email: string;
  role_id: number;
  role_name: string | null;
  mobile_number: string | null;
  state_id: number | null;
  state_name: string | null;
  district_id: number[] | null;
  block_id: number | null;
  city_village: string | null;
  program_id: number | null;
  project_id: number | null;
}

export const useProfile = (http: HttpClient): Profile | null | 'failed' => {
  const { data, isError } = useQuery({
    queryKey: ['profile'],
    queryFn: () =>
      http.request<Profile>('profile').catch((error: unknown) => {
        console.error('The profile could not be loaded', error);
        throw error;
      }),
    retry: false,
  });
  return isError ? 'failed' : (data ?? null);
};
