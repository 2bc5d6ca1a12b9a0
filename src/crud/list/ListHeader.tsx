// Above the table: the heading, the debounced search box (filter `q`), Export, Import and the Add button.
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FilterLiveForm, SearchInput } from 'react-admin';
import { Link } from 'react-router-dom';
import { commonTexts, SEARCH_DEBOUNCE_MS } from '../../../resources/index.ts';
import { ImportButton } from '../../csvImport/ImportButton.tsx';
import { useResourceConfig } from '../useResourceConfig.ts';
import { ExportButton } from './ExportButton.tsx';

export const ListHeader = () => {
  const { texts, routes } = useResourceConfig();
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Typography component="h1" variant="h5" sx={{ whiteSpace: 'pre' }}>
        {texts.listHeading}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        {/* The search applies its value after this pause (react-admin's own default is 500 ms). */}
        <FilterLiveForm debounce={SEARCH_DEBOUNCE_MS}>
          <SearchInput source="q" placeholder={commonTexts.searchPlaceholder} />
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
          {texts.addButton}
        </Button>
      </Stack>
    </Stack>
  );
};
