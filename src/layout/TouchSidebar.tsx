// The sidebar on a touch screen wider than a phone (a tablet): a finger cannot hover, so it opens only from the
// header's menu button, and a tap outside it, on the page, closes it, as Material's navigation drawer does.
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';

export const TouchSidebar = (props: SidebarProps) => {
  const [open, setOpen] = useSidebarState();
  const own = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOnTapOutside = (event: MouseEvent) => {
      const target = event.target as Element;
      // The header's menu button toggles the sidebar itself.
      if (own.current?.contains(target) || target.closest('header')) return;
      setOpen(false);
    };
    document.addEventListener('click', closeOnTapOutside);
    return () => document.removeEventListener('click', closeOnTapOutside);
  }, [open, setOpen]);
  // No box of its own: the sidebar stays a column of the layout's row.
  return (
    <Box ref={own} sx={{ display: 'contents' }}>
      <Sidebar {...props} />
    </Box>
  );
};
