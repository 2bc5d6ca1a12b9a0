// Runs the retention rule a minute after start and every 6 hours; a failed run is logged, never fatal.
import { errorForLog } from '../http/logging.ts';
import { eraseExpiredRecords, type RetentionDeps } from './eraseExpired.ts';

export const FIRST_RUN_MS = 60 * 1000;
export const RUN_EVERY_MS = 6 * 60 * 60 * 1000;

export interface RetentionJob {
  /** No further run starts; resolves when a run under way has ended. */
  stop(): Promise<void>;
}

/** Starts the schedule; `erase` is the run (its tests give their own, so no module is mocked). */
export function startRetentionJob(
  deps: RetentionDeps,
  erase: (deps: RetentionDeps) => Promise<unknown> = eraseExpiredRecords,
): RetentionJob {
  let stopped = false;
  // Runs queue one behind the other, so a slow run never overlaps the next.
  let running = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        await erase(deps);
      } catch (error) {
        deps.log.error({ err: errorForLog(error) }, 'retention: the run failed');
      }
    });
  };
  const first = setTimeout(run, FIRST_RUN_MS).unref();
  const every = setInterval(run, RUN_EVERY_MS).unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
