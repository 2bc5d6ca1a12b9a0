// A record's photo as a small round thumbnail beside its name in a list's row or card, or a person outline while it
// has none (or it is loading). Decorative: the name beside it says whose it is.
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import { usePhotoUrl } from './usePhotoUrl.ts';

export const PhotoThumbnail = ({ name }: { name: unknown }) => {
  const src = usePhotoUrl(typeof name === 'string' ? name : undefined, 'thumbnail');
  return (
    <Avatar src={src} alt="" data-photo-thumbnail={src ? 'shown' : 'none'} sx={{ width: 40, height: 40 }}>
      <PersonIcon aria-hidden />
    </Avatar>
  );
};
