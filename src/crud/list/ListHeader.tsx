// Above the table: the heading, the debounced search box (filter `q`), Export, Import and the Add button.
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FilterLiveForm, SearchInput } from 'react-admin';
import { Link } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from '../../../resources/index.ts';
import { commonKeys, resourceKey } from '../../i18n/appKeys.ts';
import { ImportButton } from '../../csvImport/ImportButton.tsx';
import { useResourceConfig } from '../useResourceConfig.ts';
import { ExportButton } from './ExportButton.tsx';
import { useText } from '../../i18n/useText.ts';

export const ListHeader = () => {
  const { name, routes } = useResourceConfig();
  const translate = useText();
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Typography component="h1" variant="h5" sx={{ whiteSpace: 'pre' }}>
        {translate(resourceKey(name, 'texts', 'listHeading'))}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        {/* The search applies its value after this pause (react-admin's own default is 500 ms). */}
        <FilterLiveForm debounce={SEARCH_DEBOUNCE_MS}>
          <SearchInput source="q" placeholder={translate(commonKeys.searchPlaceholder)} />
        </FilterLiveForm>
        <ExportButton />
        <ImportButton />
        <Button
          component={Link}
          to={routes.create}
          variant="contained"
          startIcon={<AddIcon />}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {translate(resourceKey(name, 'texts', 'addButton'))}
        </Button>
      </Stack>
    </Stack>
  );
};
