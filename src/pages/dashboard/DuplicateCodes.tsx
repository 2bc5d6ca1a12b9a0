// The administrator's warning above the figures: records sharing a code, made before codes were unique, each
// linked to its edit page so it can be given its own code. Nothing when there are none.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { UniqueDuplicate } from '../../../resources/unique.ts';
import { dashboardKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { duplicateRows } from './duplicateRows.ts';

export const DuplicateCodes = ({ duplicates }: { duplicates: readonly UniqueDuplicate[] }) => {
  const translate = useText();
  const rows = duplicateRows(duplicates);
  if (rows.length === 0) return null;
  return (
    <Alert severity="warning" aria-labelledby="duplicate-codes-title">
      <AlertTitle id="duplicate-codes-title">{translate(dashboardKeys.duplicates.title)}</AlertTitle>
      {translate(dashboardKeys.duplicates.text)}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {rows.map((row) => (
          <li key={`${row.labelKey} ${row.value}`}>
            {`${translate(row.headingKey)} · ${translate(row.labelKey)} ${row.value}: `}
            {row.records.map(({ id, editPath }, index) => (
              <span key={id}>
                {index > 0 && ', '}
                <Link component={RouterLink} to={editPath} color="inherit">
                  {`#${id}`}
                </Link>
              </span>
            ))}
          </li>
        ))}
      </Box>
    </Alert>
  );
};
