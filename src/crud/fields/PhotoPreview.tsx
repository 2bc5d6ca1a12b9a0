// A small framed picture, or 'No image' in the same frame while there is none to show.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { photoKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';

const frame = {
  width: 120,
  height: 120,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  flexShrink: 0,
} as const;

export const PhotoPreview = ({ src, alt }: { src: string | undefined; alt: string }) => {
  const translate = useText();
  return src ? (
    <Box component="img" src={src} alt={alt} sx={{ ...frame, objectFit: 'cover' }} />
  ) : (
    <Box sx={{ ...frame, display: 'grid', placeItems: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {translate(photoKeys.none)}
      </Typography>
    </Box>
  );
};
