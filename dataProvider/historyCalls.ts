// The dataProvider's calls for the audit trail: a record's history, the activity (a page or a CSV), the bin, restore.
import type { ActivityRow, BinRow, HistoryEntry } from '../resources/index.ts';
import type { HttpClient, PageAnswer } from './httpClient.ts';
import { newIdempotencyKey } from './idempotencyKey.ts';
import { toServerReply, type ServerReply } from './reply.ts';

/** The activity's filters; empty ones filter nothing. Days are yyyy-mm-dd. */
export interface ActivityFilter {
  resource?: string;
  user_id?: string | number;
  from?: string;
  to?: string;
}

/** Rows `start` to `end` (exclusive) of a paged answer. */
export interface Slice {
  start: number;
  end: number;
}

export interface HistoryCalls {
  getHistory(resource: string, id: string | number): Promise<HistoryEntry[]>;
  getActivity(filter: ActivityFilter, slice: Slice): Promise<PageAnswer<ActivityRow[]>>;
  /** Every change the filter finds, as the server's CSV file. */
  exportActivity(filter: ActivityFilter): Promise<Blob>;
  getBin(resource: string | undefined, slice: Slice): Promise<PageAnswer<BinRow[]>>;
  /** Sent with `idempotencyKey` (a new one unless given): a restore the network made the client resend is made once. */
  restore(resource: string, id: string | number, idempotencyKey?: string): Promise<ServerReply>;
}

const queryOf = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  ).toString();

/** `changed(resource)` is told after a restore, so that resource's list is read again. */
export const historyCalls = (http: HttpClient, changed: (resource: string) => void): HistoryCalls => ({
  getHistory: (resource, id) =>
    http.request(`history/${encodeURIComponent(resource)}/${encodeURIComponent(String(id))}`),
  getActivity: (filter, { start, end }) =>
    http.page(`activity?${queryOf({ ...filter, _start: start, _end: end })}`),
  exportActivity: (filter) =>
    http.request(`activity.csv?${queryOf({ ...filter })}`, { responseType: 'blob' }),
  getBin: (resource, { start, end }) => http.page(`bin?${queryOf({ resource, _start: start, _end: end })}`),
  async restore(resource, id, idempotencyKey = newIdempotencyKey()) {
    const path = `restore/${encodeURIComponent(resource)}/${encodeURIComponent(String(id))}`;
    const reply = toServerReply(await http.request<unknown>(path, { method: 'POST', idempotencyKey }));
    changed(resource);
    return reply;
  },
});
