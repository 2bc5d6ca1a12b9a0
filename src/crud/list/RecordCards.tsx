// Records as cards on a phone, by react-admin's SimpleList: a title, labelled lines that wrap rather than widen the
// screen, and the record's action on the right. The lists, the activity, the bin and the import preview share them.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { SimpleList, type RaRecord, type SimpleListProps } from 'react-admin';

/** One line of a card: its label (translated, as the table's column heading) and what the cell shows. */
export interface CardLineView {
  label: string;
  content: ReactNode;
}

/** A card's lines, each its label in bold and its content. Spans: SimpleList draws them inside a paragraph. */
export const CardLines = ({ lines }: { lines: CardLineView[] }) =>
  lines.map((line, index) => (
    <Box component="span" key={index} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {line.label}
      </Box>{' '}
      {line.content}
    </Box>
  ));

/** Each record is a bordered card; its texts wrap rather than widen the screen. */
const cardsSx = {
  py: 0,
  '& > .MuiListItem-root': {
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
    mb: 1,
    gap: 1,
    alignItems: 'flex-start',
  },
  '& .MuiListItemText-primary': { fontWeight: 600, overflowWrap: 'anywhere' },
  '& .MuiListItemIcon-root': { minWidth: 0, mt: 0.5 },
};

/**
 * The cards of the list in context, or of the records given (`data`, each with an `id`), never linked as a whole:
 * the card's own action does what a row's does.
 * @example <RecordCards data={rows} primaryText={(row) => row.name} rightIcon={(row) => <RestoreButton row={row} />} />
 */
export const RecordCards = <R extends RaRecord>({ sx, ...props }: SimpleListProps<R>) => (
  <SimpleList<R> rowClick={false} {...props} sx={[cardsSx, ...(Array.isArray(sx) ? sx : [sx ?? false])]} />
);
