// Holds the master data loaded once after sign-in, for React (subscribe) and for the dataProvider (current).
import type { HttpClient } from '../../dataProvider/httpClient.ts';
import { emptyMasterData, type MasterData } from './types.ts';

export interface MasterDataStore {
  /** The loaded master data, or undefined until the one load has answered. */
  current(): MasterData | undefined;
  /** Starts the load the first time; later calls do nothing. A failure is only logged (SPEC 8). */
  load(): void;
  subscribe(listener: () => void): () => void;
}

/** Missing collections read as empty lists, so a partial answer cannot break a screen. */
const complete = (answer: Partial<MasterData> | undefined): MasterData => ({
  ...emptyMasterData,
  ...Object.fromEntries(Object.entries(answer ?? {}).filter(([, rows]) => Array.isArray(rows))),
});

/**
 * @example
 * const masterData = createMasterDataStore(http);
 * const dataProvider = createDataProvider(http, { getMasterData: masterData.current });
 */
export const createMasterDataStore = (http: HttpClient): MasterDataStore => {
  let data: MasterData | undefined;
  let requested = false;
  const listeners = new Set<() => void>();
  return {
    current: () => data,
    load() {
      if (requested) return;
      requested = true;
      http
        .request<Partial<MasterData>>('master_data')
        .then((answer) => {
          data = complete(answer);
          listeners.forEach((listener) => listener());
        })
        .catch((error: unknown) => console.error('Master data could not be loaded', error));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
