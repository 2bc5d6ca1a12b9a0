// The scheme list prototype: twelve identical rows whose Edit and Delete do nothing.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SchemeTable } from '../../../src/pages/schemeTable/SchemeTable.tsx';
import { renderPage } from './pageHarness.tsx';

describe('the scheme list', () => {
  it('shows twelve identical rows of a scheme name and a last-updated date', () => {
    renderPage(<SchemeTable />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const texts = new Set(rows.map((row) => row.textContent?.replace(/^\d+/, '')));
    expect(texts.size).toBe(1);
    expect(rows[0]).toHaveTextContent('12/05/2024');
  });

  it('does nothing on Edit and Delete', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage(<SchemeTable />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' })[3]);
    expect(screen.getAllByRole('row')).toHaveLength(13);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
