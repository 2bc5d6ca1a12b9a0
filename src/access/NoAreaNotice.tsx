// The message for a user whose account holds no area (no state, no districts, no live program or project): the
// server shows them no records, and this says why and what to do.
import Alert from '@mui/material/Alert';
import { areaIsEmpty } from '../../authProvider/canAccess.ts';
import { LOCATION_ROLE_IDS } from '../../resources/index.ts';
import { pageKeys } from '../i18n/appKeys.ts';
import { useText } from '../i18n/useText.ts';
import { useArea } from './useArea.ts';

export const NoAreaNotice = () => {
  const area = useArea();
  const translate = useText();
  if (!area || !areaIsEmpty(area)) return null;
  const text = LOCATION_ROLE_IDS.includes(area.roleId) ? pageKeys.noArea : pageKeys.noSchemeArea;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {translate(text)}
    </Alert>
  );
};
