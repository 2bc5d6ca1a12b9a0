// The image field: the stored photo fetched with the client, a chosen file previewed and sent on edit only.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryApi, useDesktopPointer } from './crudHarness.tsx';
import { aDriverRow, formEntries, renderFieldOps } from './fieldOpsHarness.tsx';

beforeEach(useDesktopPointer);

// jsdom has no blob: addresses; these stand in, numbered in the order they are made.
const objectUrls = { made: [] as Blob[], revoked: [] as string[] };
beforeEach(() => {
  objectUrls.made = [];
  objectUrls.revoked = [];
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:test/${objectUrls.made.push(blob)}`);
  URL.revokeObjectURL = vi.fn((url: string) => void objectUrls.revoked.push(url));
});
afterEach(() => vi.restoreAllMocks());

const storedPhoto = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
const aPhotoFile = (bytes = 16) => new File([new Uint8Array(bytes)], 'ravi.png', { type: 'image/png' });

const renderDriverEdit = (image: string | null = 'abc.png') => {
  const api = memoryApi({
    'get_driver/7': [aDriverRow(7, { image })],
    'photo/abc.png': storedPhoto,
    'drivers_edit/7': {},
    drivers: [],
  });
  const view = renderFieldOps('/driverEdit/7', api.http);
  return { api, view };
};

describe('the image field', () => {
  it('shows the stored photo, fetched through the HTTP client', async () => {
    const { api } = renderDriverEdit();
    expect(await screen.findByRole('img', { name: 'Stored image' })).toHaveAttribute('src', 'blob:test/1');
    expect(objectUrls.made[0]).toBe(storedPhoto);
    expect(api.calls.map((call) => call.path)).toContain('photo/abc.png');
  });

  it("says 'No image' when the record has none", async () => {
    renderDriverEdit(null);
    expect(await screen.findByText('No image')).toBeInTheDocument();
  });

  it('previews a chosen file in place of the stored photo', async () => {
    const user = userEvent.setup();
    renderDriverEdit();
    await screen.findByRole('img', { name: 'Stored image' });
    const file = aPhotoFile();
    await user.upload(screen.getByLabelText('Image'), file);
    const preview = await screen.findByRole('img', { name: 'Chosen image' });
    expect(objectUrls.made.at(-1)).toBe(file);
    expect(preview).toHaveAttribute('src', `blob:test/${objectUrls.made.length}`);
    expect(screen.getByText('ravi.png')).toBeInTheDocument();
  });

  it('accepts only the picture types the server takes', async () => {
    renderDriverEdit();
    expect(await screen.findByLabelText('Image')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
  });

  it('sends the chosen file in the edit body', async () => {
    const user = userEvent.setup();
    const { api } = renderDriverEdit();
    const file = aPhotoFile();
    await user.upload(await screen.findByLabelText('Image'), file);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Updated!' });
    expect(formEntries(api.posted('drivers_edit/7')).image).toBe(file);
  });

  it('sends no image when none is chosen, so the stored one is kept', async () => {
    const user = userEvent.setup();
    const { api } = renderDriverEdit();
    await screen.findByRole('img', { name: 'Stored image' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Updated!' });
    expect(formEntries(api.posted('drivers_edit/7'))).not.toHaveProperty('image');
  });

  it('refuses a file over 2 MB with the server’s message, and does not send it', async () => {
    const user = userEvent.setup();
    const { api } = renderDriverEdit();
    await user.upload(await screen.findByLabelText('Image'), aPhotoFile(2 * 1024 * 1024 + 1));
    expect(await screen.findByText('The image must be at most 2 MB.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Chosen image' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Updated!' });
    expect(formEntries(api.posted('drivers_edit/7'))).not.toHaveProperty('image');
  });

  it("keeps the chosen file's preview while 'Updated!' shows, with other fields changed too", async () => {
    const user = userEvent.setup();
    renderDriverEdit();
    await user.upload(await screen.findByLabelText('Image'), aPhotoFile());
    await user.type(screen.getByLabelText('MHU *'), '-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Updated!' });
    // Lets the saved record, now held by react-admin, reach the form.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('img', { name: 'Chosen image', hidden: true })).toBeInTheDocument();
  });

  it('shows the newly stored photo when the edit screen is opened again after a save', async () => {
    const user = userEvent.setup();
    let stored: string | null = null;
    const api = memoryApi({
      'get_driver/7': () => [aDriverRow(7, { image: stored })],
      'drivers_edit/7': () => {
        stored = 'new.png';
        return {};
      },
      'photo/new.png': storedPhoto,
      drivers: () => [aDriverRow(7, { image: stored })],
    });
    renderFieldOps('/driverEdit/7', api.http);
    await user.upload(await screen.findByLabelText('Image'), aPhotoFile());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Updated!' })).getByRole('button'));
    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('img', { name: 'Stored image' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toContain('photo/new.png');
  });

  it('lets go of the blob: addresses when the screen closes', async () => {
    const { view } = renderDriverEdit();
    await screen.findByRole('img', { name: 'Stored image' });
    view.unmount();
    expect(objectUrls.revoked).toContain('blob:test/1');
  });

  it('offers no file on the add form, which never sends one', async () => {
    renderFieldOps('/driverCreate', memoryApi({}).http);
    expect(
      await screen.findByText('The image can be added after saving, from the edit screen.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Image')).not.toBeInTheDocument();
  });
});
