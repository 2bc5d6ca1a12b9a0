// `npm test`: lint and type-check and the four suites, each suite's output printed whole when it ends, then one
// summary line. Two phases, measured alone on two cores (decision 031): the browser suite (three quarters of a core:
// it mostly waits on Chromium and its servers) beside the checks then the unit suite (one core); then the API suite
// alone (it keeps both cores busy by itself). Run beside the others, it slowed them all: 28 minutes in all against 14.
// `npm test -- --under-load` runs it all beside a CPU burner on each core, as on a machine busy with other work.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { measureSlowness } from './slowness.mjs';
import { ensurePostgres } from './testPostgres.mjs';

const artifacts = '.test-artifacts';
mkdirSync(artifacts, { recursive: true });

/** Runs a command, its output held and printed whole when it ends; answers whether it passed, and that output. */
function run(name, command, args) {
  const began = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, FORCE_COLOR: '1', TEST_SLOWNESS: slowness },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      const seconds = Math.round((Date.now() - began) / 1000);
      process.stdout.write(
        `\n===== ${name} (${seconds} s, ended at ${minutesSinceStart()} min) =====\n${text}`,
      );
      resolve({ ok: code === 0, text });
    });
  });
}

/** Runs one vitest project with a JSON report and answers its counts; a crash counts as a failure. */
async function suite(name) {
  const report = `${artifacts}/${name}.json`;
  rmSync(report, { force: true });
  const { ok, text } = await run(name, 'npx', [
    'vitest',
    'run',
    '--project',
    name,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    const counts = {
      name,
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      failures: failuresIn(json, text),
    };
    // A file that failed in a hook or on import has no failed test in the report: each counts as one failure.
    counts.failed += json.testResults.filter(failedOutsideTests).length;
    if (!ok && counts.failed === 0) {
      counts.failed = 1;
      counts.failures.push(`${name}: failed outside any test:\n  ${errorLines(text).join('\n  ')}`);
    }
    return counts;
  } catch {
    return { name, passed: 0, failed: 1, failures: [`${name}: no report (the suite did not finish)`] };
  }
}

const failedOutsideTests = (file) =>
  file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed');

/**
 * Names each failed test (or file that failed to run) of a vitest JSON report, with its message's first line; a
 * file that failed in a hook has no message in the report (its tests are "skipped"), so its reason is read from the
 * output, the first line after that file's FAIL line.
 */
function failuresIn(json, text) {
  const firstLine = (messages) => (messages?.[0] ?? '').split('\n')[0].slice(0, 300);
  const lines = stripVTControlCharacters(text).split('\n');
  const reasonInOutput = (where) => {
    const at = lines.findIndex((line) => /^\s*FAIL\s/.test(line) && line.includes(where));
    return at === -1
      ? ''
      : (lines
          .slice(at + 1)
          .find((line) => line.trim())
          ?.trim() ?? '');
  };
  return json.testResults.flatMap((file) => {
    const where = relative(process.cwd(), file.name);
    if (failedOutsideTests(file))
      return [
        `${where}: ${firstLine([file.message]) || reasonInOutput(where) || 'failed outside its tests'}`,
      ];
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
    return failedTests.map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages)}`);
  });
}

/**
 * What a vitest output says failed outside the tests: its section of unhandled errors or failed suites, else its
 * last lines (its summary), at most 12 lines (tests' own logs of expected errors come before and are left out).
 */
function errorLines(text) {
  const lines = stripVTControlCharacters(text)
    .split('\n')
    .filter((line) => line.trim());
  const section = lines.findIndex((line) => line.includes('⎯') && /Unhandled|Failed Suites/.test(line));
  return section === -1 ? lines.slice(-12) : lines.slice(section, section + 12);
}

/** The checks, one after the other; answers those that failed. */
async function checks() {
  const failed = [];
  const commands = {
    lint: ['eslint', '.'],
    format: ['prettier', '--check', '.'],
    types: ['tsc', '--noEmit', '-p', 'tsconfig.json'],
  };
  for (const [name, args] of Object.entries(commands)) {
    if (!(await run(name, 'npx', args)).ok) failed.push(name);
  }
  return failed;
}

async function checksAndUnitSuite() {
  const failedChecks = await checks();
  return { failedChecks, unit: await suite('unit') };
}

/** A process per core that keeps it busy, at the tests' own priority, until killed. */
function startBurners() {
  return Array.from({ length: availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }),
  );
}

const started = Date.now();
const minutesSinceStart = () => ((Date.now() - started) / 60_000).toFixed(1);
const burners = process.argv.includes('--under-load') ? startBurners() : [];
process.on('exit', () => burners.forEach((burner) => burner.kill()));
process.on('SIGINT', () => process.exit(130));
await Promise.all(burners.map((burner) => new Promise((resolve) => burner.once('spawn', resolve))));
// Measured once, after the burners start, unless given: every suite's time limits scale with it (test/timeouts.ts).
const slowness = process.env.TEST_SLOWNESS ?? String(measureSlowness());
console.log(
  `Slowness ${slowness} (1 is the quiet reference machine)${burners.length ? `, beside ${burners.length} CPU burners` : ''}`,
);

// The API suite runs every database test on PostgreSQL too: without one, the run fails, and says why, at once.
const missingPostgres = await ensurePostgres();
if (missingPostgres) console.log(missingPostgres);
const [e2e, { failedChecks, unit }] = await Promise.all([suite('e2e'), checksAndUnitSuite()]);
if (missingPostgres) failedChecks.push('postgres');
const api = await suite('api');
const all = [unit, api, e2e];
const passed = all.reduce((sum, counts) => sum + counts.passed, 0);
// A failed check counts as one failure, so the summary line never reads clean when a check did not pass.
const failed = all.reduce((sum, counts) => sum + counts.failed, 0) + failedChecks.length;

console.log(
  '\n' + all.map((counts) => `${counts.name}: ${counts.passed} passed, ${counts.failed} failed`).join('\n'),
);
// Named again here, at the end, where a run's last lines are what is read of it.
for (const failure of all.flatMap((counts) => counts.failures)) console.log(`FAILED ${failure}`);
if (failedChecks.length) console.log(`Checks failed: ${failedChecks.join(', ')}`);
else console.log('Checks: lint, format and types passed');
console.log(`Duration: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failedChecks.length === 0 ? 0 : 1);
