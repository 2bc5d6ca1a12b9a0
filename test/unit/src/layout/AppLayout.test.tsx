// A render failure inside the signed-in shell shows the spec's fallback page, not react-admin's own error page.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../../../../src/layout/AppLayout.tsx';
import { renderPage } from '../../pages/pageHarness.tsx';

const Broken = (): never => {
  throw new Error('The list could not be drawn');
};

describe('AppLayout', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Unexpected Application Error!' with the details when a screen inside it throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage(
      <AppLayout>
        <Broken />
      </AppLayout>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The list could not be drawn')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
