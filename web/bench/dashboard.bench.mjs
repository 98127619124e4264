// Dashboard with 1,000 documents in the browser store (IndexedDB), in
// headless Chromium against the built app: time to first render of the list,
// and how long search, type filter, sort and "Show more" take to update it.
//   node bench/dashboard.bench.mjs <baseURL>   (the built app served, e.g. by bin/lorewright-server)
// Exits non-zero when a median misses its budget.
import os from 'node:os';
import { chromium } from '@playwright/test';
import { seedDocuments } from './seed-documents.mjs';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:8181';
const DOCUMENT_COUNT = 1000;
const RUNS = 5;
const BUDGETS = { render: 2000, interaction: 100 };

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const page = await browser.newPage();
page.on('pageerror', (error) => console.error('page error:', error.message));
page.on('crash', () => console.error('the page crashed'));

// A first visit makes the guest and opens (creates) the documents database.
await page.goto(`${baseURL}/dashboard`);
await page.getByText('No documents yet').waitFor();

// 1,000 complete documents for this guest, straight into IndexedDB (seed-documents.mjs).
await seedDocuments(page, DOCUMENT_COUNT);

const total = DOCUMENT_COUNT.toLocaleString('en-US');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Full page load to the first 50 cards on screen: navigation, app start,
// reading all 1,000 documents, computing stats and rendering.
const renderTimes = [];
for (let run = 0; run < RUNS; run++) {
  await page.reload();
  await page.getByText(`${total} of ${total} documents`).waitFor();
  await page.getByRole('list', { name: 'Documents' }).getByRole('article').nth(49).waitFor();
  renderTimes.push(await page.evaluate(() => performance.now()));
}

/**
 * Changes a control the way a user does (input/change event) and measures,
 * inside the page, until the count line shows `expected` and a frame has
 * been painted. No Playwright round trip is inside the measurement.
 */
function measureInPage({ selector, value, eventType, expected }) {
  return new Promise((resolve, reject) => {
    const control = document.querySelector(selector);
    const count = [...document.querySelectorAll('p')].find((p) => / of [\d,]+ documents$/.test(p.textContent ?? ''));
    if (!control || !count) return reject(new Error(`missing ${selector} or the count line`));
    const start = performance.now();
    const timeout = setTimeout(() => reject(new Error(`expected "${expected}", still "${count.textContent}" after 10 s`)), 10_000);
    const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
    const check = () => {
      if (count.textContent === expected) {
        observer.disconnect();
        clearTimeout(timeout);
        done();
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(count, { childList: true, characterData: true, subtree: true });
    // React tracks the value through the native setter.
    const prototype = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value').set.call(control, value);
    control.dispatchEvent(new Event(eventType, { bubbles: true }));
    check();
  });
}

function measureShowMore() {
  return new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Show more'));
    const list = document.querySelector('ul[aria-label="Documents"]');
    if (!button || !list) return reject(new Error('no Show more button'));
    const before = list.children.length;
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (list.children.length > before) {
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
      }
    });
    observer.observe(list, { childList: true });
    button.click();
  });
}

const search = '#document-search';
const typeFilter = '#document-type-filter';
const sort = '#document-sort';

// Expected counts follow from the seed: every 7th title, and nothing else, has "Wyvern"; types cycle over 5.
const wyverns = Math.ceil(DOCUMENT_COUNT / 7).toLocaleString('en-US');
const campaigns = Math.ceil(DOCUMENT_COUNT / 5).toLocaleString('en-US');
const interactions = [
  ['search "wyvern"', { selector: search, value: 'wyvern', eventType: 'input', expected: `${wyverns} of ${total} documents` }],
  ['clear search', { selector: search, value: '', eventType: 'input', expected: `${total} of ${total} documents` }],
  ['type filter: Campaign', { selector: typeFilter, value: 'campaign', eventType: 'change', expected: `${campaigns} of ${total} documents` }],
  ['type filter: All Types', { selector: typeFilter, value: '', eventType: 'change', expected: `${total} of ${total} documents` }],
];
const timings = Object.fromEntries([...interactions.map(([name]) => [name, []]), ['sort: Title A-Z', []], ['sort: Most Words', []], ['show more (+50 cards)', []]]);

for (let run = 0; run < RUNS; run++) {
  await page.reload();
  await page.getByText(`${total} of ${total} documents`).waitFor();
  for (const [name, args] of interactions) timings[name].push(await page.evaluate(measureInPage, args));
  // A sort keeps the count: measure until the first card's title changes.
  for (const [name, value] of [['sort: Title A-Z', 'title-asc'], ['sort: Most Words', 'words']]) {
    timings[name].push(
      await page.evaluate(({ selector, value }) => new Promise((resolve) => {
        const list = document.querySelector('ul[aria-label="Documents"]');
        const first = () => list.querySelector('h3')?.textContent;
        const before = first();
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (first() !== before) {
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
          }
        });
        observer.observe(list, { childList: true, subtree: true, characterData: true });
        const control = document.querySelector(selector);
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(control, value);
        control.dispatchEvent(new Event('change', { bubbles: true }));
      }), { selector: sort, value }),
    );
  }
  timings['show more (+50 cards)'].push(await page.evaluate(measureShowMore));
}
await browser.close();

const fmt = (ms) => ms.toFixed(0);
const rows = [['first render (page load to 50 cards, 1,000 documents)', renderTimes, BUDGETS.render], ...Object.entries(timings).map(([name, values]) => [name, values, BUDGETS.interaction])];
// Timings on a shared machine swing with its load; print it beside them.
const load = os.loadavg()[0].toFixed(1);
console.log(`| dashboard, ${total} documents in IndexedDB (${RUNS} runs, load average ${load} on ${os.cpus().length} cores) | median ms | max ms | budget ms |`);
console.log('|---|---:|---:|---:|');
let failed = false;
for (const [name, values, budget] of rows) {
  const m = median(values);
  if (m > budget) failed = true;
  console.log(`| ${name} | ${fmt(m)} | ${fmt(Math.max(...values))} | ${budget}${m > budget ? ' MISSED' : ''} |`);
}
if (failed) {
  console.error('a dashboard timing missed its budget');
  process.exit(1);
}
