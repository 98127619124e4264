// Gzipped size of every built JS chunk, and of the JavaScript two routes
// actually load in Chromium: the landing page (budget 110 KB gzipped) and
// the editor with every assistant tool opened (budget 400 KB). Exits 1 when
// a route is over its budget; make test runs it (scripts/test.sh), make bench
// shows it.
//   node bench/bundle.bench.mjs <baseURL>   (the built app served, e.g. by bin/lorewright-server)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:8181';
const dist = path.resolve(import.meta.dirname, '../dist');
const assets = path.join(dist, 'assets');
const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);
const BUDGETS = { landing: 110 * 1024, editor: 400 * 1024 };
const TOOLS = ['Campaign', 'Names', 'Monsters', 'Backgrounds', 'Analyze Campaign'];

const chunks = fs
  .readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: f, raw: fs.statSync(path.join(assets, f)).size, gzip: gz(path.join(assets, f)) }))
  .sort((a, b) => b.gzip - a.gzip);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

/** The JS files a fresh page fetches while `visit` runs. */
async function loadedBy(visit) {
  const page = await browser.newPage();
  const loaded = new Set();
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (u.pathname.endsWith('.js')) loaded.add(path.basename(u.pathname));
  });
  await visit(page);
  await page.close();
  return loaded;
}

const landing = await loadedBy((page) => page.goto(`${baseURL}/`, { waitUntil: 'networkidle' }));

// The editor as a guest on a new document, then every tool's tab opened.
const editor = await loadedBy(async (page) => {
  await page.goto(`${baseURL}/dashboard`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'New Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Document' });
  await dialog.getByLabel('Title').fill('Bundle check');
  await dialog.getByRole('button', { name: 'Create Document' }).click();
  await page.waitForURL(/\/editor\/[^/]+$/);
  await page.getByTestId('editor-content').waitFor();
  const tabs = page.getByRole('tablist', { name: 'Assistant tools' });
  for (const tool of TOOLS) {
    await tabs.getByRole('tab', { name: new RegExp(`^${tool}`) }).click();
    await page.waitForLoadState('networkidle');
  }
});
await browser.close();

const total = (names) => chunks.filter((c) => names.has(c.file)).reduce((s, c) => s + c.gzip, 0);
const landingGzip = total(landing);
const editorGzip = total(editor);

console.log('| JS chunk | raw KB | gzip KB | on landing | in editor with every tool |');
console.log('|---|---:|---:|:---:|:---:|');
for (const c of chunks) console.log(`| ${c.file} | ${kb(c.raw)} | ${kb(c.gzip)} | ${landing.has(c.file) ? 'yes' : ''} | ${editor.has(c.file) ? 'yes' : ''} |`);

const routes = [
  ['landing', landingGzip, BUDGETS.landing],
  ['editor with every tool, guest', editorGzip, BUDGETS.editor],
];
console.log('');
console.log('| route | gzip KB | budget KB | verdict |');
console.log('|---|---:|---:|---|');
let over = false;
for (const [route, size, budget] of routes) {
  console.log(`| ${route} | ${kb(size)} | ${kb(budget)} | ${size > budget ? 'MISSED' : 'met'} |`);
  if (size > budget) {
    console.error(`the ${route} route loads ${kb(size)} KB gzipped JS, over the ${kb(budget)} KB budget`);
    over = true;
  }
}
if (editor.size === 0 || landing.size === 0) {
  console.error('no JavaScript was seen loading: is the app served at ' + baseURL + '?');
  over = true;
}
process.exit(over ? 1 : 0);
