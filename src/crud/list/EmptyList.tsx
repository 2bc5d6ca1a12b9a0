// What an empty list says, one sentence on every screen: "No drivers yet.", "No drivers match this search." when a
// search left nothing, or "No drivers match these filters." when a field filter did; below it the screen's action,
// where there is one (a resource's Add).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { crudKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';

/** What left the list empty: nothing (it has no records), a search, or a field filter (with or without a search). */
export type Narrowed = false | 'search' | 'filters';

const SENTENCES = { search: crudKeys.emptySearch, filters: crudKeys.emptyFilters } as const;

/**
 * The sentence alone, for a place with no room for more (a menu).
 * @example const text = useEmptySentence(); text(translate(layoutKeys.notificationThings)) // 'No notifications yet.'
 */
export const useEmptySentence = () => {
  const translate = useText();
  return (things: string, narrowed: Narrowed = false) =>
    translate(narrowed ? SENTENCES[narrowed] : crudKeys.emptyList, { things });
};

interface EmptyListProps {
  /** The records' word in the chosen language: 'drivers', 'ड्राइवर'. */
  things: string;
  narrowed?: Narrowed;
  action?: ReactNode;
}

export const EmptyList = ({ things, narrowed = false, action }: EmptyListProps) => {
  const sentence = useEmptySentence();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4, px: 2 }}>
      <Typography color="text.secondary">{sentence(things, narrowed)}</Typography>
      {action}
    </Stack>
  );
};
