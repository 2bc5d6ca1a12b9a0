// A resource's sidebar entry draws the icon its config names, loaded with the sidebar, and is highlighted on
// every screen of its resource (the menu tells it which is).
import MenuList from '@mui/material/MenuList';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { menuItems } from '../../../../src/layout/menuItems.ts';
import { SideMenu } from '../../../../src/layout/SideMenu.tsx';
import { SideMenuItem } from '../../../../src/layout/SideMenuItem.tsx';
import { renderPage } from '../../pages/pageHarness.tsx';

describe('a sidebar entry', () => {
  it.each([
    ['Manage Users', 'PeopleIcon'],
    ['Manage Health Worker', 'MedicalServicesIcon'],
  ])('%s shows its config’s icon', async (label, testId) => {
    const item = menuItems.find((entry) => entry.label === label);
    // Inside the app's theme, as in the layout: an entry asks it whether the screen is a phone's.
    render(
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter>
          <MenuList>{item && <SideMenuItem item={item} active={false} />}</MenuList>
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(screen.getByRole('menuitem')).toHaveTextContent(label);
  });

  it.each(['/sitCreate', '/siteEdit/4', '/import/site'])('stays highlighted on %s', async (path) => {
    renderPage(<SideMenu />, { path });
    expect(await screen.findByRole('menuitem', { name: 'Manage Site' })).toHaveClass('Mui-selected');
    expect(screen.getByRole('menuitem', { name: 'Manage Driver' })).not.toHaveClass('Mui-selected');
    expect(screen.getByRole('menuitem', { name: 'Manage Projects' })).not.toHaveClass('Mui-selected');
  });
});
