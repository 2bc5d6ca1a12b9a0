// The import's batches each go as one write: with an Idempotency-Key of their own, which the HTTP client's retries
// of that batch keep.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { HttpRequestInit } from '../../../dataProvider/httpClient.ts';
import { project } from '../../../resources/index.ts';
import { HttpClientContext } from '../../../src/crud/httpClientContext.ts';
import { BATCH_SIZE, type ImportAnswer } from '../../../src/csvImport/importBatches.ts';
import { useImportRun } from '../../../src/csvImport/useImportRun.ts';
import { httpClientOf } from '../httpClientOf.ts';

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ Name: `P ${index}`, 'Project code': `C-${index}` }));

describe('an import run', () => {
  it('sends each batch with a key of its own', async () => {
    const keys: (string | undefined)[] = [];
    const answer: ImportAnswer = { added: 0, updated: 0, skipped: 0, rejected: [] };
    const http = httpClientOf(async <T,>(_path: string, init?: HttpRequestInit) => {
      keys.push(init?.idempotencyKey);
      return answer as T;
    });
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <HttpClientContext.Provider value={http}>{children}</HttpClientContext.Provider>
      </QueryClientProvider>
    );
    const file = { header: ['Name', 'Project code'], rows: rows(BATCH_SIZE + 1) };
    const checks = file.rows.map(() => ({ errors: [], action: 'add' as const }));
    const { result } = renderHook(() => useImportRun(project, file, checks), { wrapper });
    await act(() => result.current.mutateAsync(false));
    expect(keys).toHaveLength(2);
    expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key ?? ''))).toBe(true);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
