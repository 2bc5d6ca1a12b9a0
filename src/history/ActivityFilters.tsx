// The activity's filters: resource, user (the users list, deleted ones aside) and a range of days.
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useGetList } from 'react-admin';
import type { ActivityFilter } from '../../dataProvider/index.ts';
import { MAX_HISTORY_PAGE_ROWS } from '../../resources/index.ts';
import { usePickerLocale } from '../i18n/usePickerLocale.ts';
import { auditTexts } from './auditTexts.ts';
import { DayFilter } from './DayFilter.tsx';
import { ResourceSelect } from './ResourceSelect.tsx';
import { useText } from '../i18n/useText.ts';

export type ActivityFilterValues = Required<Record<keyof ActivityFilter, string>>;

interface ActivityFiltersProps {
  value: ActivityFilterValues;
  onChange: (value: ActivityFilterValues) => void;
}

export const ActivityFilters = ({ value, onChange }: ActivityFiltersProps) => {
  const translate = useText();
  const { data: users = [] } = useGetList('user', {
    pagination: { page: 1, perPage: MAX_HISTORY_PAGE_ROWS },
    sort: { field: 'name', order: 'ASC' },
  });
  const set = (key: keyof ActivityFilterValues) => (next: string) => onChange({ ...value, [key]: next });
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <ResourceSelect value={value.resource} onChange={set('resource')} />
      <TextField
        select
        size="small"
        label={translate(auditTexts.filters.user)}
        value={value.user_id}
        onChange={(event) => set('user_id')(event.target.value)}
        fullWidth={false}
        sx={{ width: 260 }}
      >
        <MenuItem value="">{translate(auditTexts.allUsers)}</MenuItem>
        {users.map((user) => (
          <MenuItem key={user.id} value={String(user.id)}>
            {`${user.name} (${user.email})`}
          </MenuItem>
        ))}
      </TextField>
      <LocalizationProvider dateAdapter={AdapterDateFns} {...usePickerLocale()}>
        <DayFilter label={translate(auditTexts.filters.from)} value={value.from} onChange={set('from')} />
        <DayFilter label={translate(auditTexts.filters.to)} value={value.to} onChange={set('to')} />
      </LocalizationProvider>
    </Stack>
  );
};
