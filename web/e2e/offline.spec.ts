import { expect, test, type Page } from '@playwright/test';
import { firestoreDoc, firestoreSkipReason, restValue, signInNewAccount, uniqueEmail } from './helpers';

// Offline-safe saving for a signed-in account (documents in Firestore, here
// the emulator): with the browser context offline, the header says so and
// every edit is kept on this device (the edit journal in IndexedDB). Back
// online, saving resumes by itself; and text typed offline before the page
// went away is offered back on the next load, applied, saved, and found in
// the emulator.

test.beforeEach(() => {
  const reason = firestoreSkipReason();
  test.skip(reason !== undefined, `Firestore journeys not run: ${reason}`);
  test.slow();
});

const saveStatus = (page: Page) => page.getByTestId('save-status').locator('[data-status]');

/** The journal entry this page keeps for a document, read from IndexedDB. */
function journalContent(page: Page, documentId: string): Promise<string | null> {
  return page.evaluate(
    (id) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('lorewright-journal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve(null);
          const all = db.transaction('entries').objectStore('entries').getAll();
          all.onsuccess = () => {
            const entry = (all.result as Array<{ documentId: string; content: string }>).find((e) => e.documentId === id);
            db.close();
            resolve(entry?.content ?? null);
          };
          all.onerror = () => reject(all.error);
        };
      }),
    documentId,
  );
}

test('offline: kept on this device, saved when back online; after the page is closed and reopened, offered back and saved', { tag: '@firestore' }, async ({ page, context, request }) => {
  await signInNewAccount(page, { email: uniqueEmail('offline'), displayName: 'Volo Geddarm' });
  await page.getByRole('button', { name: 'New Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Document' });
  await dialog.getByLabel('Title').fill('Notes from the Road');
  await dialog.getByRole('button', { name: 'Create Document' }).click();
  await page.waitForURL(/\/editor\/[^/]+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const editor = page.getByTestId('editor-content');
  await editor.click();
  await page.keyboard.insertText('Chapter one.');
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');

  // Offline: the header says so; the edit is journalled, not lost.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-status')).toHaveText('Offline: changes are kept on this device');
  await page.keyboard.insertText(' The bridge at Wyvern Ford is out.');
  await page.keyboard.press('Control+s');
  await expect.poll(() => journalContent(page, id)).toContain('The bridge at Wyvern Ford is out.');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'unsaved');
  expect(restValue((await firestoreDoc(request, `documents/${id}`))!.content)).toBe('<p>Chapter one.</p>');

  // Back online: saving resumes by itself.
  await context.setOffline(false);
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');
  await expect(page.getByTestId('offline-status')).toHaveCount(0);
  await expect.poll(async () => restValue((await firestoreDoc(request, `documents/${id}`))!.content)).toBe('<p>Chapter one. The bridge at Wyvern Ford is out.</p>');
  await expect.poll(() => journalContent(page, id)).toBeNull();

  // Offline again, type, and leave the page unsaved. (A reload cannot load the
  // app without a network; to the app it is the same: the page unloads with the
  // last edit unsaved, and loads again once the network is back.)
  await context.setOffline(true);
  await expect(page.getByTestId('offline-status')).toBeVisible();
  await page.keyboard.insertText(' Take the ferry instead.');
  await expect.poll(() => journalContent(page, id)).toContain('Take the ferry instead.');
  page.on('dialog', (leave) => void leave.accept());
  await page.goto('about:blank');
  expect(page.url()).toBe('about:blank');

  // Back online, the document opens with the stored text and offers the rest back.
  await context.setOffline(false);
  await page.goto(`/editor/${id}`);
  const offer = page.getByRole('alertdialog', { name: /^Unsaved changes from \d\d:\d\d were recovered$/ });
  await expect(offer).toBeVisible();
  await expect(page.getByTestId('editor-content')).not.toContainText('Take the ferry instead.');
  await offer.getByRole('button', { name: 'Apply Recovered Changes' }).click();
  await expect(page.getByTestId('editor-content')).toContainText('Chapter one. The bridge at Wyvern Ford is out. Take the ferry instead.');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');

  // The emulator holds it, and the text it replaced is in History.
  await expect.poll(async () => restValue((await firestoreDoc(request, `documents/${id}`))!.content)).toBe('<p>Chapter one. The bridge at Wyvern Ford is out. Take the ferry instead.</p>');
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('dialog', { name: 'History' }).getByTestId('version-reason').first()).toHaveText('before recovered changes');
});
