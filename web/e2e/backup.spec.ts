import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { firestoreDoc, firestoreQuery, firestoreSkipReason, restValue, signInNewAccount, uniqueEmail } from './helpers';

// Backup and import from the dashboard: Export all makes one .zip (Markdown,
// HTML and lorewright.json); importing it into a fresh account brings back
// the same titles, text and tags. Bad files (a malformed .zip, an empty
// .docx, a 20 MB file) get a clear message each and nothing is stored.

const DOCUMENTS = [
  { title: 'Curse of the Crimson Keep', type: 'campaign', tags: 'undead, gothic', text: 'A vampire lord stirs beneath the keep.' },
  { title: 'Elven Names', type: 'names', tags: 'elves', text: 'Aelar, Sariel and Thamior.' },
  { title: 'Bog Hag Variants', type: 'monsters', tags: '', text: 'Swamp horrors that trade in names.' },
];

async function createDocument(page: Page, doc: (typeof DOCUMENTS)[number]) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'New Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Document' });
  await dialog.getByLabel('Title').fill(doc.title);
  await dialog.getByLabel('Type', { exact: true }).selectOption(doc.type);
  if (doc.tags) await dialog.getByLabel(/Tags/).fill(doc.tags);
  await dialog.getByRole('button', { name: 'Create Document' }).click();
  await page.waitForURL(/\/editor\/[^/]+$/);
  await page.getByTestId('editor-content').click();
  await page.keyboard.insertText(doc.text);
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-status').locator('[data-status]')).toHaveAttribute('data-status', 'saved');
}

/** The signed-in account's uid, from Firebase Auth's saved session. */
const currentUid = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('firebase:authUser:'))!)!).uid as string);

test('export all, then import into a fresh account: same titles, text and tags', { tag: '@firestore' }, async ({ page }, testInfo) => {
  const reason = firestoreSkipReason();
  test.skip(reason !== undefined, `Firestore journeys not run: ${reason}`);
  test.slow();
  await signInNewAccount(page, { email: uniqueEmail('backup-owner'), displayName: 'Mordenkainen' });
  for (const doc of DOCUMENTS) await createDocument(page, doc);

  // Export all.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Export All' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export All Documents' });
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Export All' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lorewright-backup-\d{4}-\d\d-\d\d\.zip$/);
  const zipPath = testInfo.outputPath('backup.zip');
  await download.saveAs(zipPath);
  await expect(exportDialog.getByText('Exported 3 documents')).toBeVisible();

  // The zip holds each document as Markdown and HTML, and the manifest.
  const zip = await JSZip.loadAsync(readFileSync(zipPath));
  const manifest = JSON.parse(await zip.file('lorewright.json')!.async('string')) as { documents: Array<{ title: string; tags: string[]; html: string; markdown: string }> };
  expect(manifest.documents.map((d) => d.title).sort()).toEqual(DOCUMENTS.map((d) => d.title).sort());
  for (const entry of manifest.documents) {
    expect(await zip.file(entry.markdown)!.async('string')).toContain(DOCUMENTS.find((d) => d.title === entry.title)!.text);
    expect(await zip.file(entry.html)!.async('string')).toContain(`<title>${entry.title}</title>`);
  }
  await exportDialog.getByRole('button', { name: 'Done' }).click();

  // A fresh account imports it.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await signInNewAccount(page, { email: uniqueEmail('backup-fresh'), displayName: 'Tasha' });
  const uid = await currentUid(page);
  await expect(page.getByText('No documents yet')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Documents' });
  await importDialog.getByLabel('Files to import').setInputFiles(zipPath);
  await expect(importDialog.getByText('Ready to import 3 documents.')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Import 3 Documents' }).click();
  await expect(importDialog.getByText('Imported 3 documents')).toBeVisible();
  await importDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('3 of 3 documents')).toBeVisible();

  // The emulator holds them in the new account: same titles, text and tags.
  const ids = await firestoreQuery(page.request, 'documents', 'userId', uid);
  expect(ids).toHaveLength(3);
  const stored = [];
  for (const id of ids) {
    const fields = (await firestoreDoc(page.request, `documents/${id}`))!;
    stored.push({ title: restValue(fields.title), content: restValue(fields.content), tags: restValue(fields.tags), type: restValue(fields.type) });
  }
  for (const doc of DOCUMENTS) {
    const match = stored.find((s) => s.title === doc.title);
    expect(match, doc.title).toBeDefined();
    expect(match!.content).toBe(`<p>${doc.text}</p>`);
    expect(match!.tags).toEqual(doc.tags ? doc.tags.split(', ') : []);
    expect(match!.type).toBe(doc.type);
  }
});

test('a malformed .zip, an empty .docx and a 20 MB file: a clear message each, nothing stored', async ({ page }, testInfo) => {
  await page.goto('/dashboard');
  await expect(page.getByText('No documents yet')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Documents' });
  // Files on disk, chosen by path as a user picks them: given as buffers,
  // the 20 MB file was sent to the browser base64-encoded over the
  // DevTools protocol, which took up to half a minute on a busy machine.
  const files = [
    { name: 'campaign-backup.zip', content: Buffer.from('PK\u0003\u0004 this zip was cut short') },
    { name: 'Session Zero.docx', content: Buffer.alloc(0) },
    { name: 'The Whole Saga.txt', content: Buffer.alloc(20 * 1024 * 1024, 'The road goes ever on. ') },
    { name: 'Fine Notes.md', content: Buffer.from('# Fine Notes\n\nThis one is good.') },
  ].map(({ name, content }) => {
    const file = testInfo.outputPath(name);
    writeFileSync(file, content);
    return file;
  });
  await importDialog.getByLabel('Files to import').setInputFiles(files);
  await expect(importDialog.getByText('Nothing was imported')).toBeVisible();
  await expect(importDialog.getByTestId('import-problems').getByRole('listitem')).toHaveText([
    '“campaign-backup.zip” is not a readable .zip file: it may be damaged or incomplete.',
    '“Session Zero.docx” is empty.',
    '“The Whole Saga.txt” is 20.0 MB; Lorewright imports text files of up to 5.0 MB.',
  ]);
  await importDialog.getByRole('button', { name: 'Cancel' }).click();

  // A Word document with no text at all says so too.
  const emptyDocx = new JSZip();
  emptyDocx.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>');
  emptyDocx.file('_rels/.rels', '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
  emptyDocx.file('word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p/></w:body></w:document>');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await importDialog.getByLabel('Files to import').setInputFiles({ name: 'Blank Page.docx', mimeType: 'application/octet-stream', buffer: await emptyDocx.generateAsync({ type: 'nodebuffer' }) });
  await expect(importDialog.getByTestId('import-problems').getByRole('listitem')).toHaveText(['“Blank Page.docx” has no text to import.']);
  await importDialog.getByRole('button', { name: 'Cancel' }).click();

  // Nothing was stored: the dashboard and this browser's store are still empty.
  await page.reload();
  await expect(page.getByText('No documents yet')).toBeVisible();
  const stored = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('lorewright-documents');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('documents').objectStore('documents').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
  expect(stored).toBe(0);
});
