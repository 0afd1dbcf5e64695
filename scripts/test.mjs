// `npm test`: every test. 1) unit + API tests (vitest; API suites also on PostgreSQL when
// TEST_DATABASE_URL is set) with the domain package's coverage, 2) the search bench at a tiny size on
// PGlite (it fails only when a search does, never on a figure), 3) build the web app and check its
// bundle budget (apps/web/bench/bundle-budget.ts), 4) browser journeys in Chromium
// against the built app. Prints one closing "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ibc-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStep = null;
/** Each failure, named again at the end: CI keeps only the tail of a long run's output. */
const failures = [];

const firstLine = (text) => (text ?? '').split('\n').find((line) => line.trim() !== '') ?? '';

function run(label, command, args, reportFile) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (reportFile && fs.existsSync(reportFile)) {
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    for (const file of report.testResults ?? []) {
      const where = path.relative(root, file.name ?? '');
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const test of failedTests) {
        failures.push(`${where} > ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
      }
      // A file that fails to load (an import error, a failing beforeAll) fails no single test: count it.
      if (file.status === 'failed' && failedTests.length === 0) {
        totals.failed += 1;
        failures.push(`${where} (the file itself): ${firstLine(file.message)}`);
      }
    }
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  if (result.status !== 0 && !failedStep) failedStep = label;
  return result.status === 0;
}

const unitReport = path.join(reportDir, 'unit.json');
run(
  'unit and API tests',
  'npx',
  ['vitest', 'run', '--coverage', '--reporter=default', '--reporter=json', `--outputFile=${unitReport}`],
  unitReport,
);

// The bench still runs, every search of its random stream answered (no figure is checked).
if (!run('search bench, tiny', 'npm', ['run', 'bench:search:tiny', '-w', 'apps/api'])) totals.failed += 1;

if (run('build the web app', 'npm', ['run', 'build', '-w', 'apps/web'])) {
  // Over budget fails this step (and `npm test`), but the journeys still run on the build.
  if (!run('bundle budget', 'npm', ['run', 'bundle-budget', '-w', 'apps/web'])) totals.failed += 1;
  if (!fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error('\nBrowser journeys need Chromium at /usr/bin/chromium: apt-get install -y chromium');
    failedStep ??= 'browser journeys (Chromium missing)';
    totals.failed += 1;
  } else {
    const e2eReport = path.join(reportDir, 'e2e.json');
    run(
      'browser journeys',
      'npx',
      [
        'vitest',
        'run',
        '-c',
        'apps/web/e2e/vitest.e2e.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile=${e2eReport}`,
      ],
      e2eReport,
    );
  }
}

console.log('');
if (failedStep) console.log(`Failed step: ${failedStep}`);
for (const failure of failures) console.log(`  failed: ${failure.slice(0, 400)}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedStep ? 1 : 0);
