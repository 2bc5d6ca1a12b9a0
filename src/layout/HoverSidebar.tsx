// The sidebar: collapsed at start (the admin's store says so), open while the pointer is over it (SPEC 2) or
// while the keyboard's focus is inside it, so its labels show to a keyboard user too.
import type { FocusEvent } from 'react';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';

export const HoverSidebar = (props: SidebarProps) => {
  const [, setOpen] = useSidebarState();
  const focusLeft = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  return (
    <Sidebar
      {...props}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={focusLeft}
    />
  );
};
