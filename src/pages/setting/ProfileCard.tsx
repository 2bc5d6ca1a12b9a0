// The signed-in user's own details, with ids resolved to names from master data ('--' when unknown).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useLocaleState } from 'react-admin';
import {
  blockSource,
  districtSource,
  labelOf,
  programSource,
  projectSource,
  roleSource,
  type MasterDataSource,
} from '../../../resources/index.ts';

import { pageKeys } from '../../i18n/appKeys.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';
import type { Profile } from './useProfile.ts';
import { useText } from '../../i18n/useText.ts';

const orDash = (value: string | null | undefined) => (value ? value : '--');

export const ProfileCard = ({ profile }: { profile: Profile }) => {
  const masterData = useMasterData();
  const [locale] = useLocaleState();
  const translate = useText();
  const labels = Object.fromEntries(
    Object.entries(pageKeys.profile).map(([name, key]) => [name, translate(key)]),
  ) as Record<keyof typeof pageKeys.profile, string>;
  const name = (source: MasterDataSource, value: unknown, values?: Record<string, unknown>) =>
    orDash(labelOf(masterData, source, value, values, locale));
  const districts = profile.district_id ?? [];
  const rows: [string, string][] = [
    [labels.name, orDash(profile.name)],
    [labels.email, orDash(profile.email)],
    // The role's name from master data, in the chosen language; the profile's own while that loads.
    [
      labels.role,
      labelOf(masterData, roleSource, profile.role_id, undefined, locale) ?? orDash(profile.role_name),
    ],
    [labels.mobile, orDash(profile.mobile_number)],
    [labels.state, orDash(profile.state_name)],
    [labels.district, districts.length ? districts.map((id) => name(districtSource, id)).join(', ') : '--'],
    [
      labels.block,
      profile.block_id ? name(blockSource, profile.block_id, { district_id: districts[0] }) : '--',
    ],
    [labels.cityVillage, orDash(profile.city_village)],
  ];
  if (profile.program_id) rows.push([labels.program, name(programSource, profile.program_id)]);
  if (profile.project_id) rows.push([labels.project, name(projectSource, profile.project_id)]);
  return (
    <Paper component="section" aria-labelledby="profile-heading" sx={{ p: 3 }}>
      <Typography id="profile-heading" variant="h6" component="h2" gutterBottom>
        {translate(pageKeys.profileHeading)}
      </Typography>
      {/* A long email wraps on a phone instead of widening the page. */}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 3,
          rowGap: 1,
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
};
