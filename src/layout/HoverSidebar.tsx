// The sidebar: collapsed at start (the admin's store says so), open while the pointer is over it (SPEC 2) or
// while the keyboard's focus is inside it, so its labels show to a keyboard user too. On a phone it is
// react-admin's own drawer instead: the header's menu button opens it, choosing an entry closes it. On a touch
// screen a tap would open it on the way to an entry and leave it open, so there the menu button opens it.
import type { FocusEvent } from 'react';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { TouchSidebar } from './TouchSidebar.tsx';
import { useCoarsePointer } from './useCoarsePointer.ts';
import { usePhone } from './usePhone.ts';

export const HoverSidebar = (props: SidebarProps) => {
  const [, setOpen] = useSidebarState();
  const phone = usePhone();
  const touch = useCoarsePointer();
  if (phone) return <Sidebar {...props} />;
  if (touch) return <TouchSidebar {...props} />;
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
