// The Action cell of a row: an edit link to the record's edit route and a delete button.
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { useResourceConfig } from '../useResourceConfig.ts';
import { useDeleteRecord } from './useDeleteRecord.ts';
import { useText } from '../../i18n/useText.ts';

export const RowActions = ({ record }: { record: RaRecord }) => {
  const { routes } = useResourceConfig();
  const deleteRecord = useDeleteRecord();
  const translate = useText();
  return (
    <Stack direction="row" spacing={0.5}>
      <IconButton
        component={Link}
        to={`${routes.edit}/${record.id}`}
        aria-label={translate('ra.action.edit')}
        size="small"
        color="primary"
      >
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={translate('ra.action.delete')}
        size="small"
        color="error"
        onClick={() => void deleteRecord(record)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
};
