// Typing latency in the editor on a 20,000-word document, in headless Chromium,
// against the built app (target: p95 under 16 ms, one frame).
//   node bench/typing.bench.mjs <baseURL>   (the built app served, e.g. by bin/lorewright-server)
//
// Latency of a keystroke = from the keydown event's timestamp (when the
// browser created it) to the moment every task and microtask it caused has
// run: the document and its DOM are updated, plugins and React listeners
// have run. It is measured with a MessageChannel message posted from the
// keystroke's beforeinput event (or its input event, should there be no
// beforeinput), which is delivered only after that work: the editor applies
// a typed character inside beforeinput (typedText.ts), and when it leaves
// one to the browser, the browser's edit and the input event that
// ProseMirror reads it from run in the same task. Keys come at human speed with pauses, so the debounced statistics
// (150 ms) and the autosave (2 s) run during the test, and a key landing on
// them pays for them.
//
// Wall-clock latency also counts time the renderer waits for a CPU, so on a
// busy machine it says as much about the machine as about the editor. Each
// phase therefore also has a traced pass reporting the main thread's CPU time
// per keystroke (its thread clock from the keydown handler to the end of the
// handling), which other processes cannot inflate. The load average is printed,
// and the budget is checked, in both phases, on wall-clock time when the
// machine is not overloaded (1-minute load <= CPUs), else on CPU time.
//
// Two phases: the editor alone (the grammar service unreachable, as offline),
// and the editor with the Errors tab's live grammar checking and underlines.
// Both run with the edit journal and version history on, as in the app: every
// save journals the text first, and each phase's reload starts a session whose
// first keystroke keeps a version of the 20,000 words. The benchmark counts
// those writes and fails if either never happened.
import os from 'node:os';
import { chromium } from '@playwright/test';
import { pasteIntoEditor, prng } from './campaignFixture.mjs';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:8181';
const TARGET_WORDS = 20_000;
const P95_BUDGET_MS = 16;

const WORDS = (
  'the drowned keep rises from black water where lanterns burn beneath the ice and the old priest ' +
  'counts the names of sailors lost to the deep mother while goblins trade stolen silver in the market ' +
  'a wight walks the causeway at dusk and the party must choose between mercy and gold before the tide'
).split(' ');

/** About `words` words of campaign prose: headings, paragraphs with bold and italics, lists. */
function campaignHtml(words, random) {
  const parts = [];
  let count = 0;
  let section = 1;
  const sentence = () => {
    const length = 8 + Math.floor(random() * 14);
    const chosen = Array.from({ length }, () => WORDS[Math.floor(random() * WORDS.length)]);
    chosen[0] = chosen[0][0].toUpperCase() + chosen[0].slice(1);
    count += length;
    return chosen.join(' ') + '.';
  };
  while (count < words) {
    parts.push(`<h2>Chapter ${section++}</h2>`);
    count += 2;
    for (let p = 0; p < 8 && count < words; p++) {
      const sentences = Array.from({ length: 4 + Math.floor(random() * 3) }, sentence);
      sentences[1] = `<strong>${sentences[1]}</strong>`;
      sentences[2] = `<em>${sentences[2]}</em>`;
      parts.push(`<p>${sentences.join(' ')}</p>`);
    }
    parts.push(`<ul>${Array.from({ length: 3 }, () => `<li><p>${sentence()}</p></li>`).join('')}</ul>`);
  }
  return parts.join('');
}

function percentile(sorted, p) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * Main-thread CPU time per keystroke from a trace: the thread-time clock
 * (tts) of the renderer's main thread between the mark set in the keydown
 * handler and the mark set when the message posted at its input event arrives.
 */
function cpuPerKeystroke(events) {
  const marks = events
    .filter((e) => (e.name === 'lw-key-start' || e.name === 'lw-key-done') && e.tts !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const result = [];
  let start = null;
  for (const mark of marks) {
    if (mark.name === 'lw-key-start') start = mark;
    else if (start !== null) {
      result.push((mark.tts - start.tts) / 1000);
      start = null;
    }
  }
  return result;
}

/** Installs the latency probes in the page (again after each reload). */
async function installProbes(page) {
  await page.evaluate(() => {
    const state = { samples: [], longTasks: [] };
    window.__typing = state;
    let pending = null;
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => {
      state.samples.push(performance.now() - event.data);
      performance.mark('lw-key-done');
    };
    window.addEventListener('keydown', (event) => {
      pending = event.timeStamp;
      performance.mark('lw-key-start');
    }, true);
    for (const type of ['beforeinput', 'input']) {
      window.addEventListener(type, () => {
        if (pending === null) return;
        channel.port2.postMessage(pending);
        pending = null;
      }, true);
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
}

const PHRASE = 'and the heroes ride north through the frozen pass ';

/** Types `count` keys at a human pace into the focused paragraph; returns the latencies. */
async function typeKeys(page, count, random) {
  await page.evaluate(() => {
    window.__typing.samples.length = 0;
    window.__typing.longTasks.length = 0;
  });
  let typed = '';
  for (let i = 0; i < count; i++) {
    const key = PHRASE[i % PHRASE.length];
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    typed += key;
    // Mostly 40-120 ms between keys; pauses that let the statistics (150 ms)
    // and, now and then, the autosave (2 s) run between keystrokes.
    const roll = random();
    const delay = roll < 0.03 ? 2100 + random() * 500 : roll < 0.25 ? 200 + random() * 200 : 40 + random() * 80;
    await page.waitForTimeout(delay);
  }
  await page.waitForTimeout(300);
  const result = await page.evaluate(() => ({ samples: [...window.__typing.samples], longTasks: [...window.__typing.longTasks] }));
  return { ...result, typed };
}

/** Opens the document fresh, types in its middle, and measures: latency pass, then traced pass. */
async function measurePhase(page, { keystrokes, traced, seed }) {
  const editor = page.getByTestId('editor-content');
  await page.reload();
  await editor.waitFor();
  await page.getByTestId('header-word-count').filter({ hasNotText: /^0 words$/ }).waitFor();
  const middle = editor.locator('p').nth(Math.floor((await editor.locator('p').count()) / 2));
  await middle.click();
  await page.keyboard.press('End');
  await installProbes(page);

  const { samples, longTasks, typed } = await typeKeys(page, keystrokes, prng(seed));

  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'blink.user_timing', transferMode: 'ReportEvents' });
  await typeKeys(page, traced, prng(seed + 1));
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  const cpu = cpuPerKeystroke(events);

  const text = await middle.innerText();
  if (!text.includes(typed.trim().slice(-30))) throw new Error('the typed text did not reach the document');
  if (samples.length < keystrokes * 0.95) throw new Error(`measured ${samples.length} of ${keystrokes} keystrokes`);
  if (cpu.length < traced * 0.9) throw new Error(`traced ${cpu.length} of ${traced} keystrokes`);
  const wall = [...samples].sort((a, b) => a - b);
  const cpuSorted = [...cpu].sort((a, b) => a - b);
  return {
    count: samples.length,
    traced: cpu.length,
    p50: percentile(wall, 50),
    p95: percentile(wall, 95),
    p99: percentile(wall, 99),
    max: wall.at(-1),
    cpuP50: percentile(cpuSorted, 50),
    cpuP95: percentile(cpuSorted, 95),
    longTasks,
  };
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  // Counts IndexedDB writes per object store, in every page load: the edit
  // journal ("entries") and version history ("versions").
  await page.addInitScript(() => {
    const counts = {};
    window.__lwIdbWrites = counts;
    const count = (store) => {
      counts[store.name] = (counts[store.name] ?? 0) + 1;
    };
    for (const method of ['put', 'add']) {
      const original = IDBObjectStore.prototype[method];
      IDBObjectStore.prototype[method] = function (...args) {
        count(this);
        return original.apply(this, args);
      };
    }
  });
  // Phase 1 runs with the grammar service unreachable.
  await page.route('**/api/grammar/**', (route) => route.abort());

  // A new document, filled with 20,000 words by a paste and saved.
  await page.goto(`${baseURL}/dashboard`);
  await page.getByRole('button', { name: 'New Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Document' });
  await dialog.getByLabel('Title').fill('Typing benchmark');
  await dialog.getByLabel('Type', { exact: true }).selectOption('campaign');
  await dialog.getByRole('button', { name: 'Create Document' }).click();
  await page.waitForURL(/\/editor\//);
  await page.getByTestId('editor-content').click();
  await pasteIntoEditor(page, campaignHtml(TARGET_WORDS, prng(42)));
  await page.keyboard.press('Control+s');
  await page.getByTestId('save-status').getByText('Saved').waitFor();

  const openStarted = Date.now();
  await page.reload();
  await page.getByTestId('header-word-count').filter({ hasNotText: /^0 words$/ }).waitFor();
  const openMs = Date.now() - openStarted;
  const wordCount = Number((await page.getByTestId('header-word-count').innerText()).replace(/[^\d]/g, ''));
  if (wordCount < TARGET_WORDS) throw new Error(`document has ${wordCount} words, expected at least ${TARGET_WORDS}`);

  const alone = await measurePhase(page, { keystrokes: 250, traced: 80, seed: 7 });

  await page.unroute('**/api/grammar/**');
  const checks = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/grammar/check')) checks.push(response.status());
  });
  const withGrammar = await measurePhase(page, { keystrokes: 150, traced: 60, seed: 21 });
  if (!checks.includes(200)) throw new Error(`the grammar phase made no successful check (statuses: ${checks.join(', ') || 'none'})`);

  const writes = await page.evaluate(() => window.__lwIdbWrites);
  const versions = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('lorewright-documents');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('versions').objectStore('versions').getAll();
          all.onsuccess = () => resolve(all.result.map((v) => ({ reason: v.reason, words: v.wordCount })));
          all.onerror = () => reject(all.error);
        };
      }),
  );
  const sessionVersions = versions.filter((v) => v.reason === 'start of an editing session' && v.words >= TARGET_WORDS);

  const [load1] = os.loadavg();
  const cpus = os.cpus().length;
  const f = (n) => n.toFixed(2);
  const longest = (tasks) => (tasks.length ? `${tasks.length}, longest ${Math.round(Math.max(...tasks))} ms` : '0');
  console.log(`Editor typing latency, keystroke to DOM updated, ${wordCount.toLocaleString('en')}-word document (opened in ${openMs} ms)`);
  console.log('');
  console.log('| phase | keys | wall p50 | wall p95 | wall p99 / max | CPU p50 | CPU p95 | long tasks > 50 ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const [label, r] of [
    ['editor (grammar service unreachable)', alone],
    [`editor + live grammar checks (${checks.length} checks)`, withGrammar],
  ]) {
    console.log(
      `| ${label} | ${r.count} (+${r.traced} traced) | ${f(r.p50)} ms | ${f(r.p95)} ms | ${f(r.p99)} / ${f(r.max)} ms | ${f(r.cpuP50)} ms | ${f(r.cpuP95)} ms | ${longest(r.longTasks)} |`,
    );
  }
  console.log('');
  console.log(
    `Journal and history on: ${writes.entries ?? 0} journal writes in the last phase's page; ${sessionVersions.length} versions of the ${TARGET_WORDS.toLocaleString('en')}-word text kept at the start of an editing session.`,
  );
  if (!(writes.entries > 0) || sessionVersions.length === 0) {
    console.error('the edit journal or the version history did not run during the benchmark');
    failed = true;
  }
  const overloaded = load1 > cpus;
  console.log(
    `Machine load average ${load1.toFixed(2)} on ${cpus} CPUs: budget p95 < ${P95_BUDGET_MS} ms in both phases, checked on the editor's ${overloaded ? 'main-thread CPU time (machine overloaded, wall-clock time is inflated by other processes)' : 'wall-clock latency'}.`,
  );
  for (const [label, r] of [
    ['alone', alone],
    ['with live grammar checks', withGrammar],
  ]) {
    const measured = overloaded ? r.cpuP95 : r.p95;
    if (measured >= P95_BUDGET_MS) {
      console.error(`typing p95 ${label} ${f(measured)} ms is over the ${P95_BUDGET_MS} ms budget`);
      failed = true;
    }
  }
} catch (error) {
  console.error('typing benchmark failed:', error);
  failed = true;
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
