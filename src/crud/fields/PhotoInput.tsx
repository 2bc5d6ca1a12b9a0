// The image of a driver or health worker (kind 'file'). Edit: the stored photo, a file input, and a preview
// of the chosen picture, which is what the edit body sends. Add: only a note, as add never sends the image.
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { useInput } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { photoLimits } from '../../../resources/index.ts';
import { photoKeys } from '../../i18n/appKeys.ts';
import { useObjectUrl } from '../photos/useObjectUrl.ts';
import { usePhotoUrl } from '../photos/usePhotoUrl.ts';
import { FileButton } from './FileButton.tsx';
import { useInputProps, type FieldProps } from './fieldProps.ts';
import { PhotoPreview } from './PhotoPreview.tsx';
import { useText } from '../../i18n/useText.ts';

export const PhotoInput = (props: FieldProps) => {
  const { source, label, disabled } = useInputProps(props);
  const { field, fieldState } = useInput({ source });
  const translate = useText();
  // The stored photo is the name the form started with; it follows the form when the record is reloaded.
  const { defaultValues } = useFormState();
  const start: unknown = defaultValues?.[source];
  const storedName = typeof start === 'string' ? start : undefined;
  const [tooBig, setTooBig] = useState(false);
  const chosen = field.value instanceof Blob ? (field.value as File) : undefined;
  const chosenUrl = useObjectUrl(chosen);
  const storedUrl = usePhotoUrl(storedName);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again is a change too.
    event.target.value = '';
    if (!file) return;
    setTooBig(file.size > photoLimits.maxBytes);
    if (file.size <= photoLimits.maxBytes) field.onChange(file);
  };

  const message = tooBig
    ? translate(photoKeys.tooBig)
    : fieldState.error?.message && translate(fieldState.error.message);
  return (
    <Box sx={{ gridColumn: '1 / -1', my: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {props.mode === 'create' ? (
        <Typography variant="body2">{translate(photoKeys.addAfterSaving)}</Typography>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {chosenUrl ? (
            <PhotoPreview src={chosenUrl} alt={translate(photoKeys.chosenAlt)} />
          ) : (
            <PhotoPreview src={storedUrl} alt={translate(photoKeys.storedAlt)} />
          )}
          <FileButton
            variant="outlined"
            disabled={disabled}
            input={{ name: source, 'aria-label': label, accept: photoLimits.accept, onChange: choose }}
          >
            {translate(photoKeys.choose)}
          </FileButton>
          {chosen && <Typography variant="body2">{chosen.name}</Typography>}
        </Stack>
      )}
      <FormHelperText error={Boolean(message)}>{message ?? ' '}</FormHelperText>
    </Box>
  );
};
