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
    // The left margin takes the row's free space: the button sits beside Add, away from the search box.
    <Button
      component={Link}
      to={importPathOf(resource)}
      variant="outlined"
      startIcon={<UploadFileIcon />}
      sx={{ ml: 'auto', whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {importTexts.button}
    </Button>
  );
};
