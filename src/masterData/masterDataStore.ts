// Holds the master data loaded once after sign-in, for React (subscribe) and for the dataProvider (current). Each
// answer is kept on the device, whose copy shows until the server answers (a list opened from the device's rows
// names their states at once); offline, it stands in until the network returns and it loads again.
import type { DeviceCopies } from '../../dataProvider/deviceCopies.ts';
import type { HttpClient } from '../../dataProvider/httpClient.ts';
import { noAnswer } from '../../dataProvider/httpError.ts';
import { emptyMasterData, type MasterData } from './types.ts';

export interface MasterDataStore {
  /** The loaded master data, or undefined until the one load has answered. */
  current(): MasterData | undefined;
  /**
   * Starts the load the first time; later calls do nothing. A failure is only logged (SPEC 8); with no answer at all,
   * the device's copy is shown and the load runs again when the browser is back online.
   */
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
export const createMasterDataStore = (
  http: HttpClient,
  device?: Pick<DeviceCopies, 'read' | 'save'>,
  online: Pick<Window, 'addEventListener'> = window,
): MasterDataStore => {
  let data: MasterData | undefined;
  let requested = false;
  const listeners = new Set<() => void>();
  const show = (answer: Partial<MasterData> | undefined, shown = true) => {
    data = shown ? complete(answer) : undefined;
    listeners.forEach((listener) => listener());
  };
  /** Whether what is shown is the device's copy, shown while the server had not answered. */
  let shownFromDevice = false;
  /** Whether the load's call has settled (answered, refused or unanswered): the device's copy no longer shows first. */
  let settled = false;
  const fromDevice = async (failure: unknown) => {
    settled = true;
    const saved = noAnswer(failure)
      ? await device?.read<Partial<MasterData>>('masterData', 'all')
      : undefined;
    if (!saved) {
      // The server's refusal stands: the device's copy is no answer of its.
      if (shownFromDevice) show(undefined, false);
      throw failure;
    }
    const loadAgain = () => {
      requested = false;
      store.load();
    };
    online.addEventListener('online', loadAgain, { once: true });
    if (data === undefined) show(saved.value);
  };
  const store: MasterDataStore = {
    current: () => data,
    load() {
      if (requested) return;
      requested = true;
      settled = false;
      device
        ?.read<Partial<MasterData>>('masterData', 'all')
        .then((saved) => {
          if (!saved || settled || data !== undefined) return;
          shownFromDevice = true;
          show(saved.value);
        })
        .catch((error: unknown) => console.error('Master data kept on the device could not be read', error));
      http
        .request<Partial<MasterData>>('master_data')
        .then((answer) => {
          settled = true;
          shownFromDevice = false;
          show(answer);
          void device?.save('masterData', 'all', answer).catch((error: unknown) => console.error(error));
        })
        .catch(fromDevice)
        .catch((error: unknown) => console.error('Master data could not be loaded', error));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
};
