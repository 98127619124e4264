// Backup and import with the dashboard benchmark's 1,000 documents (the
// browser store, IndexedDB), in headless Chromium against the built app:
// Export All from the click to the finished .zip, then Import of that .zip
// into a fresh guest from choosing the file to "Imported 1,000 documents".
// Budgets: export under 10 s, import under 20 s; the progress bar must show
// during both.
//
// As in the typing benchmark, wall-clock time on a shared machine says as
// much about the machine as about the app, so each run also reports the
// renderer main thread's CPU time between two marks (its thread clock, from
// a trace), which other processes cannot inflate; the zip, the Markdown and
// the readers all run on that thread. The budgets are checked on wall-clock
// time when the machine is not overloaded (1-minute load <= CPUs), else on
// CPU time.
//   node bench/backup.bench.mjs <baseURL>   (the built app served, e.g. by bin/lorewright-server)
// Exits non-zero when a median misses its budget.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { seedDocuments } from './seed-documents.mjs';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:8181';
const DOCUMENT_COUNT = 1000;
const RUNS = 3;
const BUDGETS = { export: 10_000, import: 20_000 };
const total = DOCUMENT_COUNT.toLocaleString('en-US');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const zipPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-backup-bench-')), 'backup.zip');

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

/**
 * Runs `work` between two user-timing marks in a trace and returns the wall
 * time and the main thread's CPU time (thread clock) between the marks.
 */
async function timed(page, work) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'blink.user_timing', transferMode: 'ReportEvents' });
  await page.evaluate(() => performance.mark('lw-bench-start'));
  const started = Date.now();
  await work();
  const wall = Date.now() - started;
  await page.evaluate(() => performance.mark('lw-bench-done'));
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  const mark = (name) => events.find((e) => e.name === name && e.tts !== undefined);
  const [start, end] = [mark('lw-bench-start'), mark('lw-bench-done')];
  if (!start || !end) throw new Error('the trace holds no thread-clock marks');
  return { wall, cpu: (end.tts - start.tts) / 1000 };
}

/** A fresh guest (own browser context) on the dashboard. */
async function freshGuest() {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${baseURL}/dashboard`);
  await page.getByText('No documents yet').waitFor();
  return { context, page };
}

let failed = false;
const exportTimes = [];
const importTimes = [];
let zipBytes = 0;
try {
  const { context, page } = await freshGuest();
  await seedDocuments(page, DOCUMENT_COUNT);
  await page.reload();
  await page.getByText(`${total} of ${total} documents`).waitFor();

  for (let run = 0; run < RUNS; run++) {
    await page.getByRole('button', { name: 'Export All' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export All Documents' });
    let download;
    exportTimes.push(
      await timed(page, async () => {
        const downloading = page.waitForEvent('download', { timeout: 120_000 });
        await dialog.getByRole('button', { name: 'Export All' }).click();
        await dialog.getByRole('progressbar').waitFor();
        download = await downloading;
      }),
    );
    await download.saveAs(zipPath);
    await dialog.getByText(`Exported ${total} documents`).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
  }
  zipBytes = fs.statSync(zipPath).size;
  await context.close();

  for (let run = 0; run < RUNS; run++) {
    const guest = await freshGuest();
    await guest.page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = guest.page.getByRole('dialog', { name: 'Import Documents' });
    importTimes.push(
      await timed(guest.page, async () => {
        await dialog.getByLabel('Files to import').setInputFiles(zipPath);
        await dialog.getByRole('progressbar').waitFor();
        await dialog.getByRole('button', { name: `Import ${total} Documents` }).click({ timeout: 120_000 });
        await dialog.getByText(`Imported ${total} documents`).waitFor({ timeout: 120_000 });
      }),
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await guest.page.getByText(`${total} of ${total} documents`).waitFor();
    await guest.context.close();
  }
} catch (error) {
  console.error('backup benchmark failed:', error);
  failed = true;
} finally {
  await browser.close();
}

if (!failed) {
  const [load1] = os.loadavg();
  const cpus = os.cpus().length;
  const overloaded = load1 > cpus;
  const fmt = (ms) => (ms / 1000).toFixed(2);
  console.log(`| backup, ${total} documents in IndexedDB (${RUNS} runs; .zip ${(zipBytes / 1024 / 1024).toFixed(2)} MB) | wall median s | wall max s | CPU median s | budget s |`);
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, runs, budget] of [
    [`export all (click to .zip, ${total} documents)`, exportTimes, BUDGETS.export],
    [`import that .zip (file chosen to "Imported ${total} documents", review confirmed)`, importTimes, BUDGETS.import],
  ]) {
    const wall = median(runs.map((r) => r.wall));
    const cpu = median(runs.map((r) => r.cpu));
    const judged = overloaded ? cpu : wall;
    if (judged > budget) failed = true;
    console.log(`| ${name} | ${fmt(wall)} | ${fmt(Math.max(...runs.map((r) => r.wall)))} | ${fmt(cpu)} | ${budget / 1000}${judged > budget ? ' MISSED' : ''} |`);
  }
  console.log('');
  console.log(
    `Machine load average ${load1.toFixed(2)} on ${cpus} CPUs: budgets checked on ${overloaded ? "the renderer main thread's CPU time (machine overloaded, wall-clock time is inflated by other processes)" : 'wall-clock time'}.`,
  );
  if (failed) console.error('a backup timing missed its budget');
}
process.exit(failed ? 1 : 0);
