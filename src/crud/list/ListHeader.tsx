// Above the table: the heading, the debounced search box (filter `q`), Export, Import and the Add button, each
// as authProvider.canAccess allows; the config's field filters under them (a phone: a button beside the search).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { memo } from 'react';
import { CanAccess, FilterLiveForm, SearchInput } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../../resources/index.ts';
import { commonKeys, resourceKey } from '../../i18n/appKeys.ts';
import { ImportButton } from '../../csvImport/ImportButton.tsx';
import { useResourceConfig } from '../useResourceConfig.ts';
import { usePhone } from '../../layout/usePhone.ts';
import { AddButton } from './AddButton.tsx';
import { ExportButton } from './ExportButton.tsx';
import { FilterButton, FilterRow } from './ListFilters.tsx';
import { useText } from '../../i18n/useText.ts';

/** On a phone the search takes a row of its own and the buttons share the rows below it. */
const rowSx = (theme: Theme) => ({
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 2,
  flexWrap: 'wrap',
  [theme.breakpoints.down('sm')]: {
    gap: 1,
    '& > *': { flex: '1 1 auto' },
    '& > form, & > form .MuiFormControl-root': { flexBasis: '100%', width: '100%' },
  },
});

/** Drawn again by its own hooks only, not at each page, sort or row of the list under it. */
export const ListHeader = memo(() => {
  const { name } = useResourceConfig();
  const translate = useText();
  const phone = usePhone();
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Typography component="h1" variant="h5" sx={{ whiteSpace: 'pre' }}>
        {translate(resourceKey(name, 'texts', 'listHeading'))}
      </Typography>
      <Stack direction="row" sx={rowSx}>
        {/* The search applies its value after this pause (react-admin's own default is 500 ms). */}
        <FilterLiveForm debounce={SEARCH_DEBOUNCE_MS}>
          {/* No room kept for a message under it: the search has none to show. */}
          <SearchInput source="q" placeholder={translate(commonKeys.searchPlaceholder)} helperText={false} />
        </FilterLiveForm>
        {phone && <FilterButton />}
        <CanAccess resource={name} action="export">
          <ExportButton />
        </CanAccess>
        <CanAccess resource={name} action="import">
          <ImportButton />
        </CanAccess>
        <AddButton />
      </Stack>
      {!phone && <FilterRow />}
    </Stack>
  );
});
