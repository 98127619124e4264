// The Monsters tab's lists over HTTP, as the browser asks for them: Browse
// All Monsters (every one of the 325 SRD creatures) and a name search, each
// timed from the request to the parsed JSON, one request at a time on a
// kept-alive connection. Budget: browse all under 50 ms at p95.
//   node bench/monsters.bench.mjs <baseURL>   (the API with the built-in catalogue, e.g. bin/lorewright-server with OPEN5E_BASE_URL=off)
const baseURL = process.argv[2] ?? 'http://127.0.0.1:8181';
const WARMUP = 20;
const RUNS = 300;
const BUDGET_MS = 50;

async function time(path) {
  const t0 = performance.now();
  const res = await fetch(baseURL + path, { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status}`);
  const text = await res.text();
  const body = JSON.parse(text);
  return { ms: performance.now() - t0, rows: body.monsters.length, bytes: text.length, source: body.source };
}

async function measure(path) {
  for (let i = 0; i < WARMUP; i++) await time(path);
  const samples = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    last = await time(path);
    samples.push(last.ms);
  }
  samples.sort((a, b) => a - b);
  const at = (p) => samples[Math.min(samples.length - 1, Math.floor((samples.length - 1) * p))];
  return { p50: at(0.5), p95: at(0.95), max: samples.at(-1), rows: last.rows, bytes: last.bytes, source: last.source };
}

const scenarios = [
  { what: 'browse all', path: '/api/monsters', budget: BUDGET_MS },
  { what: 'search "dragon"', path: '/api/monsters?name=dragon' },
];

const ms = (n) => `${n.toFixed(2)} ms`;
console.log(`Monster lists over HTTP (${baseURL}), ${RUNS} requests each after ${WARMUP} to warm up, request to parsed JSON\n`);
console.log('| list | rows | JSON KB | p50 | p95 | max | budget |');
console.log('|---|---:|---:|---:|---:|---:|---|');
const over = [];
for (const s of scenarios) {
  const r = await measure(s.path);
  console.log(`| ${s.what} (${r.source}) | ${r.rows} | ${(r.bytes / 1024).toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${s.budget ? `p95 < ${s.budget} ms` : ''} |`);
  if (s.what === 'browse all' && r.rows !== 325) over.push(`browse all listed ${r.rows} monsters, not 325`);
  if (s.budget && r.p95 > s.budget) over.push(`${s.what}: p95 ${ms(r.p95)} over ${s.budget} ms`);
}
if (over.length > 0) {
  console.error(over.join('\n'));
  process.exit(1);
}
