// The Action cell of a row, as authProvider.canAccess allows on that record: an edit link (or a view link for a
// record the role may read but not change) and a delete button.
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useCanAccess, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { crudKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { useResourceConfig } from '../useResourceConfig.ts';
import { viewPathOf } from '../viewPath.ts';
import { useDeleteRecord } from './useDeleteRecord.ts';

export const RowActions = ({ record }: { record: RaRecord }) => {
  const config = useResourceConfig();
  const deleteRecord = useDeleteRecord();
  const translate = useText();
  const edit = useCanAccess({ resource: config.name, action: 'edit', record });
  const remove = useCanAccess({ resource: config.name, action: 'delete', record });
  // Nothing until both are answered, so no button shows and then goes.
  if (edit.canAccess === undefined || remove.canAccess === undefined) return null;
  return (
    // A press on an action is not a click on the row (which opens the record).
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()}>
      {edit.canAccess ? (
        <IconButton
          component={Link}
          to={`${config.routes.edit}/${record.id}`}
          aria-label={translate('ra.action.edit')}
          size="small"
          color="primary"
        >
          <EditIcon fontSize="small" />
        </IconButton>
      ) : (
        // The list holds only records the role may read: each opens read-only.
        <IconButton
          component={Link}
          to={`${viewPathOf(config)}/${record.id}`}
          aria-label={translate(crudKeys.viewButton)}
          size="small"
          color="primary"
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      )}
      {remove.canAccess && (
        <IconButton
          aria-label={translate('ra.action.delete')}
          size="small"
          color="error"
          onClick={() => void deleteRecord(record)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
};
