// The changes a conflict dialog lists: the history's newest entries, one per version since the form was opened.
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../../resources/index.ts';
import { changesSince } from '../../../../src/crud/conflict/editConflict.ts';

const anEntry = (label: string): HistoryEntry => ({
  at: '2025-03-04T09:05:00Z',
  action: 'Edited',
  user: null,
  changes: [{ label }],
});

const history = [anEntry('third'), anEntry('second'), anEntry('first')];
const versions = (opened: unknown, current: unknown) => ({
  savedOver: { id: 1, version: opened },
  current: { id: 1, version: current },
});

describe('the changes made since the form was opened', () => {
  it('are the newest entries, one per version since', () => {
    expect(changesSince(history, versions(1, 3))).toEqual(history.slice(0, 2));
  });

  it('are none when the version has not moved', () => {
    expect(changesSince(history, versions(3, 3))).toEqual([]);
  });

  it('are none when a record carries no version', () => {
    expect(changesSince(history, versions(undefined, 3))).toEqual([]);
  });
});
