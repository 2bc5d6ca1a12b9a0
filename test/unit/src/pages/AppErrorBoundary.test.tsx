import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from '../../../../src/pages/AppErrorBoundary.tsx';

const Broken = (): never => {
  throw new Error('The list could not be drawn');
};

describe('AppErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the unexpected error page with the error details when a screen throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The list could not be drawn')).toBeInTheDocument();
  });

  it('renders its children when nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>All well</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('All well')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});
