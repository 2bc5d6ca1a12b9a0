// The sidebar under a finger and under a mouse: touch never opens it on hover nor shows tooltips, a tap outside
// closes it, and a tooltip shows only while the sidebar is collapsed.
import MenuList from '@mui/material/MenuList';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
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
  // jsdom has none of its own: leave it as other files expect it.
  Reflect.deleteProperty(window, 'matchMedia');
});

const renderSidebar = (open: boolean, withSidebar = true) => {
  const menu = (
    <MenuList>
      <SideMenuItem item={entry} />
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
const hoverEntry = () => fireEvent.mouseOver(screen.getByRole('menuitem'));
/** Longer than the tooltip's delay before it opens (100 ms). */
const waitPastTooltipDelay = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

describe('the sidebar on a touch screen', () => {
  it('stays collapsed and shows no tooltip when an entry is hovered or focused', async () => {
    pointerIs('coarse');
    renderSidebar(false);
    hoverEntry();
    fireEvent.focus(screen.getByRole('menuitem'));
    await waitPastTooltipDelay();
    expect(sidebar()).toHaveClass('RaSidebar-closed');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('closes on a tap outside it', async () => {
    pointerIs('coarse');
    renderSidebar(true);
    expect(sidebar()).toHaveClass('RaSidebar-open');
    fireEvent.click(screen.getByText('The page'));
    expect(sidebar()).toHaveClass('RaSidebar-closed');
  });

  it('closes when an entry is chosen', () => {
    pointerIs('coarse');
    renderSidebar(true);
    fireEvent.click(screen.getByRole('menuitem'));
    expect(sidebar()).toHaveClass('RaSidebar-closed');
  });
});

describe('the sidebar under a mouse', () => {
  it('opens when hovered', () => {
    pointerIs('fine');
    renderSidebar(false);
    fireEvent.mouseEnter(sidebar()!);
    expect(sidebar()).toHaveClass('RaSidebar-open');
  });

  it('shows no tooltip over an entry while it is expanded', async () => {
    pointerIs('fine');
    renderSidebar(true);
    hoverEntry();
    await waitPastTooltipDelay();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows an entry’s label as a tooltip while it is collapsed', async () => {
    pointerIs('fine');
    renderSidebar(false, false);
    hoverEntry();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(entry.label);
  });
});
