// Folds the logs of scripts/bench.sh into one table: first the gzipped size of
// every built JS chunk, then the headline figure of every other benchmark
// against its budget; writes the same rows as <log dir>/summary.json.
//   node scripts/bench-summary.mjs <log dir>
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const read = (name) => {
  try {
    return fs.readFileSync(path.join(dir, name), 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
  } catch {
    return '';
  }
};
const rows = [];
const row = (what, value, budget = '') => rows.push({ what, value, budget });
const cells = (line) => line.split('|').slice(1, -1).map((c) => c.trim());
const missing = (what) => row(what, 'not measured (see its log)');

// Bundle: every chunk, then what the landing route loads.
const bundle = read('bundle.log').split('\n');
const chunkRows = bundle.filter((l) => /^\| \S+\.js \|/.test(l));
if (chunkRows.length === 0) missing('JS chunks');
for (const l of chunkRows) {
  const [file, , gzip, landing, editor] = cells(l);
  const where = [landing === 'yes' && 'the landing route', editor === 'yes' && 'the editor'].filter(Boolean).join(' and ');
  row(`JS chunk ${file} (gzip)${where ? `, loaded by ${where}` : ''}`, `${gzip} KB`);
}
const landing = bundle.find((l) => l.includes('landing route total'));
if (landing) row('landing route JS (gzip)', `${cells(landing)[2].replaceAll('*', '')} KB`, '110 KB');
else missing('landing route JS');
const editorRoute = bundle.find((l) => l.includes('editor route with every tool'));
if (editorRoute) row('editor route with every tool opened, JS (gzip)', `${cells(editorRoute)[2].replaceAll('*', '')} KB`, '400 KB');
else missing('editor route with every tool, JS');

// Dashboard with 1,000 documents.
const dashboard = read('dashboard.log').split('\n').filter((l) => /^\| (first render|search|clear|type filter|sort|show more)/.test(l));
if (dashboard.length === 0) missing('dashboard, 1,000 documents');
for (const l of dashboard) {
  const [what, median, , budget] = cells(l);
  row(`dashboard, 1,000 documents: ${what.replace(/ \(.*\)$/, '')} (median)`, `${median} ms`, `${budget} ms`);
}

// Typing latency.
const typing = read('typing.log').split('\n').filter((l) => /^\| editor/.test(l));
if (typing.length === 0) missing('editor typing latency');
for (const l of typing) {
  const [phase, , p50, p95] = cells(l);
  const budget = phase.includes('live grammar') ? '' : 'p95 < 16 ms';
  row(`typing on 20,000 words, ${phase}: p50 / p95`, `${p50} / ${p95}`, budget);
}

// Grammar engine and corpus.
const goBench = /BenchmarkCheck6000Words\S*\s+\d+\s+(\d+) ns\/op/.exec(read('grammar-bench.log'));
if (goBench) row('grammar check, 6,000 words (Go benchmark)', `${(Number(goBench[1]) / 1e6).toFixed(1)} ms`);
else missing('grammar check, 6,000 words');
const score = read('grammar-score.log');
const last = /ours_f1=(\S+) harper_f1=(\S+) ours_fp_clean=(\S+).*speed_ratio_harper_over_ours=(\S+)/.exec(score);
const times = /harper_ms=(\S+) ours_ms=(\S+)/.exec(score);
if (last && times) {
  row('grammar corpus: spelling+grammar F1, ours / harper.js', `${last[1]} / ${last[2]}`, '>= 0.90');
  row('grammar corpus: flags on clean lines, ours', last[3], '0');
  row('grammar, 6,000 words over HTTP: ours / harper.js', `${times[2]} ms / ${times[1]} ms (${last[4]}x faster)`, '>= 10x');
} else missing('grammar corpus score');

// Campaign balance analysis.
const balanceBench = /BenchmarkAnalyze50000Words\S*\s+\d+\s+(\d+) ns\/op/.exec(read('balance-bench.log'));
if (balanceBench) row('campaign balance analysis, 50,000 words (Go benchmark)', `${(Number(balanceBench[1]) / 1e6).toFixed(1)} ms`, '20 ms');
else missing('campaign balance analysis, 50,000 words');

// Monster catalogue.
const monsters = read('monsters-bench.log');
for (const [name, what, budget] of [
  ['Search', 'monster catalogue search (Go benchmark)', '1 ms'],
  ['BrowseAll', 'monster browse all, 325 rows with JSON (Go benchmark)', ''],
  ['Find', 'monster names found in 1,000 words (Go benchmark)', ''],
]) {
  const m = new RegExp(`Benchmark${name}\\S*\\s+\\d+\\s+(\\d+) ns/op`).exec(monsters);
  if (m) row(what, `${(Number(m[1]) / 1e3).toFixed(0)} µs`, budget);
  else missing(what);
}

// Monster lists over HTTP.
const monstersHttp = read('monsters-http.log').split('\n').filter((l) => /^\| (browse all|search)/.test(l));
if (monstersHttp.length === 0) missing('monster lists over HTTP');
for (const l of monstersHttp) {
  const [what, rows, , p50, p95, , budget] = cells(l);
  row(`monsters over HTTP: ${what.replace(/ \(.*\)$/, '')}, ${rows} rows: p50 / p95`, `${p50} / ${p95}`, budget);
}

// Campaign generator.
const campaignStream = /BenchmarkCampaignFirstDelta\S*\s+\d+\s+\d+ ns\/op\s+([\d.]+) ms-to-first-delta\s+([\d.]+) ms-worst/.exec(read('campaign-stream.log'));
if (campaignStream) row("campaign stream: model's first token to the browser, mean / worst of 200", `${campaignStream[1]} / ${campaignStream[2]} ms`, '300 ms');
else missing("campaign stream: model's first token to the browser");
const campaign = read('campaign-bench.log');
for (const [name, what, budget] of [
  ['ParseCampaign4000Tokens', 'campaign parse, a 4,000-token model reply (Go benchmark)', '1 ms'],
  ['BuildCampaign', 'built-in campaign, 4 hours (Go benchmark)', ''],
  ['ParseRefinement', 'refinement reply validated and merged (Go benchmark)', ''],
]) {
  const m = new RegExp(`Benchmark${name}\\S*\\s+\\d+\\s+(\\d+) ns/op`).exec(campaign);
  if (m) row(what, `${(Number(m[1]) / 1e3).toFixed(0)} µs`, budget);
  else missing(what);
}

// API load.
const api = read('api.log').split('\n').filter((l) => /^\| (GET|POST) /.test(l));
if (api.length === 0) missing('API load');
for (const l of api) {
  const [scenario, , errors, rps, p50, p99] = cells(l);
  row(`${scenario}: req/s, p50, p99 (loopback, 8 in flight)`, `${rps} req/s, ${p50}, ${p99}${errors !== '0' ? `, ${errors} errors` : ''}`);
}

// Sustained load: 1,000 requests a second for 30 s on each endpoint that
// does not call a model.
const sustained = read('api-sustained.log').split('\n').filter((l) => /^\| (GET|POST) /.test(l));
if (sustained.length === 0) missing('sustained API load');
for (const l of sustained) {
  const [endpoint, , errors, rps, , p99, , verdict] = cells(l);
  row(`${endpoint}: 1,000 req/s for 30 s, p99`, `${rps} req/s, p99 ${p99}${errors !== '0' ? `, ${errors} errors` : ''} (${verdict})`, 'p99 20 ms');
}

// Export.
const exportLines = read('export.log').split('\n').filter((l) => /·\s+(PDF|plain text|Markdown)/.test(l));
if (exportLines.length === 0) missing('export, 50 pages');
for (const l of exportLines) {
  const m = /·\s+(.+?)\s{2,}([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/.exec(l);
  if (m) row(`export a 51-page campaign: ${m[1]} (mean)`, `${Number(m[5]).toFixed(0)} ms`);
}

console.log('| benchmark | result | budget |');
console.log('|---|---|---|');
console.log(rows.map((r) => `| ${r.what} | ${r.value} | ${r.budget} |`).join('\n'));

// A JSON copy beside the logs, for comparing runs (tmp/bench/summary.json).
const summary = { measuredAt: new Date().toISOString(), rows };
fs.writeFileSync(path.join(dir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\n(also written to ${path.join(dir, 'summary.json')})`);
