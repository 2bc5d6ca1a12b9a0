// The sidebar: collapsed at start (the admin's store says so), open while the pointer is over it (SPEC 2). On a
// phone it is react-admin's own drawer instead: the header's menu button opens it, choosing an entry closes it.
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { usePhone } from './usePhone.ts';

export const HoverSidebar = (props: SidebarProps) => {
  const [, setOpen] = useSidebarState();
  const phone = usePhone();
  if (phone) return <Sidebar {...props} />;
  return <Sidebar {...props} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} />;
};
