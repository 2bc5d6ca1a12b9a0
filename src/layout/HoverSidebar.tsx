// The sidebar: collapsed at start (the admin's store says so), open while the pointer is over it (SPEC 2).
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';

export const HoverSidebar = (props: SidebarProps) => {
  const [, setOpen] = useSidebarState();
  return <Sidebar {...props} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} />;
};
