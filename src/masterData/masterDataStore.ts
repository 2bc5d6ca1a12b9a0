// Holds the master data loaded once after sign-in, for React (subscribe) and for the dataProvider (current). Each
// answer is kept on the device as the text the server sent, whose copy shows until the server answers (a list opened
// from the device's rows names their states at once); an answer the same as that copy is not drawn again. Offline,
// the copy stands in until the network returns and it loads again.
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

/** The answer as last confirmed by the server (rewritten at each 304, with its time): the ETag its text answers to. */
interface Answered {
  etag: string | null;
}

/** The text the server sent (written only when it sends one), and the ETag it came with. */
interface KeptText {
  text: string;
  etag: string | null;
}

/** The copy read back: its text and ETag, or undefined when none is kept or its two entries do not agree. */
type Kept = KeptText | undefined;

/**
 * A copy kept by an earlier release under 'all': the text the server sent, or before that the parsed object. It
 * shows offline until the server answers, and is then left for the sweep.
 */
type Earlier = string | Partial<MasterData>;

const answerOf = (text: string): Partial<MasterData> | undefined =>
  text === '' ? undefined : (JSON.parse(text) as Partial<MasterData>);

/** The entry names the copy's text and ETag are kept under. */
const ANSWERED = 'answered';

/**
 * `askAfter` settles when the profile is read: the master data is asked after it, which the server would otherwise
 * answer first (at 20,000 projects and 20,000 sites it is 370 KB compressed, and a list's access waits for the profile).
 * It is asked with the ETag of the copy the device holds: a 304 rewrites only the copy's time, not its 3 MB of text.
 * @example
 * const masterData = createMasterDataStore(http);
 * const dataProvider = createDataProvider(http, { getMasterData: masterData.current });
 */
export const createMasterDataStore = (
  http: HttpClient,
  device?: Pick<DeviceCopies, 'read' | 'save'>,
  online: Pick<Window, 'addEventListener'> = window,
  askAfter: Promise<unknown> = Promise.resolve(),
): MasterDataStore => {
  let data: MasterData | undefined;
  /** The text of what is shown, when it came as text. */
  let shownText: string | undefined;
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
  /** The copy the device holds: its text under the ETag its entry names, else an earlier release's. */
  const readKept = async (): Promise<{ kept: Kept; earlier?: Earlier } | undefined> => {
    if (!device) return undefined;
    const answered = await device.read<Answered>('masterData', ANSWERED);
    if (!answered) {
      const earlier = await device.read<Earlier>('masterData', 'all');
      return earlier && { kept: undefined, earlier: earlier.value };
    }
    const text = await device.read<KeptText>('masterDataText', ANSWERED);
    return text?.value.etag === answered.value.etag ? { kept: text.value } : undefined;
  };
  const shownOf = (copy: { kept: Kept; earlier?: Earlier }) => {
    const text = copy.kept?.text ?? (typeof copy.earlier === 'string' ? copy.earlier : undefined);
    shownText = text;
    return text !== undefined ? answerOf(text) : (copy.earlier as Partial<MasterData>);
  };
  const fromDevice = async (failure: unknown, read: Promise<Awaited<ReturnType<typeof readKept>>>) => {
    settled = true;
    const saved = noAnswer(failure) ? await read : undefined;
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
    if (data === undefined) show(shownOf(saved));
  };
  const keep = (text: string, etag: string | undefined) =>
    device
      ?.save('masterDataText', ANSWERED, { text, etag: etag ?? null } satisfies KeptText)
      .then(() => device.save('masterData', ANSWERED, { etag: etag ?? null } satisfies Answered));
  const store: MasterDataStore = {
    current: () => data,
    load() {
      if (requested) return;
      requested = true;
      settled = false;
      const read = readKept().catch((error: unknown) => {
        console.error('Master data kept on the device could not be read', error);
        return undefined;
      });
      void read.then((saved) => {
        if (!saved || settled || data !== undefined) return;
        shownFromDevice = true;
        show(shownOf(saved));
      });
      // Asked once the copy is read, with its ETag: the copy is shown by then, and stands on a 304.
      Promise.all([read, askAfter.catch(() => undefined)])
        .then(([saved]) => {
          const etag = saved?.kept?.etag ?? undefined;
          return http
            .revalidate<string>('master_data', etag, { responseType: 'text' })
            .then((answer) => ({ answer, etag }));
        })
        .then(({ answer, etag }) => {
          settled = true;
          shownFromDevice = false;
          if (answer.notModified) {
            void device
              ?.save('masterData', ANSWERED, { etag: etag ?? null } satisfies Answered)
              .catch((error: unknown) => console.error(error));
            return;
          }
          if (data === undefined || answer.body !== shownText) {
            shownText = answer.body;
            show(answerOf(answer.body));
          }
          void keep(answer.body, answer.etag)?.catch((error: unknown) => console.error(error));
        })
        .catch((failure: unknown) => fromDevice(failure, read))
        .catch((error: unknown) => console.error('Master data could not be loaded', error));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
};
