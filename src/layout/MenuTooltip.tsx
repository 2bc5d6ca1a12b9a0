// A sidebar entry's label as a tooltip on its right (SPEC 2), under a pointer that can hover; it moves with the
// entry as the sidebar widens, so it never sits over the labels. A touch screen shows none: a finger cannot hover,
// and a tooltip opened by a tap stayed over the page.
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { followAnchorResize } from './followAnchorResize.ts';
import { useCoarsePointer } from './useCoarsePointer.ts';

const popperOptions = { modifiers: [followAnchorResize] };

export const MenuTooltip = ({ title, children }: { title: string; children: ReactElement }) => {
  const touch = useCoarsePointer();
  // Its listeners turned off rather than its title emptied: the title stays the entry's accessible name.
  return (
    <Tooltip
      title={title}
      placement="right"
      disableHoverListener={touch}
      disableFocusListener={touch}
      disableTouchListener={touch}
      slotProps={{ popper: { popperOptions } }}
    >
      {children}
    </Tooltip>
  );
};
