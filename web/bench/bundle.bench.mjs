// Gzipped size of every built JS chunk, and of the JavaScript the landing
// route actually loads in Chromium (budget: 120 KB gzipped).
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

const chunks = fs.readdirSync(assets).filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: f, raw: fs.statSync(path.join(assets, f)).size, gzip: gz(path.join(assets, f)) }))
  .sort((a, b) => b.gzip - a.gzip);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const page = await browser.newPage();
const loaded = new Set();
page.on('response', (res) => { const u = new URL(res.url()); if (u.pathname.endsWith('.js')) loaded.add(path.basename(u.pathname)); });
await page.goto(baseURL + '/', { waitUntil: 'networkidle' });
await browser.close();

const landing = chunks.filter((c) => loaded.has(c.file));
const landingGzip = landing.reduce((s, c) => s + c.gzip, 0);
const budget = 120 * 1024;

console.log('| JS chunk | raw KB | gzip KB | on landing |');
console.log('|---|---:|---:|:---:|');
for (const c of chunks) console.log(`| ${c.file} | ${kb(c.raw)} | ${kb(c.gzip)} | ${loaded.has(c.file) ? 'yes' : ''} |`);
console.log(`| **landing route total** | | **${kb(landingGzip)}** | budget ${kb(budget)} |`);
if (landingGzip > budget) {
  console.error(`landing route loads ${kb(landingGzip)} KB gzipped JS, over the ${kb(budget)} KB budget`);
  process.exit(1);
}
