// The list header's "Import" button, on every list whose config does not turn import off.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { isImportable } from '../../resources/csvImport/index.ts';
import { useResourceConfig } from '../crud/useResourceConfig.ts';

import { importKeys } from '../i18n/appKeys.ts';
import { importPathOf } from './importPath.ts';
import { useText } from '../i18n/useText.ts';

export const ImportButton = () => {
  const resource = useResourceConfig();
  const translate = useText();
  if (!isImportable(resource)) return null;
  return (
    // Beside Add: the Export button before it takes the row's free space (ListHeader).
    <Button
      component={Link}
      to={importPathOf(resource)}
      variant="outlined"
      startIcon={<UploadFileIcon />}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {translate(importKeys.button)}
    </Button>
  );
};
