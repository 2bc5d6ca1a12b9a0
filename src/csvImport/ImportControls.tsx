// Under the preview: how many rows have errors, "Update existing records", and "Import N valid rows".
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { importKeys } from '../i18n/appKeys.ts';
import type { RowCheck } from './importBatches.ts';
import { useText } from '../i18n/useText.ts';

interface Props {
  checks: RowCheck[];
  updateExisting: boolean;
  onUpdateExisting: (on: boolean) => void;
  importing: boolean;
  onImport: () => void;
}

export const ImportControls = ({ checks, updateExisting, onUpdateExisting, importing, onImport }: Props) => {
  const translate = useText();
  const failed = checks.filter((check) => check.errors.length).length;
  const valid = checks.length - failed;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {failed > 0 && (
        <Typography color="error">{translate(importKeys.errorCount, { smart_count: failed })}</Typography>
      )}
      {/* Wraps on a narrow screen rather than squeezing the label. */}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Checkbox checked={updateExisting} onChange={(event) => onUpdateExisting(event.target.checked)} />
          }
          label={translate(importKeys.updateExisting)}
        />
        <Button variant="contained" disabled={!valid || importing} onClick={onImport}>
          {translate(importKeys.importRows, { smart_count: valid })}
        </Button>
      </Stack>
    </Stack>
  );
};
