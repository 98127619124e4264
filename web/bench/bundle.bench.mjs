// Gzipped size of every built JS chunk, and of the JavaScript the routes
// actually load in Chromium: the landing page (budget 110 KB gzipped) and
// the editor with every assistant tool opened (budget 400 KB), as a guest and
// signed in (Firebase Auth and Firestore loaded too). Exits 1 when a route is
// over its budget; make test runs it (scripts/check-bundle.sh), make bench
// shows it.
//   node bench/bundle.bench.mjs <baseURL>   (the built app served, e.g. by
//   bin/lorewright-server, with the Auth emulator; the Firestore emulator
//   running, as signed-in documents live there)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:8181';
const dist = path.resolve(import.meta.dirname, '../dist');
const assets = path.join(dist, 'assets');
const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);
// Signed in, the editor also needs the Firebase SDK (app, Auth and Firestore
// Lite, 75 KB gzipped with Firebase 12): the same 400 KB for everything else,
// plus 80 KB for it.
const BUDGETS = { landing: 110 * 1024, editor: 400 * 1024, editorSignedIn: 480 * 1024 };
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

/**
 * The JS files a fresh page fetches while `visit` runs, in a new browser
 * context (`storageState`: a signed-in account's saved session), and the
 * other hosts it talked to.
 */
async function loadedBy(visit, storageState) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const loaded = new Set();
  const hosts = new Set();
  page.on('response', (res) => {
    const u = new URL(res.url());
    if (u.pathname.endsWith('.js')) loaded.add(path.basename(u.pathname));
    if (u.origin !== new URL(baseURL).origin) hosts.add(u.host);
  });
  const result = await visit(page);
  await context.close();
  return { loaded, hosts, result };
}

// A new document from the dashboard, then every tool's tab opened; returns
// where the session keeps documents (the header's storage badge).
async function editorWithEveryTool(page) {
  await page.goto(`${baseURL}/dashboard`, { waitUntil: 'networkidle' });
  const store = await page.getByTestId('storage-badge').getAttribute('data-store');
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
  return store;
}

/**
 * A signed-in session: an account made on the sign-up page (the Auth
 * emulator the server is configured with), saved the way the browser keeps
 * it, so the measured page starts signed in as a returning user would.
 */
async function signedInSession() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `bundle-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bench.lorewright.test`;
  await page.goto(`${baseURL}/signup`);
  await page.getByLabel('Display Name').fill('Bundle Bench');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Dragon123');
  await page.getByLabel('Confirm Password').fill('Dragon123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/dashboard$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

const landing = (await loadedBy((page) => page.goto(`${baseURL}/`, { waitUntil: 'networkidle' }))).loaded;
const editor = (await loadedBy(editorWithEveryTool)).loaded;
const signedIn = await loadedBy(editorWithEveryTool, await signedInSession());
const editorSignedIn = signedIn.loaded;
await browser.close();
// Signed in, production keeps documents in Firestore; measured with the
// browser store instead, the Firestore code would be missing from the sum.
const signedInStoreProblem =
  signedIn.result === 'firestore'
    ? ''
    : `the signed-in editor kept its documents in the ${signedIn.result ?? 'unknown'} store, not Firestore: is the Firestore emulator (scripts/firestore-emulator.sh) running?`;

const total = (names) => chunks.filter((c) => names.has(c.file)).reduce((s, c) => s + c.gzip, 0);
const landingGzip = total(landing);
const editorGzip = total(editor);
const editorSignedInGzip = total(editorSignedIn);

console.log('| JS chunk | raw KB | gzip KB | on landing | in editor with every tool, guest | in editor with every tool, signed in |');
console.log('|---|---:|---:|:---:|:---:|:---:|');
const yes = (set, file) => (set.has(file) ? 'yes' : '');
for (const c of chunks) console.log(`| ${c.file} | ${kb(c.raw)} | ${kb(c.gzip)} | ${yes(landing, c.file)} | ${yes(editor, c.file)} | ${yes(editorSignedIn, c.file)} |`);
console.log(`\nSigned in: documents in ${signedIn.result}; the page also talked to ${[...signedIn.hosts].sort().join(', ') || 'no other host'}.`);

const routes = [
  ['landing', landingGzip, BUDGETS.landing],
  ['editor with every tool, guest', editorGzip, BUDGETS.editor],
  ['editor with every tool, signed in', editorSignedInGzip, BUDGETS.editorSignedIn],
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
if (signedInStoreProblem) {
  console.error(signedInStoreProblem);
  over = true;
}
if (editor.size === 0 || landing.size === 0 || editorSignedIn.size === 0) {
  console.error('no JavaScript was seen loading: is the app served at ' + baseURL + '?');
  over = true;
}
process.exit(over ? 1 : 0);
