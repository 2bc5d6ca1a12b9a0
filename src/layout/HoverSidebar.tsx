// The sidebar: collapsed at start (the admin's store says so), open while the pointer is over it (SPEC 2) or
// while the keyboard's focus is inside it, so its labels show to a keyboard user too. On a phone it is
// react-admin's own drawer instead: the header's menu button opens it, choosing an entry closes it. On a touch
// screen a tap would open it on the way to an entry and leave it open, so there the menu button opens it.
import { isValidElement, memo, type FocusEvent, type ReactNode } from 'react';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { TouchSidebar } from './TouchSidebar.tsx';
import { useCoarsePointer } from './useCoarsePointer.ts';
import { usePhone } from './usePhone.ts';

/** Two elements of one component with the same props: react-admin's layout makes a new `<SideMenu />` each time. */
const sameElement = (before: ReactNode, after: ReactNode) => {
  if (!isValidElement(before) || !isValidElement(after)) return before === after;
  const [was, is] = [before.props, after.props] as Record<string, unknown>[];
  return (
    before.type === after.type &&
    Object.keys(was).length === Object.keys(is).length &&
    Object.keys(was).every((key) => Object.is(was[key], is[key]))
  );
};

/**
 * Drawn again when its props change, not at each new URL (a list's page change or sort), where react-admin's layout
 * draws again with the same menu; the menu and the sidebar state draw themselves again when theirs change.
 */
const sameSidebar = (before: SidebarProps, after: SidebarProps) =>
  Object.keys({ ...before, ...after }).every((key) =>
    key === 'children'
      ? sameElement(before.children, after.children)
      : Object.is(before[key as keyof SidebarProps], after[key as keyof SidebarProps]),
  );

export const HoverSidebar = memo(function HoverSidebar(props: SidebarProps) {
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
}, sameSidebar);
