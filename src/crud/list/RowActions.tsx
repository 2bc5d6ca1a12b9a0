// The Action cell of a row, as the access policy allows on that record: an edit link (or a view link for a record
// the role may read but not change) and a delete button. The table asks for the check and the delete once, for all
// its rows (useRecordAccess.ts).
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import type { useRecordAccess } from '../../access/useRecordAccess.ts';
import { crudKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { useResourceConfig } from '../useResourceConfig.ts';
import { viewPathOf } from '../viewPath.ts';

export interface RowActionsProps {
  record: RaRecord;
  /** The list's one check (useRecordAccess): undefined while the area is read. */
  may: ReturnType<typeof useRecordAccess>;
  /** The list's one delete (useDeleteRecord). */
  onDelete: (record: RaRecord) => unknown;
}

export const RowActions = ({ record, may, onDelete }: RowActionsProps) => {
  const config = useResourceConfig();
  const translate = useText();
  // Nothing until the area is known, so no button shows and then goes.
  if (!may) return null;
  const mayEdit = may({ resource: config.name, action: 'edit', record });
  const mayDelete = may({ resource: config.name, action: 'delete', record });
  return (
    // A press on an action is not a click on the row (which opens the record).
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()}>
      {mayEdit ? (
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
      {mayDelete && (
        <IconButton
          aria-label={translate('ra.action.delete')}
          size="small"
          color="error"
          onClick={() => void onDelete(record)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
};
