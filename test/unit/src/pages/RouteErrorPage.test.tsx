// A render failure inside the data router shows the spec's fallback page, not react-router's own.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../../../src/pages/RouteErrorPage.tsx';

const Broken = (): never => {
  throw new Error('The form could not be drawn');
};

describe('RouteErrorPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the unexpected error page with the error details when a route throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <Broken />, ErrorBoundary: RouteErrorPage }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The form could not be drawn')).toBeInTheDocument();
  });
});
