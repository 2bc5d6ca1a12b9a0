// The schedule: a run a minute after start, then every 6 hours; a failed run is logged, and stop waits for a run.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../server/db/connection.ts';
import { FIRST_RUN_MS, RUN_EVERY_MS, startRetentionJob } from '../../../server/retention/retentionJob.ts';
import { testConfig } from '../testServer.ts';

// The run is the job's second argument, so this test mocks no module.
const erase = vi.fn<() => Promise<{ erased: number; failed: number }>>();
const log = { info: vi.fn(), error: vi.fn() };
// The runs are replaced, so no query reaches the database.
const deps = { db: {} as Database, config: testConfig(), log };

describe('the retention job', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    erase.mockReset().mockResolvedValue({ erased: 0, failed: 0 });
    log.error.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('runs a minute after start, then every 6 hours', async () => {
    const job = startRetentionJob(deps, erase);
    await vi.advanceTimersByTimeAsync(FIRST_RUN_MS - 1);
    expect(erase).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(erase).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RUN_EVERY_MS);
    expect(erase).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('logs a failed run without its details and runs again at the next turn', async () => {
    erase.mockRejectedValueOnce(new Error('connection refused'));
    const job = startRetentionJob(deps, erase);
    await vi.advanceTimersByTimeAsync(FIRST_RUN_MS);
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ type: 'Error', message: 'connection refused' }) },
      'retention: the run failed',
    );
    await vi.advanceTimersByTimeAsync(RUN_EVERY_MS);
    expect(erase).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('waits on stop for a run under way and starts no other', async () => {
    let finish = () => {};
    erase.mockReturnValueOnce(new Promise((resolve) => (finish = () => resolve({ erased: 1, failed: 0 }))));
    const job = startRetentionJob(deps, erase);
    await vi.advanceTimersByTimeAsync(FIRST_RUN_MS);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(RUN_EVERY_MS);
    expect(erase).toHaveBeenCalledTimes(1);
  });
});
