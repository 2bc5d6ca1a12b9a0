// The sidebar under a finger and under a mouse: touch never opens it on hover nor shows tooltips, a tap outside
// closes it; under a mouse it opens on hover and an entry shows its label as a tooltip on its right (SPEC 2).
import MenuList from '@mui/material/MenuList';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HoverSidebar } from '../../../../src/layout/HoverSidebar.tsx';
import { menuItems } from '../../../../src/layout/menuItems.ts';
import { SideMenuItem } from '../../../../src/layout/SideMenuItem.tsx';

const entry = menuItems.find((item) => item.label === 'Manage Users')!;

/** The screen's main pointer: only `(pointer: …)` queries of that kind match; no screen is a phone's. */
const pointerIs = (kind: 'coarse' | 'fine') => {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes(`pointer: ${kind}`),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
};

afterEach(() => {
  vi.useRealTimers();
  // jsdom has none of its own: leave it as other files expect it.
  Reflect.deleteProperty(window, 'matchMedia');
});

const renderSidebar = (open: boolean, withSidebar = true) => {
  const menu = (
    <MenuList>
      <SideMenuItem item={entry} active={false} />
    </MenuList>
  );
  render(
    <AdminContext store={memoryStore({ 'sidebar.open': open })}>
      <p>The page</p>
      {withSidebar ? <HoverSidebar>{menu}</HoverSidebar> : menu}
    </AdminContext>,
  );
};

const sidebar = () => document.querySelector('.RaSidebar-open, .RaSidebar-closed');
/** Hovers and focuses the entry, then lets a tooltip's opening delay pass on the test's clock. */
const pointAtEntry = () => {
  vi.useFakeTimers();
  fireEvent.mouseOver(screen.getByRole('menuitem'));
  fireEvent.focus(screen.getByRole('menuitem'));
  act(() => vi.advanceTimersByTime(1000));
};

describe('the sidebar on a touch screen', () => {
  it('stays collapsed and shows no tooltip when an entry is hovered or focused', () => {
    pointerIs('coarse');
    renderSidebar(false);
    fireEvent.mouseEnter(sidebar()!);
    pointAtEntry();
    expect(sidebar()).toHaveClass('RaSidebar-closed');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('keeps the entry named by its label', () => {
    pointerIs('coarse');
    renderSidebar(false);
    expect(screen.getByRole('menuitem', { name: entry.label })).toBeInTheDocument();
  });

  it('closes on a tap outside it', () => {
    pointerIs('coarse');
    renderSidebar(true);
    expect(sidebar()).toHaveClass('RaSidebar-open');
    fireEvent.click(screen.getByText('The page'));
    expect(sidebar()).toHaveClass('RaSidebar-closed');
  });

  it('stays open on a tap inside it', () => {
    pointerIs('coarse');
    renderSidebar(true);
    fireEvent.click(sidebar()!);
    expect(sidebar()).toHaveClass('RaSidebar-open');
  });

  it('closes when an entry is chosen', () => {
    pointerIs('coarse');
    renderSidebar(true);
    fireEvent.click(screen.getByRole('menuitem'));
    expect(sidebar()).toHaveClass('RaSidebar-closed');
  });
});

describe('the sidebar under a mouse', () => {
  it('opens when hovered and closes when the pointer leaves', () => {
    pointerIs('fine');
    renderSidebar(false);
    fireEvent.mouseEnter(sidebar()!);
    expect(sidebar()).toHaveClass('RaSidebar-open');
    fireEvent.mouseLeave(sidebar()!);
    expect(sidebar()).toHaveClass('RaSidebar-closed');
  });

  it.each([
    ['expanded', true],
    ['collapsed', false],
  ])('shows an entry’s label as a tooltip while it is %s', (_, open) => {
    pointerIs('fine');
    renderSidebar(open, false);
    pointAtEntry();
    expect(screen.getByRole('tooltip')).toHaveTextContent(entry.label);
  });
});
