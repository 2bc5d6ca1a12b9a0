// A resource's Add button (its config's words, to its add route), shown only where authProvider.canAccess lets
// the role add: above the list and in an empty list.
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { CanAccess } from 'react-admin';
import { Link } from 'react-router-dom';
import { resourceKey } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { useResourceConfig } from '../useResourceConfig.ts';

export const AddButton = () => {
  const { name, routes } = useResourceConfig();
  const translate = useText();
  return (
    <CanAccess resource={name} action="create">
      <Button
        component={Link}
        to={routes.create}
        variant="contained"
        startIcon={<AddIcon />}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {translate(resourceKey(name, 'texts', 'addButton'))}
      </Button>
    </CanAccess>
  );
};
