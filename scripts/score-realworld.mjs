// Scores the checker on the real-world development set
// (../shared/corpus/realworld-dev), beside harper.js, per category:
//   - grammar-dev.jsonl: real grammar errors (and clean sentences that use the
//     confusable words correctly): precision, recall and F1 per category, and
//     whether the first suggestion gives back the expected correction;
//   - misspellings-dev.jsonl: one real misspelling a sentence (and 100 clean
//     originals): precision, recall, F1, first suggestion right, false flags
//     on the clean lines;
//   - fantasy-prose-dev.jsonl: published prose with no known error: false
//     flags per 1,000 words (every flag is a false one).
// Usage: node scripts/score-realworld.mjs CORPUS_DIR API_BASE [--verbose]
//   CORPUS_DIR  a folder holding realworld-dev/ and node_modules/harper.js
//               (scripts/score-realworld.sh prepares one)
// The last line is machine-readable: key=value pairs for make bench.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [corpusDir, apiBase, ...flags] = process.argv.slice(2);
if (!corpusDir || !apiBase) {
  console.error('usage: node scripts/score-realworld.mjs CORPUS_DIR API_BASE [--verbose]');
  process.exit(2);
}
const verbose = flags.includes('--verbose');
const harperDir = path.join(path.resolve(corpusDir), 'node_modules', 'harper.js', 'dist');
const { LocalLinter, Dialect } = await import(pathToFileURL(path.join(harperDir, 'index.js')).href);
const { binaryInlined } = await import(pathToFileURL(path.join(harperDir, 'binaryInlined.js')).href);

const read = (name) =>
  fs.readFileSync(path.join(corpusDir, 'realworld-dev', name), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const SG = new Set(['spelling', 'grammar']);

const linter = new LocalLinter({ binary: binaryInlined, dialect: Dialect.American });
await linter.setup();

async function harper(text) {
  const lints = await linter.lint(text);
  return lints.map((l) => {
    const s = l.span();
    const sugg = l.suggestions().map((x) => {
      const kind = x.kind(); // 0 replace, 1 remove, 2 insert after
      if (kind === 1) return '';
      const t = x.get_replacement_text();
      return kind === 2 ? text.slice(s.start, s.end) + t : t;
    });
    return { start: s.start, end: s.end, type: /spell|typo/i.test(l.lint_kind()) ? 'spelling' : 'grammar', suggestions: sugg, message: l.message() };
  });
}

async function ours(text) {
  const res = await fetch(apiBase + '/api/grammar/check', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  if (!res.ok) throw new Error(`API ${res.status}: ${await res.text()}`);
  const body = await res.json();
  return (body.errors ?? []).map((e) => ({ start: e.position.start, end: e.position.end, type: e.type, suggestions: e.suggestions ?? [], message: e.message, rule: e.rule?.id }));
}

const overlaps = (a0, a1, b0, b1) => a0 < b1 && b0 < a1;
const locate = (text, frag) => {
  const i = text.toLowerCase().indexOf(frag.toLowerCase());
  return [i, i + frag.length];
};
const norm = (s) => s.replace(/[\u2019]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

// Whether applying the flag's first suggestion gives the text the expected
// correction gives (or one of its alternatives).
function firstSuggestionRight(text, flag, exp) {
  if (!flag.suggestions.length) return false;
  const [s, e] = locate(text, exp.fragment);
  const wanted = [exp.correction, ...(exp.alternatives ?? [])].map((c) => norm(text.slice(0, s) + c + text.slice(e)));
  const got = norm(text.slice(0, flag.start) + flag.suggestions[0] + text.slice(flag.end));
  return wanted.includes(got);
}

/** Scores one checker's flags over items; returns per-category counts. */
function score(items, results) {
  const cats = new Map();
  const cat = (c) => {
    if (!cats.has(c)) cats.set(c, { tp: 0, fp: 0, fn: 0, fpClean: 0, top1: 0, found: 0, misses: [], falses: [], wrongFirst: [] });
    return cats.get(c);
  };
  items.forEach((it, k) => {
    const flags = results[k].filter((r) => SG.has(r.type));
    const c = cat(it.category ?? (it.expect.length ? 'misspelling' : 'clean'));
    const exps = it.expect.map((e) => ({ e, span: locate(it.text, e.fragment) }));
    const matched = new Set();
    for (const f of flags) {
      const hit = exps.findIndex(({ span: [s, e] }) => overlaps(f.start, f.end, s, e));
      if (hit >= 0) {
        if (!matched.has(hit)) {
          matched.add(hit);
          c.tp++;
          c.found++;
          if (firstSuggestionRight(it.text, f, exps[hit].e)) c.top1++;
          else c.wrongFirst.push(`${it.id}: "${it.text.slice(f.start, f.end)}" -> ${JSON.stringify(f.suggestions.slice(0, 3))}, wanted "${exps[hit].e.correction}" | ${it.text}`);
        }
      } else {
        c.fp++;
        if (it.expect.length === 0) c.fpClean++;
        c.falses.push(`${it.id}: "${it.text.slice(f.start, f.end)}" -> ${JSON.stringify(f.suggestions.slice(0, 3))} ${f.rule ?? ''} | ${it.text}`);
      }
    }
    exps.forEach(({ e }, i) => {
      if (!matched.has(i)) {
        c.fn++;
        c.misses.push(`${it.id}: "${e.fragment}" -> "${e.correction}" | ${it.text}`);
      }
    });
  });
  return cats;
}

const prf = (c) => {
  const p = c.tp / Math.max(1, c.tp + c.fp);
  const r = c.tp / Math.max(1, c.tp + c.fn);
  return { p, r, f1: (2 * p * r) / Math.max(1e-9, p + r), top1: c.top1 / Math.max(1, c.found) };
};
const total = (cats, keep = () => true) => {
  const t = { tp: 0, fp: 0, fn: 0, fpClean: 0, top1: 0, found: 0 };
  for (const [name, c] of cats) if (keep(name)) for (const k of Object.keys(t)) t[k] += c[k];
  return t;
};
const f3 = (x) => x.toFixed(3);

async function run(items, checker) {
  const out = [];
  for (const it of items) out.push(await checker(it.text));
  return out;
}

const figures = {};

// ---- Grammar ----
const grammar = read('grammar-dev.jsonl');
const gOurs = score(grammar, await run(grammar, ours));
const gHarper = score(grammar, await run(grammar, harper));
console.log('\n## Real grammar errors (grammar-dev.jsonl): precision / recall / F1, first suggestion right\n');
console.log('| category | errors | ours P | ours R | ours F1 | ours top-1 | harper P | harper R | harper F1 | harper top-1 |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
const names = [...gOurs.keys()].filter((n) => n !== 'clean').sort();
for (const n of [...names, 'clean']) {
  const o = gOurs.get(n), h = gHarper.get(n) ?? { tp: 0, fp: 0, fn: 0, fpClean: 0, top1: 0, found: 0 };
  if (n === 'clean') {
    console.log(`| clean lines (false flags) | ${grammar.filter((i) => i.category === 'clean').length} | ${o.fp} flags | | | | ${h.fp} flags | | | |`);
    continue;
  }
  const a = prf(o), b = prf(h);
  console.log(`| ${n} | ${o.tp + o.fn} | ${f3(a.p)} | ${f3(a.r)} | ${f3(a.f1)} | ${f3(a.top1)} | ${f3(b.p)} | ${f3(b.r)} | ${f3(b.f1)} | ${f3(b.top1)} |`);
}
for (const [label, keep] of [['all', () => true], ['languagetool only', null]]) {
  let o, h;
  if (keep) {
    o = prf(total(gOurs));
    h = prf(total(gHarper));
  } else {
    const lt = grammar.filter((i) => i.origin === 'languagetool');
    const so = score(lt, (await run(lt, ours)));
    const sh = score(lt, (await run(lt, harper)));
    o = prf(total(so));
    h = prf(total(sh));
    figures.grammar_lt_recall = f3(o.r);
    figures.harper_grammar_lt_recall = f3(h.r);
  }
  console.log(`| **${label}** | | ${f3(o.p)} | ${f3(o.r)} | ${f3(o.f1)} | ${f3(o.top1)} | ${f3(h.p)} | ${f3(h.r)} | ${f3(h.f1)} | ${f3(h.top1)} |`);
  if (keep) {
    Object.assign(figures, { grammar_precision: f3(o.p), grammar_recall: f3(o.r), grammar_f1: f3(o.f1), grammar_top1: f3(o.top1) });
    Object.assign(figures, { harper_grammar_precision: f3(h.p), harper_grammar_recall: f3(h.r), harper_grammar_f1: f3(h.f1) });
  }
}
figures.grammar_clean_flags = gOurs.get('clean')?.fp ?? 0;

// ---- Misspellings ----
const missp = read('misspellings-dev.jsonl');
const mOursRaw = await run(missp, ours);
const mHarperRaw = await run(missp, harper);
const mOurs = score(missp, mOursRaw);
const mHarper = score(missp, mHarperRaw);
console.log('\n## Real misspellings (misspellings-dev.jsonl)\n');
console.log('| checker | P | R | F1 | first suggestion right | false flags on 100 clean lines |');
console.log('|---|---|---|---|---|---|');
for (const [label, cats] of [['ours', mOurs], ['harper.js', mHarper]]) {
  const t = prf(total(cats));
  const clean = cats.get('clean')?.fp ?? 0;
  console.log(`| ${label} | ${f3(t.p)} | ${f3(t.r)} | ${f3(t.f1)} | ${f3(t.top1)} | ${clean} |`);
  const key = label === 'ours' ? 'spelling' : 'harper_spelling';
  Object.assign(figures, { [`${key}_precision`]: f3(t.p), [`${key}_recall`]: f3(t.r), [`${key}_f1`]: f3(t.f1), [`${key}_top1`]: f3(t.top1), [`${key}_clean_flags`]: clean });
}

// ---- Prose ----
const prose = read('fantasy-prose-dev.jsonl');
const words = prose.reduce((n, p) => n + p.text.split(/\s+/).filter(Boolean).length, 0);
const proseFlags = async (checker, label) => {
  let n = 0;
  const lines = [];
  for (const p of prose) {
    const flags = (await checker(p.text)).filter((f) => SG.has(f.type));
    n += flags.length;
    for (const f of flags) lines.push(`${p.id}: "${p.text.slice(f.start, f.end)}" (${f.type}${f.rule ? ' ' + f.rule : ''}) -> ${JSON.stringify(f.suggestions.slice(0, 2))}`);
  }
  if (verbose) {
    console.log(`\n### ${label}: flags on the prose`);
    for (const l of lines) console.log('  ' + l);
  }
  return n;
};
const proseOurs = await proseFlags(ours, 'ours');
const proseHarper = await proseFlags(harper, 'harper.js');
console.log(`\n## Published fantasy prose (${prose.length} paragraphs, ${words} words): false flags per 1,000 words\n`);
console.log(`| checker | flags | per 1,000 words |\n|---|---|---|\n| ours | ${proseOurs} | ${((proseOurs * 1000) / words).toFixed(2)} |\n| harper.js | ${proseHarper} | ${((proseHarper * 1000) / words).toFixed(2)} |`);
figures.prose_flags_per_1000 = ((proseOurs * 1000) / words).toFixed(2);
figures.harper_prose_flags_per_1000 = ((proseHarper * 1000) / words).toFixed(2);

if (verbose) {
  for (const [label, cats] of [['grammar', gOurs], ['misspellings', mOurs]]) {
    console.log(`\n### ours, ${label}: misses, false flags, wrong first suggestions`);
    for (const [n, c] of cats) {
      for (const m of c.misses) console.log(`  MISS [${n}] ${m}`);
      for (const m of c.falses) console.log(`  FALSE [${n}] ${m}`);
      for (const m of c.wrongFirst) console.log(`  WRONG FIRST [${n}] ${m}`);
    }
  }
}

console.log('\n' + Object.entries(figures).map(([k, v]) => `${k}=${v}`).join(' '));
