// `npm test`: lint and type-check, then the unit, API and browser suites, then one summary line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const artifacts = '.test-artifacts';
mkdirSync(artifacts, { recursive: true });

function run(command, args) {
  return spawnSync(command, args, { stdio: 'inherit', env: process.env }).status === 0;
}

const checks = [
  ['lint', () => run('npx', ['eslint', '.'])],
  ['types', () => run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])],
];
const failedChecks = checks.filter(([, check]) => !check()).map(([name]) => name);

let passed = 0;
let failed = 0;
const lines = [];
for (const suite of ['unit', 'api', 'e2e']) {
  const report = `${artifacts}/${suite}.json`;
  rmSync(report, { force: true });
  const ok = run('npx', [
    'vitest',
    'run',
    '--project',
    suite,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  let counts;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counts = { passed: json.numPassedTests, failed: json.numFailedTests };
    // A suite that crashed before or after its tests still counts as a failure.
    if (!ok && counts.failed === 0) counts.failed = 1;
  } catch {
    counts = { passed: 0, failed: 1 };
  }
  passed += counts.passed;
  failed += counts.failed;
  lines.push(`${suite}: ${counts.passed} passed, ${counts.failed} failed`);
}

console.log('\n' + lines.join('\n'));
if (failedChecks.length) console.log(`Checks failed: ${failedChecks.join(', ')}`);
else console.log('Checks: lint and types passed');
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failedChecks.length === 0 ? 0 : 1);
