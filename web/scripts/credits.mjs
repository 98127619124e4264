// The credits page's data, gathered when the app is built (a Vite plugin
// serving the virtual module `virtual:lorewright-credits`):
//
// - the data notices: every NOTICE.md under functions/ (the Go packages keep
//   one beside the data they embed; the build fails when a package embeds a
//   data/ folder without one), rendered from Markdown to HTML here so the
//   page ships no Markdown parser;
// - the Go modules compiled into the API, with their licence files
//   (functions/cmd/genlicences, which reads the module cache);
// - the npm packages whose code is in the built app: read from the bundle's
//   own module list in renderChunk, when every chunk is known, and written
//   into the credits chunk before its content hash is taken. Packages that
//   only our stylesheets import (@import 'tailwindcss') count too. In the dev
//   server and in tests there is no bundle: the list is null there.
//
// One source of truth: the NOTICE.md files, the module cache and the
// packages' own package.json and licence files; nothing is copied by hand.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Marked } from 'marked';

export const CREDITS_MODULE = 'virtual:lorewright-credits';
const RESOLVED = '\0' + CREDITS_MODULE;
const NPM_PLACEHOLDER = '__LOREWRIGHT_BUNDLED_NPM_PACKAGES__';
const LICENCE_FILE = /^(licen[cs]e|copying|notice)([.-].*)?$/i;

/** A heading depth the page gives a notice's first-level heading (h3: the page is h1, the section h2). */
const NOTICE_HEADING_DEPTH = 3;

const marked = new Marked({
  gfm: true,
  renderer: {
    // Comments in a NOTICE.md are notes for developers.
    html: () => '',
    // Indented blocks are licence texts: folded, so the attributions read first.
    code({ text }) {
      return `<details class="lw-notice-text"><summary>Show the licence text</summary><pre>${escapeHtml(text.replace(/\n+$/, ''))}</pre></details>\n`;
    },
  },
});

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/**
 * One NOTICE.md as the page shows it: its first heading as the title, the
 * rest as HTML (our own committed files, never user or model text).
 */
export function renderNotice(markdown, file) {
  const tokens = marked.lexer(markdown);
  const first = tokens.findIndex((t) => t.type === 'heading');
  if (first < 0 || tokens[first].depth !== 1) throw new Error(`${file}: a NOTICE.md starts with a "# Title" heading`);
  const title = tokens[first].text;
  tokens.splice(first, 1);
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading') token.depth = Math.min(6, token.depth + NOTICE_HEADING_DEPTH - 1);
  });
  return { file, title, html: marked.parser(tokens) };
}

function goFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.replaceAll('\\', '/'))
    .filter((f) => f.endsWith('.go') && !f.endsWith('_test.go') && !f.split('/').includes('testdata'));
}

/**
 * Every NOTICE.md under functions/, the SRD's (the game content) first. Fails
 * when a Go package embeds files from a data/ folder that has no NOTICE.md.
 */
export function readDataNotices(repoRoot) {
  const functions = path.join(repoRoot, 'functions');
  for (const file of goFiles(functions)) {
    if (!/^\/\/go:embed\s+data\//m.test(readFileSync(path.join(functions, file), 'utf8'))) continue;
    const notice = path.join(functions, path.dirname(file), 'data', 'NOTICE.md');
    if (!existsSync(notice)) {
      throw new Error(`functions/${file} embeds data/ files but functions/${path.dirname(file)}/data/NOTICE.md is missing: say where the data comes from and under which licence`);
    }
  }
  const notices = readdirSync(functions, { recursive: true, encoding: 'utf8' })
    .map((f) => f.replaceAll('\\', '/'))
    .filter((f) => path.basename(f) === 'NOTICE.md' && !f.split('/').includes('testdata'))
    .sort((a, b) => Number(b.includes('/srd/')) - Number(a.includes('/srd/')) || a.localeCompare(b));
  return notices.map((f) => renderNotice(readFileSync(path.join(functions, f), 'utf8'), `functions/${f}`));
}

/**
 * A list of packages whose identical licence texts are kept once: `texts`
 * holds each distinct text, and a package's notices point into it.
 */
export function packageList(entries) {
  const texts = [];
  const index = new Map();
  const packages = entries.map(({ notices, ...rest }) => ({
    ...rest,
    notices: notices.map(({ file, text }) => {
      if (!index.has(text)) {
        index.set(text, texts.length);
        texts.push(text);
      }
      return { file, text: index.get(text) };
    }),
  }));
  return { texts, packages };
}

/**
 * The Go standard library and modules in the API, from functions/cmd/genlicences
 * (asynchronous: compiling it takes seconds, and the rest of the build goes on meanwhile).
 */
export async function readGoModules(repoRoot) {
  let out;
  try {
    ({ stdout: out } = await promisify(execFile)('go', ['run', './functions/cmd/genlicences'], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  } catch (err) {
    throw new Error(`credits: go run ./functions/cmd/genlicences failed: ${err.stderr || err.message}`);
  }
  return packageList(JSON.parse(out).map((m) => ({ name: m.path, version: m.version, licence: m.licence, notices: m.notices })));
}

/** The package a module id belongs to: its directory under the last node_modules, or null. */
export function packageDirOf(id, webRoot) {
  const file = id.replace(/^\0/, '').split('?')[0];
  // Code the bundler itself adds (Vite's preload helper, Rolldown's runtime).
  const injected = /^(vite|rolldown)\//.exec(file);
  if (injected) return path.join(webRoot, 'node_modules', injected[1]);
  const at = file.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const parts = file.slice(at + '/node_modules/'.length).split('/');
  const name = parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return file.slice(0, at) + '/node_modules/' + name;
}

/** The bare package names a stylesheet imports (@import 'tailwindcss'). */
export function cssPackageImports(css) {
  const names = new Set();
  for (const m of css.matchAll(/@import\s+(?:url\()?\s*["']([^"'./][^"']*)["']/g)) {
    const parts = m[1].split('/');
    names.add(parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
  }
  return [...names];
}

function licenceOf(pkg) {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license?.type) return pkg.license.type;
  if (Array.isArray(pkg.licenses)) return pkg.licenses.map((l) => l.type ?? l).join(' OR ');
  return null;
}

/** name, version, licence and licence files of the package in dir. */
export function describePackage(dir) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const notices = readdirSync(dir)
    .filter((f) => LICENCE_FILE.test(f))
    .sort()
    .map((file) => ({ file, text: readFileSync(path.join(dir, file), 'utf8').trim() }));
  const licence = licenceOf(pkg);
  if (!licence && notices.length === 0) throw new Error(`credits: ${pkg.name} ${pkg.version} states no licence`);
  return { name: pkg.name, version: pkg.version, licence: licence ?? 'see notice', notices };
}

/** The packages of every module in the bundle (and of the stylesheets' imports), sorted by name. */
export function bundledPackages(moduleIds, webRoot, readSource = (id) => readFileSync(id, 'utf8')) {
  const dirs = new Set();
  for (const id of moduleIds) {
    const dir = packageDirOf(id, webRoot);
    if (dir) {
      dirs.add(dir);
    } else if (/\.css$/.test(id.split('?')[0]) && !id.startsWith('\0')) {
      for (const name of cssPackageImports(readSource(id.split('?')[0]))) dirs.add(path.join(webRoot, 'node_modules', name));
    }
  }
  const seen = new Map();
  for (const dir of dirs) {
    const entry = describePackage(dir);
    seen.set(`${entry.name}@${entry.version}`, entry);
  }
  return packageList([...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version)));
}

/** The Vite plugin. repoRoot is the repository (functions/ and web/ under it). */
export function creditsPlugin({ repoRoot }) {
  const webRoot = path.join(repoRoot, 'web');
  let building = false;
  let goModules = null;
  return {
    name: 'lorewright-credits',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      // A build always ships the page: list the Go modules from the start, beside the rest
      // of the build. The dev server and tests ask only when the page is first loaded.
      if (!building) return;
      goModules = readGoModules(repoRoot);
      goModules.catch(() => {}); // reported where load awaits it
    },
    resolveId(id) {
      return id === CREDITS_MODULE ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const dataNotices = readDataNotices(repoRoot);
      for (const notice of dataNotices) this.addWatchFile(path.join(repoRoot, notice.file));
      goModules ??= readGoModules(repoRoot);
      const go = await goModules;
      const npm = building ? JSON.stringify(NPM_PLACEHOLDER) : 'null';
      return `export const credits = { dataNotices: ${JSON.stringify(dataNotices)}, goModules: ${JSON.stringify(go)}, npmPackages: ${npm} };\n`;
    },
    renderChunk(code, _chunk, _options, meta) {
      const placeholder = JSON.stringify(NPM_PLACEHOLDER);
      if (!code.includes(placeholder)) return null;
      const moduleIds = Object.values(meta.chunks).flatMap((c) => c.moduleIds);
      const list = bundledPackages(moduleIds, webRoot);
      return { code: code.replace(placeholder, () => JSON.stringify(list)), map: null };
    },
  };
}
