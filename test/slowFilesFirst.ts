// The order of a suite's files: those that take longest first, so that no long file starts last and runs alone
// while the other workers idle. Vitest orders by the durations it recorded in an earlier run; a fresh clone has
// none, and ordered by file size it started the API suite's second-longest file (killedUnderLoad, 92 s) at 195 s of
// 334. The files measured longest (a run at 1e031af) go first, in that order; the rest keep vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONGEST = [
  'test/api/access/accessMatrix.test.ts', // 121 s
  'test/api/startup/killedUnderLoad.test.ts', // 92 s
  'test/api/backup/backupCommands.test.ts', // 51 s
  'test/api/fuzz/writeFuzz.test.ts', // 48 s
  'test/api/backup/restoreChecks.test.ts', // 39 s
  'test/e2e/offlineWrites.test.ts', // 89 s
  'test/e2e/fieldOps.test.ts', // 66 s
  'test/e2e/unsavedChanges.test.ts', // 48 s
];

const rankOf = (file: TestSpecification) => {
  const rank = LONGEST.findIndex((path) => file.moduleId.endsWith(path));
  return rank === -1 ? LONGEST.length : rank;
};

export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: the rest keep vitest's own order.
    return (await super.sort(files)).sort((a, b) => rankOf(a) - rankOf(b));
  }
}
