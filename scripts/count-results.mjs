// Prints "passed failed skipped" for a test report, so scripts/test.sh can add
// every runner's counts into one closing line.
//   node count-results.mjs go <go test -v log>
//   node count-results.mjs vitest <vitest json report>
//   node count-results.mjs playwright <playwright json report>
import fs from 'node:fs';

const [kind, file] = process.argv.slice(2);
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
  } else if (kind === 'vitest') {
    const r = JSON.parse(text);
    passed = r.numPassedTests; failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    skipped = r.numPendingTests + r.numTodoTests;
    if (!r.success && failed === 0) failed = 1;
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
