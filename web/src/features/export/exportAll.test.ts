import 'fake-indexeddb/auto';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { BrowserDocumentRepository } from '../../lib/documents/browser';
import { parseBackupManifest, readFrontMatter } from '../../lib/documents/backup';
import { documentMarkdown, exportAllDocuments, standaloneHtml, type ExportAllProgress } from './exportAll';

let counter = 0;
async function library() {
  const repository = new BrowserDocumentRepository('guest_export', { dbName: `export-all-${++counter}` });
  const crown = await repository.create({ title: 'The Sunken Crown', type: 'campaign', tags: ['goblins', 'coast'], description: 'A drowned keep.', content: '<h1>Act One</h1><p>The <strong>tide</strong> turns.</p>' });
  await repository.create({ title: 'Elven Names', type: 'names', content: '<ul><li><p>Aelar</p></li><li><p>Sariel</p></li></ul>' });
  await repository.createVersion(crown.id, { kind: 'named', reason: 'before session 3', content: '<p>Older text.</p>' });
  return { repository, crown };
}

async function unzip(blob: Blob): Promise<JSZip> {
  const bytes = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
  return JSZip.loadAsync(bytes);
}

describe('exportAllDocuments', () => {
  it('writes every document as Markdown and HTML with a manifest, reporting progress', async () => {
    const { repository, crown } = await library();
    const progress: ExportAllProgress[] = [];
    const file = await exportAllDocuments(repository, { now: new Date(2026, 10, 26, 14, 32), onProgress: (p) => progress.push(p) });
    expect(file.fileName).toBe('lorewright-backup-2026-11-26.zip');
    expect(file.documentCount).toBe(2);

    const zip = await unzip(file.blob);
    const parsed = parseBackupManifest(await zip.file('lorewright.json')!.async('string'));
    if (!('manifest' in parsed)) throw new Error(parsed.problem);
    const { documents } = parsed.manifest;
    expect(documents.map((d) => d.title)).toEqual(['Elven Names', 'The Sunken Crown']);
    const entry = documents[1];
    expect(entry).toMatchObject({ id: crown.id, type: 'campaign', tags: ['goblins', 'coast'], description: 'A drowned keep.', status: 'draft', wordCount: 5 });
    expect(entry.versions).toBeUndefined();
    expect(entry.html).toMatch(/^documents\/the-sunken-crown-[\w]+\.html$/);

    const html = await zip.file(entry.html)!.async('string');
    expect(html).toContain('<title>The Sunken Crown</title>');
    expect(html).toContain('<meta name="keywords" content="goblins, coast">');
    expect(html).toContain('<body>\n<h1>Act One</h1><p>The <strong>tide</strong> turns.</p>\n</body>');
    const markdown = await zip.file(entry.markdown)!.async('string');
    const { fields, body } = readFrontMatter(markdown);
    expect(fields).toEqual({ title: 'The Sunken Crown', type: 'campaign', tags: ['goblins', 'coast'], description: 'A drowned keep.' });
    expect(body).toBe('\n# Act One\n\nThe **tide** turns.\n');

    expect(progress[0]).toEqual({ phase: 'reading', done: 0, total: 0 });
    expect(progress).toContainEqual({ phase: 'writing', done: 2, total: 2 });
    expect(progress.at(-1)).toMatchObject({ phase: 'compressing', done: 100 });
  });

  it('adds each document’s kept versions when asked', async () => {
    const { repository } = await library();
    const zip = await unzip((await exportAllDocuments(repository, { includeVersions: true })).blob);
    const parsed = parseBackupManifest(await zip.file('lorewright.json')!.async('string'));
    if (!('manifest' in parsed)) throw new Error(parsed.problem);
    const crown = parsed.manifest.documents.find((d) => d.title === 'The Sunken Crown')!;
    expect(crown.versions).toEqual([{ kind: 'named', reason: 'before session 3', createdAt: expect.any(String), wordCount: 2, html: expect.stringMatching(/^versions\/the-sunken-crown-\w+\/001-named\.html$/) }]);
    expect(await zip.file(crown.versions![0].html)!.async('string')).toBe('<p>Older text.</p>');
  });

  it('escapes titles and tags in the HTML page', () => {
    const page = standaloneHtml({ title: 'Fish & <Chips>', content: '<p>x</p>', tags: ['"quoted"'], description: '', type: 'other' });
    expect(page).toContain('<title>Fish &amp; &lt;Chips&gt;</title>');
    expect(page).toContain('content="&quot;quoted&quot;"');
  });

  it('writes an empty document as front matter alone', () => {
    const when = new Date('2026-11-26T10:00:00Z');
    expect(documentMarkdown({ title: 'Blank', content: '', tags: [], description: '', type: 'other', createdAt: when, updatedAt: when })).toBe(
      '---\ntitle: "Blank"\ntype: "other"\ncreated: "2026-11-26T10:00:00.000Z"\nupdated: "2026-11-26T10:00:00.000Z"\n---\n\n',
    );
  });
});
