// The privacy page states what the product keeps and for how long, and promises nothing it does not do.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicy } from '../../../src/pages/PrivacyPolicy.tsx';

const renderPolicy = () =>
  render(
    <MemoryRouter>
      <PrivacyPolicy />
    </MemoryRouter>,
  );
const sectionText = (heading: string) =>
  screen.getByRole('heading', { name: heading }).closest('section')?.textContent ?? '';

describe('the privacy page', () => {
  it('keeps the date SPEC 9 gives it', () => {
    renderPolicy();
    expect(screen.getByText('Last updated: 12-05-2024')).toBeInTheDocument();
  });

  it('says that a deleted record is hidden at once and its personal details and photos erased after 45 days', () => {
    renderPolicy();
    const text = sectionText('How long we keep it');
    expect(text).toContain('A deleted record is hidden at once');
    expect(text).toContain('45 days after deletion, its personal details are erased');
    expect(text).toContain('from its change history');
    expect(text).toContain('photograph, including any earlier photograph it replaced');
  });

  it('says that backups keep erased details at most 45 days after the erasure', () => {
    renderPolicy();
    const text = sectionText('How long we keep it');
    expect(text).toContain('Backups of the records are kept for at most 45 days');
    expect(text).toContain('leave every backup at most 45 days after they were erased');
  });

  it('says in an Analytics section that nothing tracks you and what the browser keeps until logout', () => {
    renderPolicy();
    const text = sectionText('Analytics');
    expect(text).toContain('no analytics, uses no tracking and sets no cookies');
    expect(text).toContain('sign-in token and your account details (as listed above) in its local storage');
    expect(text).toContain('Logging out clears them');
  });

  it('no longer promises that registering again cancels a deletion', () => {
    renderPolicy();
    expect(document.body.textContent).not.toMatch(/registers? again|same phone number/);
  });
});
