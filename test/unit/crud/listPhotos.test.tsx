// A list with a photo (drivers, health workers): each record's thumbnail beside its name, fetched through the HTTP
// client as the form's photo is, once per name; and on a phone, cards chosen by their own checkboxes for the chosen
// rows' actions.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia, memoryApi } from './crudHarness.tsx';
import { aDriverRow, renderFieldOps } from './fieldOpsHarness.tsx';

/** A window as wide as a phone's (`max-width` queries hold), or as a desktop's; a mouse either way. */
const windowOf = (phone: boolean) =>
  fakeMatchMedia((query) => query.includes('pointer: fine') || (phone && query.includes('max-width')));

// jsdom has no blob: addresses; these stand in, numbered in the order they are made.
const made: Blob[] = [];
beforeEach(() => {
  made.length = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:test/${made.push(blob)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const thumbnail = new Blob([new Uint8Array([0x52, 0x49, 0x46, 0x46])], { type: 'image/webp' });

const renderDrivers = (phone: boolean) => {
  windowOf(phone);
  const api = memoryApi({
    drivers: [aDriverRow(7, { image: 'abc.png' }), aDriverRow(8)],
    'photo/abc.png?size=thumb': thumbnail,
  });
  renderFieldOps('/driver', api.http);
  return api;
};

const shownThumbnails = () => document.querySelectorAll('[data-photo-thumbnail="shown"]');

describe('the photo beside each name in a list', () => {
  it.each([
    ['table', false],
    ['cards', true],
  ])(
    'shows the thumbnail in the %s, fetched with the client, and an outline for a record without one',
    async (_, phone) => {
      const api = renderDrivers(phone);
      await screen.findAllByText('Driver 8');
      await waitFor(() => expect(shownThumbnails()).toHaveLength(1));
      const shown = shownThumbnails()[0];
      expect(shown.querySelector('img')).toHaveAttribute('src', 'blob:test/1');
      expect(made).toEqual([thumbnail]);
      // The row or card of the shown one is Driver 7's; Driver 8 has none and asks for none.
      expect(shown.closest(phone ? 'li' : 'tr')).toHaveTextContent('Driver 7');
      expect(document.querySelectorAll('[data-photo-thumbnail="none"]')).toHaveLength(1);
      expect(api.calls.filter((call) => call.path.startsWith('photo/')).map((call) => call.path)).toEqual([
        'photo/abc.png?size=thumb',
      ]);
    },
  );
});

describe('choosing cards on a phone', () => {
  it('chooses a card by its named checkbox, then offers the chosen rows’ actions above the cards', async () => {
    const user = userEvent.setup();
    renderDrivers(true);
    const choose = await screen.findByRole('checkbox', { name: 'Choose Driver 8' });
    expect(screen.queryByRole('button', { name: 'Export chosen' })).not.toBeInTheDocument();
    await user.click(choose);
    expect(choose).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Choose Driver 7' })).not.toBeChecked();
    const toolbar = screen
      .getByRole('button', { name: 'Export chosen' })
      .closest('[data-test="bulk-actions-toolbar"]');
    expect(within(toolbar as HTMLElement).getByText(/1 item selected/)).toBeInTheDocument();
    await user.click(choose);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Export chosen' })).not.toBeInTheDocument(),
    );
  });
});
