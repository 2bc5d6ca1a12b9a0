// The "Choose CSV file" button: a file input styled as a button; the same file may be chosen again.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ChangeEvent } from 'react';
import { importTexts } from '../../resources/csvImport/index.ts';
import { FileButton } from '../crud/fields/FileButton.tsx';

export const FileChooser = ({
  onChoose,
  disabled,
}: {
  onChoose: (file: File) => void;
  disabled?: boolean;
}) => {
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <FileButton
      variant="contained"
      startIcon={<UploadFileIcon />}
      disabled={disabled}
      input={{ accept: '.csv,text/csv', onChange: chosen, 'data-testid': 'csv-file' }}
    >
      {importTexts.chooseFile}
    </FileButton>
  );
};
