// The list header's "Import" button, on every list whose config does not turn import off.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { importTexts, isImportable } from '../../resources/csvImport/index.ts';
import { useResourceConfig } from '../crud/useResourceConfig.ts';
import { importPathOf } from './importPath.ts';

export const ImportButton = () => {
  const resource = useResourceConfig();
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
      {importTexts.button}
    </Button>
  );
};
