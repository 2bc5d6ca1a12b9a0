// Renders one of the admin app's own pages with react-admin's context, dialogs, master data and a router.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { HttpClient, HttpRequestInit } from '../../../dataProvider/httpClient.ts';
import type { MasterData } from '../../../resources/index.ts';
import { DialogsProvider } from '../../../src/dialogs/DialogsProvider.tsx';
import { MasterDataContext, toMasterDataValue } from '../../../src/masterData/masterDataContext.ts';
import { emptyMasterData } from '../../../src/masterData/types.ts';
import { httpClientOf } from '../httpClientOf.ts';
import { createI18nProvider } from '../../../src/i18n/i18nProvider.ts';

export const pageMasterData: MasterData = {
  ...emptyMasterData,
  state: [
    { state_id: 10, state_name: 'Bihar' },
    { state_id: 30, state_name: 'Goa' },
  ],
  district: [
    { district_id: 101, district_name: 'Patna', state_id: 10 },
    { district_id: 301, district_name: 'North Goa', state_id: 30 },
  ],
};

export interface RecordedCall {
  path: string;
  init?: HttpRequestInit;
}

/** An HttpClient answering from a function of the path; every call is recorded. */
export const fakeHttp = (answer: (path: string, init?: HttpRequestInit) => unknown) => {
  const calls: RecordedCall[] = [];
  const http: HttpClient = httpClientOf(async <T,>(path: string, init?: HttpRequestInit) => {
    calls.push({ path, init });
    return (await answer(path, init)) as T;
  });
  return { http, calls };
};

/** Renders `page` at `path` (the router's first entry), with `masterData` loaded. */
export const renderPage = (
  page: ReactNode,
  { path = '/', masterData = pageMasterData }: { path?: string; masterData?: MasterData } = {},
) =>
  render(
    <DialogsProvider>
      <MasterDataContext.Provider value={toMasterDataValue(masterData, true)}>
        <MemoryRouter initialEntries={[path]}>
          <AdminContext i18nProvider={createI18nProvider()}>{page}</AdminContext>
        </MemoryRouter>
      </MasterDataContext.Provider>
    </DialogsProvider>,
  );
