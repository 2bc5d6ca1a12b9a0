// The "Choose CSV file" button: a file input styled as a button; the same file may be chosen again.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ChangeEvent } from 'react';
import { FileButton } from '../crud/fields/FileButton.tsx';
import { importKeys } from '../i18n/appKeys.ts';
import { useText } from '../i18n/useText.ts';

export const FileChooser = ({
  onChoose,
  disabled,
}: {
  onChoose: (file: File) => void;
  disabled?: boolean;
}) => {
  const translate = useText();
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
      {translate(importKeys.chooseFile)}
    </FileButton>
  );
};
