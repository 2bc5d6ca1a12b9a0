// The registration prototype: step navigation, the Personal Information form, masked Aadhaar numbers, no calls.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maskAadhaar } from '../../../src/pages/register/aadhaarMask.ts';
import { RegisterWizard } from '../../../src/pages/register/RegisterWizard.tsx';
import { renderPage } from './pageHarness.tsx';

const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;

afterEach(() => vi.restoreAllMocks());

// The wizard renders a date picker and many selects: slow under jsdom on a busy machine.
describe('the registration wizard', () => {
  it('starts on step 1 with the Personal Information form', () => {
    renderPage(<RegisterWizard />);
    expect(stepHeading()).toBe('Step 1 of 8: Personal Information');
    expect(screen.getByLabelText('First Name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('moves with Next and Previous and stops at step 8', async () => {
    renderPage(<RegisterWizard />);
    for (let i = 0; i < 7; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toBe('Step 8 of 8: Step 8');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stepHeading()).toBe('Step 7 of 8: Step 7');
  });

  it('jumps to any step from the step indicator', async () => {
    renderPage(<RegisterWizard />);
    await userEvent.click(screen.getByRole('tab', { name: 'Step 5' }));
    expect(stepHeading()).toBe('Step 5 of 8: Step 5');
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('tab', { name: 'Personal Information' })[1]);
    expect(stepHeading()).toBe('Step 2 of 8: Personal Information');
    expect(screen.getByLabelText('First Name')).toBeInTheDocument();
  });

  it('offers the spec’s options for sex, caste category, religion and father qualification', async () => {
    renderPage(<RegisterWizard />);
    const options = async (label: string) => {
      await userEvent.click(screen.getByLabelText(label));
      const names = screen.getAllByRole('option').map((option) => option.textContent);
      await userEvent.keyboard('{Escape}');
      return names;
    };
    expect(await options('Sex')).toEqual(['Male', 'Female']);
    expect(await options('Caste Category')).toEqual(['General', 'OBC', 'SC', 'ST']);
    expect(await options('Religion')).toEqual(['Hindu', 'Muslim', 'Christian', 'Others']);
    expect(await options('Father Qualification')).toEqual(['10th Pass', '12th Pass', 'Graduation', 'Others']);
  });

  it('limits the districts to the chosen state', async () => {
    renderPage(<RegisterWizard />);
    await userEvent.click(screen.getByLabelText('State'));
    await userEvent.click(screen.getByRole('option', { name: 'Goa' }));
    await userEvent.click(screen.getByLabelText('District'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['North Goa']);
  });

  it('offers a number pad for the age and the Aadhaar numbers', () => {
    renderPage(<RegisterWizard />);
    for (const label of ['Age', 'Aadhaar Number', 'Father Aadhaar Number'])
      expect(screen.getByLabelText(label)).toHaveAttribute('inputmode', 'numeric');
  });

  it('masks an Aadhaar number but its last four digits once the field loses focus', async () => {
    renderPage(<RegisterWizard />);
    const aadhaar = screen.getByLabelText('Aadhaar Number');
    await userEvent.type(aadhaar, '1234 5678 9012');
    expect(aadhaar).toHaveValue('123456789012');
    await userEvent.tab();
    expect(aadhaar).toHaveValue('XXXX XXXX 9012');
    await userEvent.click(aadhaar);
    expect(aadhaar).toHaveValue('123456789012');
  });

  it('never calls the network nor stores anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage(<RegisterWizard />);
    await userEvent.type(screen.getByLabelText('Father Aadhaar Number'), '9999');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('maskAadhaar', () => {
  it('hides all but the last four digits, grouped in fours', () => {
    expect(maskAadhaar('123456789012')).toBe('XXXX XXXX 9012');
  });

  it('shows a short entry as it is', () => {
    expect(maskAadhaar('12')).toBe('12');
  });
});
