// What an empty list says, one sentence on every screen: "No drivers yet.", or "No drivers match this search."
// when a search or a filter left nothing; below it the screen's action, where there is one (a resource's Add).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { crudKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';

/**
 * The sentence alone, for a place with no room for more (a menu).
 * @example const text = useEmptySentence(); text(translate(layoutKeys.notificationThings)) // 'No notifications yet.'
 */
export const useEmptySentence = () => {
  const translate = useText();
  return (things: string, searched = false) =>
    translate(searched ? crudKeys.emptySearch : crudKeys.emptyList, { things });
};

interface EmptyListProps {
  /** The records' word in the chosen language: 'drivers', 'ड्राइवर'. */
  things: string;
  searched?: boolean;
  action?: ReactNode;
}

export const EmptyList = ({ things, searched = false, action }: EmptyListProps) => {
  const sentence = useEmptySentence();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4, px: 2 }}>
      <Typography color="text.secondary">{sentence(things, searched)}</Typography>
      {action}
    </Stack>
  );
};
