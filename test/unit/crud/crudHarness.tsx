// Renders the generic CRUD screens at a path, in a data router as the app does, over the real dataProvider on an
// in-memory API (which also answers the forms' own calls), with dialogs and master data, and shows the current
// path so tests can see where a screen navigated to.
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { createDataProvider } from '../../../dataProvider/index.ts';
import { HttpError, type HttpClient, type HttpRequestInit } from '../../../dataProvider/httpClient.ts';
import type { MasterData } from '../../../resources/index.ts';
import { HttpClientContext } from '../../../src/crud/httpClientContext.ts';
import { resourceRoutes } from '../../../src/crud/resourceRoutes.tsx';
import { DialogsProvider } from '../../../src/dialogs/DialogsProvider.tsx';
import { MasterDataContext, toMasterDataValue } from '../../../src/masterData/masterDataContext.ts';
import { emptyMasterData } from '../../../src/masterData/types.ts';
import { httpClientOf } from '../httpClientOf.ts';
import { createI18nProvider } from '../../../src/i18n/i18nProvider.ts';
import { withStoredLocale } from '../../../src/i18n/localeStore.ts';

export const testMasterData: MasterData = {
  ...emptyMasterData,
  state: [
    { state_id: 2, state_name: 'Bihar' },
    { state_id: 9, state_name: 'Goa' },
  ],
  district: [
    { district_id: 20, district_name: 'Patna', state_id: 2 },
    { district_id: 21, district_name: 'Gaya', state_id: 2 },
    { district_id: 90, district_name: 'North Goa', state_id: 9 },
  ],
  block: [
    { block_id: 201, block_name: 'Danapur', district_id: 20 },
    { block_id: 211, block_name: 'Bodh Gaya', district_id: 21 },
    { block_id: 901, block_name: 'Bardez', district_id: 90 },
  ],
  mst_roles: [
    { role_id: 1, role_name: 'Administrator' },
    { role_id: 2, role_name: 'State Coordinator' },
    { role_id: 3, role_name: 'Program Manager' },
    { role_id: 4, role_name: 'Project Manager' },
    { role_id: 5, role_name: 'District Coordinator' },
  ],
  mst_program: [{ program_id: 7, program_name: 'Memory Care' }],
  mst_project: [{ project_id: 8, project_name: 'Village Health' }],
};

export interface ApiCall {
  path: string;
  method?: string;
  body?: unknown;
  idempotencyKey?: string;
  ifMatch?: string;
}

/** An answer, or an error the API answers with (status and body). */
export type ApiAnswer = unknown | HttpError;

/** An HttpClient over a table of answers by path; records every call. */
export const memoryApi = (answers: Record<string, ApiAnswer | (() => ApiAnswer)>) => {
  const calls: ApiCall[] = [];
  const http: HttpClient = httpClientOf(async <T,>(path: string, init?: HttpRequestInit) => {
    const { method, body, idempotencyKey, ifMatch } = init ?? {};
    calls.push({ path, method, body, idempotencyKey, ifMatch });
    const entry = answers[path];
    const answer = typeof entry === 'function' ? (entry as () => ApiAnswer)() : entry;
    if (answer instanceof HttpError) throw answer;
    if (answer === undefined) throw new HttpError(404, { message: `No answer for ${path}` });
    return answer as T;
  });
  return { http, calls, posted: (path: string) => calls.find((call) => call.path === path)?.body };
};

const CurrentPath = () => <output aria-label="current path">{useLocation().pathname}</output>;

/**
 * The generic screens at `path` over `http`, with `masterData` loaded (the CRUD tests' own by default); with an
 * auth provider, what it lets the user see and do; with a data provider, that one (one whose calls a test watches).
 * The language is the chosen one, as in the app.
 */
export const renderCrud = (
  path: string,
  http: HttpClient,
  masterData: MasterData = testMasterData,
  authProvider?: AuthProvider,
  dataProvider: DataProvider = createDataProvider(http, { getMasterData: () => masterData }),
) =>
  render(
    <DialogsProvider>
      <MasterDataContext.Provider value={toMasterDataValue(masterData, true)}>
        <HttpClientContext.Provider value={http}>
          <RouterProvider
            router={createMemoryRouter(
              [
                {
                  path: '*',
                  element: (
                    <AdminContext
                      dataProvider={dataProvider}
                      i18nProvider={createI18nProvider()}
                      store={withStoredLocale(memoryStore())}
                      authProvider={authProvider}
                    >
                      <Routes>{resourceRoutes()}</Routes>
                      <CurrentPath />
                    </AdminContext>
                  ),
                },
              ],
              { initialEntries: [path] },
            )}
          />
        </HttpClientContext.Provider>
      </MasterDataContext.Provider>
    </DialogsProvider>,
  );

/** A window whose media queries hold as `matches` says (jsdom has no matchMedia of its own). */
export const fakeMatchMedia = (matches: (query: string) => boolean) => {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
};

/** Pointer devices get the desktop date picker, whose field can be typed into. */
export const useDesktopPointer = () => fakeMatchMedia((query) => query.includes('pointer: fine'));
