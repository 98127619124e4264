// Prints "passed failed skipped" for a test report, so scripts/test.sh can add
// every runner's counts into one closing line.
//   node count-results.mjs go <go test -v log>
//   node count-results.mjs vitest <vitest json report> [--file <regex>]
//   node count-results.mjs playwright <playwright json report> [--tag <tag> | --not-tag <tag>]
// --file counts only the test files whose path matches; --tag / --not-tag
// only the tests with (or without) a Playwright tag (given with or without @).
import fs from 'node:fs';

const [kind, file, option, value] = process.argv.slice(2);
const fileFilter = option === '--file' ? new RegExp(value) : null;
const tag = option === '--tag' || option === '--not-tag' ? value.replace(/^@/, '') : null;
const wantTag = option === '--tag';
let passed = 0, failed = 0, skipped = 0;
try {
  const text = fs.readFileSync(file, 'utf8');
  if (kind === 'go') {
    for (const line of text.split('\n')) {
      const m = /^\s*--- (PASS|FAIL|SKIP):/.exec(line);
      if (!m) continue;
      if (m[1] === 'PASS') passed++;
      else if (m[1] === 'FAIL') failed++;
      else skipped++;
    }
    // A package that fails to build or panics has no --- FAIL line of its own.
    for (const line of text.split('\n')) if (/^FAIL\s+\S+\s+\[(build failed|setup failed)\]/.test(line) || /^panic: /.test(line)) failed++;
  } else if (kind === 'vitest' && fileFilter) {
    const r = JSON.parse(text);
    for (const result of r.testResults.filter((t) => fileFilter.test(t.name))) {
      const tests = result.assertionResults ?? [];
      for (const t of tests) {
        if (t.status === 'passed') passed++;
        else if (t.status === 'failed') failed++;
        else skipped++;
      }
      // A file that failed to load has no test results of its own.
      if (result.status === 'failed' && !tests.some((t) => t.status === 'failed')) failed++;
    }
  } else if (kind === 'vitest') {
    const r = JSON.parse(text);
    passed = r.numPassedTests; failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    skipped = r.numPendingTests + r.numTodoTests;
    if (!r.success && failed === 0) failed = 1;
  } else if (kind === 'playwright' && tag) {
    const report = JSON.parse(text);
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        if ((spec.tags ?? []).map((t) => t.replace(/^@/, '')).includes(tag) !== wantTag) continue;
        for (const t of spec.tests ?? []) {
          if (t.status === 'expected' || t.status === 'flaky') passed++;
          else if (t.status === 'unexpected') failed++;
          else skipped++;
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    // Errors outside any test (a web server that did not start) belong to the untagged part.
    if (!wantTag && (report.errors ?? []).length > 0 && failed === 0) failed = 1;
  } else if (kind === 'playwright') {
    const s = JSON.parse(text).stats;
    passed = s.expected + s.flaky; failed = s.unexpected; skipped = s.skipped;
    if ((JSON.parse(text).errors ?? []).length > 0 && failed === 0) failed = 1;
  } else {
    throw new Error(`unknown kind ${kind}`);
  }
} catch (err) {
  console.error(`count-results: cannot read ${kind} report ${file}: ${err.message}`);
  console.log('0 1 0');
  process.exit(0);
}
console.log(`${passed} ${failed} ${skipped}`);
