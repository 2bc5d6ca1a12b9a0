import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelOf, stateSource } from '../../../../resources/index.ts';
import type { HttpClient } from '../../../../dataProvider/httpClient.ts';
import { MasterDataProvider } from '../../../../src/masterData/MasterDataProvider.tsx';
import { createMasterDataStore } from '../../../../src/masterData/masterDataStore.ts';
import { useMasterData } from '../../../../src/masterData/useMasterData.ts';
import { httpClientOf } from '../../httpClientOf.ts';

const StateOfTen = () => {
  const masterData = useMasterData();
  return <p>{masterData.loaded ? (labelOf(masterData, stateSource, 10) ?? '--') : 'loading'}</p>;
};

/** The server's answer, sent as text as the master data is asked for. */
const httpAnswering = (request: () => Promise<unknown>) => {
  const asked = vi.fn(async () => JSON.stringify(await request()));
  return Object.assign(httpClientOf(asked as HttpClient['request']), { request: asked });
};

const renderWith = (http: HttpClient) => {
  const store = createMasterDataStore(http);
  // StrictMode runs effects twice, as development does: the load must still happen once.
  render(
    <StrictMode>
      <MasterDataProvider store={store}>
        <StateOfTen />
      </MasterDataProvider>
    </StrictMode>,
  );
  return store;
};

describe('MasterDataProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the master data and resolves names from it', async () => {
    renderWith(httpAnswering(async () => ({ state: [{ state_id: 10, state_name: 'Bihar' }] })));
    expect(await screen.findByText('Bihar')).toBeInTheDocument();
  });

  it('asks the API for master_data only once', async () => {
    const http = httpAnswering(async () => ({ state: [] }));
    renderWith(http);
    await screen.findByText('--');
    expect(http.request.mock.calls).toEqual([['master_data', { responseType: 'text' }]]);
  });

  it('hands the loaded master data to non-React readers such as the dataProvider', async () => {
    const store = renderWith(
      httpAnswering(async () => ({ mst_roles: [{ role_id: 1, role_name: 'Admin' }] })),
    );
    await screen.findByText('--');
    expect(store.current()?.mst_roles).toEqual([{ role_id: 1, role_name: 'Admin' }]);
  });

  it('only logs a load failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWith(httpAnswering(async () => Promise.reject(new Error('offline'))));
    await waitFor(() => expect(log).toHaveBeenCalledOnce());
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});
