// A sidebar entry's label as a tooltip on its right, only where the label itself is hidden: a collapsed
// sidebar under a pointer that can hover. An open sidebar shows the label already, and on touch a tooltip stays
// stuck over the page.
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useSidebarState } from 'react-admin';
import { useCoarsePointer } from './useCoarsePointer.ts';

export const MenuTooltip = ({ title, children }: { title: string; children: ReactElement }) => {
  const [open] = useSidebarState();
  const touch = useCoarsePointer();
  // An empty title never opens: the entry keeps one element tree, so toggling does not remount it.
  return (
    <Tooltip title={open || touch ? '' : title} placement="right">
      {children}
    </Tooltip>
  );
};
