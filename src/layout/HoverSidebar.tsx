// The sidebar: collapsed at start (the admin's store says so), open while the pointer is over it (SPEC 2) or
// while the keyboard's focus is inside it, so its labels show to a keyboard user too. On a phone it is
// react-admin's own drawer instead: the header's menu button opens it, choosing an entry closes it.
import type { FocusEvent } from 'react';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { usePhone } from './usePhone.ts';

export const HoverSidebar = (props: SidebarProps) => {
  const [, setOpen] = useSidebarState();
  const phone = usePhone();
  if (phone) return <Sidebar {...props} />;
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
