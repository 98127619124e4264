// Prints one line per failed test of a Playwright or Vitest JSON report
// ("file: title"), so make test's closing summary names what failed even
// when only its last lines are kept (as CI's record does). Playwright's
// flaky tests (failed, then passed on the retry) are named too.
//   node failed-tests.mjs playwright|vitest <json report>
import fs from 'node:fs';
import path from 'node:path';

const [kind, file] = process.argv.slice(2);
const wantFlaky = kind === 'playwright';
let report;
try {
  report = JSON.parse(fs.readFileSync(file, 'utf8'));
} catch {
  process.exit(0); // count-results.mjs already reports an unreadable report
}
const lines = [];
if (kind === 'playwright') {
  const walk = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      const name = `${spec.file}: ${[...here, spec.title].join(' › ')}`;
      if ((spec.tests ?? []).some((t) => t.status === 'unexpected')) lines.push(name);
      else if (wantFlaky && (spec.tests ?? []).some((t) => t.status === 'flaky')) lines.push(`${name} (failed once, passed on retry)`);
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) lines.push(`(outside any test) ${String(error.message ?? '').split('\n')[0]}`);
} else if (kind === 'vitest') {
  for (const result of report.testResults ?? []) {
    const name = path.relative(process.cwd(), result.name);
    for (const t of result.assertionResults ?? []) if (t.status === 'failed') lines.push(`${name}: ${t.fullName}`);
    if (result.status === 'failed' && !(result.assertionResults ?? []).some((t) => t.status === 'failed')) lines.push(`${name}: (the file failed to load)`);
  }
}
for (const line of lines) console.log(line);
