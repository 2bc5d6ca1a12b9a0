// The header's badge and the waiting changes page over the app's QueryClient: a write made offline is counted and
// listed with its state, discarded after a confirmation; and a device that would not keep the queue is said so
// (jsdom has no IndexedDB: every keeping fails, as on a full device).
import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogsProvider } from '../../../../src/dialogs/DialogsProvider.tsx';
import { createI18nProvider } from '../../../../src/i18n/i18nProvider.ts';
import { WaitingBadge } from '../../../../src/waitingChanges/WaitingBadge.tsx';
import { WaitingChangesPage } from '../../../../src/waitingChanges/WaitingChangesPage.tsx';
import { WaitingChangesProvider } from '../../../../src/waitingChanges/WaitingChangesProvider.tsx';
import { waitingTexts } from '../../../../src/waitingChanges/waitingTexts.ts';
import {
  createAppQueryClient,
  sendOrQueue,
  type WriteVariables,
} from '../../../../src/waitingChanges/writeQueue.ts';

afterEach(() => onlineManager.setOnline(true));

const unanswered = {
  create: () => new Promise(() => undefined),
} as unknown as DataProvider;

const screens = (queryClient: QueryClient) =>
  render(
    <WaitingChangesProvider client={queryClient} userKey="7">
      <MemoryRouter>
        <AdminContext
          dataProvider={unanswered}
          queryClient={queryClient}
          i18nProvider={createI18nProvider()}
          store={memoryStore()}
        >
          <DialogsProvider>
            <WaitingBadge />
            <WaitingChangesPage />
          </DialogsProvider>
        </AdminContext>
      </MemoryRouter>
    </WaitingChangesProvider>,
  );

const addOffline = (queryClient: QueryClient, name: string) => {
  const variables: WriteVariables = {
    resource: 'site',
    data: { site_name: name },
    meta: { idempotencyKey: name, savedAt: Date.now() },
  };
  const write = new MutationObserver<unknown, Error, WriteVariables>(queryClient, {
    mutationKey: ['site', 'create', {}],
  }).mutate(variables);
  return sendOrQueue(queryClient, name, write);
};

describe('the changes waiting', () => {
  it('are counted in the header and listed with their state, and one is discarded once confirmed', async () => {
    const queryClient = createAppQueryClient(unanswered, ['site']);
    onlineManager.setOnline(false);
    screens(queryClient);
    await addOffline(queryClient, 'Anni Ward');
    await addOffline(queryClient, 'Banjar Ward');

    expect(await screen.findByRole('link', { name: '2 changes waiting' })).toBeInTheDocument();
    const entries = screen.getAllByRole('listitem');
    expect(entries.map((entry) => entry.getAttribute('aria-label'))).toEqual([
      'Add: Anni Ward',
      'Add: Banjar Ward',
    ]);
    expect(within(entries[0]).getByText(waitingTexts.states.waiting)).toBeInTheDocument();

    await userEvent.click(within(entries[0]).getByRole('button', { name: waitingTexts.discard }));
    await userEvent.click(await screen.findByRole('button', { name: waitingTexts.discard }));
    expect(await screen.findByRole('link', { name: '1 change waiting' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((entry) => entry.getAttribute('aria-label'))).toEqual([
      'Add: Banjar Ward',
    ]);
  });

  it('say so when the device would not keep them: they are held only while the page is open', async () => {
    const queryClient = createAppQueryClient(unanswered, ['site']);
    onlineManager.setOnline(false);
    screens(queryClient);
    await addOffline(queryClient, 'Anni Ward');
    expect(await screen.findByRole('alert')).toHaveTextContent(waitingTexts.notKept);
  });

  it('show nothing in the header when none waits', async () => {
    screens(createAppQueryClient(unanswered, ['site']));
    expect(await screen.findByText(waitingTexts.none)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
