// Which of a list's columns its box has room for (by the config's priorities), and the Action and S.No. columns kept
// in view when the rest still do not fit: the table scrolls in its box under them, never the page.
import type { SxProps, Theme } from '@mui/material/styles';
import type { ColumnConfig, ColumnPriority } from '../../../resources/index.ts';

/** The CSS container the table's columns measure: the list's own box, not the window (a sidebar may be open). */
export const LIST_BOX = 'listBox';

/**
 * The narrowest list box, in px, that shows a column of each priority. A tablet (820 px wide, a 717 px box) keeps
 * 1 and 2; a desktop (1366 px) shows them all; 600 px keeps 1.
 */
export const shownFrom: Record<ColumnPriority, number> = { 1: 0, 2: 560, 3: 960 };

/** The width of the rows' checkbox column, pinned left of S.No. */
const CHECKBOX_WIDTH = 48;

/** Kept in view at either edge of the box: S.No. on the left (beside the checkboxes), the row's actions on the right. */
const pinnedEdge = (column: ColumnConfig): 'left' | 'right' | undefined =>
  (({ serial: 'left', actions: 'right' }) as const)[column.display.kind as 'serial' | 'actions'];

/**
 * A column's cells' style: hidden on a box narrower than its priority's width, pinned to an edge if it is one of
 * the kept two (over the paper's white).
 * @example columnSx(site.columns[3], theme) // priority 2: display none in a box narrower than 560 px
 */
const columnSx = (column: ColumnConfig, theme: Theme) => {
  const from = shownFrom[column.priority];
  const edge = pinnedEdge(column);
  return {
    ...(column.width && { width: column.width }),
    // Hidden below its width rather than shown from it: where container queries are not known, every column shows.
    ...(from > 0 && { [theme.containerQueries(LIST_BOX).down(from)]: { display: 'none' } }),
    ...(edge && {
      position: 'sticky',
      [edge]: edge === 'left' ? CHECKBOX_WIDTH : 0,
      zIndex: 1,
      backgroundColor: theme.palette.background.paper,
      // Where columns may not all fit, a line marks the edge the others scroll under.
      [theme.containerQueries(LIST_BOX).down(shownFrom[3])]: {
        boxShadow: `inset ${edge === 'right' ? 1 : -1}px 0 0 ${theme.palette.divider}`,
      },
    }),
  };
};

/** The table's own style: the box its columns measure, which scrolls sideways itself when a text is too long. */
const tableSx = {
  containerType: 'inline-size',
  containerName: LIST_BOX,
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  // The chosen rows' actions take their own line above the table when rows are chosen, rather than react-admin's
  // overlay of the 48 px above it, which here are the filters.
  '&& .RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none' },
  // The rows' checkboxes, left of S.No., stay in view with it.
  '& .MuiTableCell-paddingCheckbox': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    width: CHECKBOX_WIDTH,
    minWidth: CHECKBOX_WIDTH,
    boxSizing: 'border-box',
    bgcolor: 'background.paper',
  },
};

/**
 * The table's style with each column's, for its header and body cells (react-admin gives both the class
 * `column-<source>`): written once for the table, where a style on each cell was worked out again for every cell at
 * every drawing (a page change drew 80 of them).
 * @example <DataTable sx={listTableSx(config.columns, theme)}>
 */
export const listTableSx = (columns: readonly ColumnConfig[], theme: Theme): SxProps<Theme> => ({
  ...tableSx,
  ...Object.fromEntries(columns.map((column) => [`& .column-${column.source}`, columnSx(column, theme)])),
});
