// Loads the signed-in user's own profile (GET /api/profile); a failure is logged only.
import { useEffect, useState } from 'react';
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
  const [profile, setProfile] = useState<Profile | null | 'failed'>(null);
  useEffect(() => {
    let current = true;
    http
      .request<Profile>('profile')
      .then((answer) => current && setProfile(answer))
      .catch((error: unknown) => {
        console.error('The profile could not be loaded', error);
        if (current) setProfile('failed');
      });
    return () => {
      current = false;
    };
  }, [http]);
  return profile;
};
