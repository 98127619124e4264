import { expect, test, type Page } from '@playwright/test';
import { firestoreDoc, firestoreSkipReason, restValue, signInNewAccount, uniqueEmail } from './helpers';

// A reload made while offline: the service worker (the built app's sw.js)
// starts the app without the network, the session starts from the account
// kept in this browser, and the document opens from this device: a signed-in
// document from the copy kept when it was last read or saved, with the text
// typed offline offered back from the edit journal; a guest's from the
// browser store. Back online, the signed-in text is saved and found in the
// Firestore emulator; offline again, the dashboard lists the documents kept
// on this device. And signing out of a device that holds an account's
// unsaved edits asks first, then leaves nothing of the account behind.

// The rest of the suite blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const saveStatus = (page: Page) => page.getByTestId('save-status').locator('[data-status]');

/** The service worker has precached the app (it is active once its install, the precaching, finished). */
async function offlineReady(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** Reloads the tab, answering the browser's "leave with unsaved changes?" with yes. */
async function reloadLeavingUnsaved(page: Page) {
  const accept = (dialog: import('@playwright/test').Dialog) => void dialog.accept();
  page.on('dialog', accept);
  await page.reload();
  page.off('dialog', accept);
}

test('signed in: go offline, type, reload while offline; the document opens from this device with the text offered back, and is saved when back online', { tag: '@firestore' }, async ({ page, context, request }) => {
  const reason = firestoreSkipReason();
  test.skip(reason !== undefined, `Firestore journeys not run: ${reason}`);
  test.slow();
  await signInNewAccount(page, { email: uniqueEmail('offline-reload'), displayName: 'Volo Geddarm' });
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
  await offlineReady(page);

  // The network drops; the user types on.
  await context.setOffline(true);
  await expect(page.getByTestId('offline-status')).toHaveText('Offline: changes are kept on this device');
  await page.keyboard.insertText(' The bridge at Wyvern Ford is out.');
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'unsaved');

  // The tab reloads, still offline: the app starts, still signed in, and the document opens from this device.
  await reloadLeavingUnsaved(page);
  const offer = page.getByRole('alertdialog', { name: /^Unsaved changes from \d\d:\d\d were recovered$/ });
  await expect(offer).toBeVisible();
  // The document behind the offer: a modal dialog hides the page from the
  // accessibility tree while it is open (the title is still on screen), so
  // the title is looked for among hidden elements too. Asked for first, it
  // was missed whenever the offer opened before the check first looked.
  await expect(page.getByRole('heading', { level: 1, name: 'Notes from the Road', includeHidden: true })).toBeVisible();
  await expect(page.getByTestId('device-copy-notice')).toContainText('the copy kept on this device');
  await expect(page.getByTestId('offline-status')).toHaveText('Offline: changes are kept on this device');
  // Offered, not applied: the editor still shows the stored text until the user says so.
  await expect(editor).toHaveText('Chapter one.');
  await offer.getByRole('button', { name: 'Apply Recovered Changes' }).click();
  await expect(editor).toHaveText('Chapter one. The bridge at Wyvern Ford is out.');

  // They keep typing, offline.
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(' Take the ferry instead.');
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'unsaved');
  expect(restValue((await firestoreDoc(request, `documents/${id}`))!.content)).toBe('<p>Chapter one.</p>');

  // The network returns: saving resumes by itself, and the emulator holds the text.
  await context.setOffline(false);
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');
  await expect(page.getByTestId('offline-status')).toHaveCount(0);
  await expect(page.getByTestId('device-copy-notice')).toHaveCount(0);
  await expect
    .poll(async () => restValue((await firestoreDoc(request, `documents/${id}`))!.content))
    .toBe('<p>Chapter one. The bridge at Wyvern Ford is out. Take the ferry instead.</p>');
  // The version kept offline, before the recovered text was applied, reached the store too.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('dialog', { name: 'History' }).getByTestId('version-reason')).toContainText(['before recovered changes']);
  await page.keyboard.press('Escape');

  // Offline again, the dashboard opens with the documents kept on this device, and leads back to the text.
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByTestId('offline-library')).toContainText('These are the documents kept on this device');
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(documents.getByRole('article')).toHaveCount(1);
  await documents.getByRole('link', { name: 'Notes from the Road' }).click();
  await expect(editor).toHaveText('Chapter one. The bridge at Wyvern Ford is out. Take the ferry instead.');
  await expect(page.getByTestId('device-copy-notice')).toContainText('the copy kept on this device');
});

test('guest: go offline, type, reload while offline; the document opens from this browser with the text', async ({ page, context }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await page.getByRole('button', { name: 'New Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Document' });
  await dialog.getByLabel('Title').fill('Guest Notes');
  await dialog.getByRole('button', { name: 'Create Document' }).click();
  await page.waitForURL(/\/editor\/[^/]+$/);
  const editor = page.getByTestId('editor-content');
  await editor.click();
  await page.keyboard.insertText('The innkeeper lies.');
  await offlineReady(page);

  await context.setOffline(true);
  await page.keyboard.insertText(' His brother runs the ferry.');
  // A guest's store is this browser: saving needs no network.
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');
  await expect(page.getByTestId('offline-status')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Notes' })).toBeVisible();
  await expect(editor).toHaveText('The innkeeper lies. His brother runs the ferry.');
  await expect(page.getByTestId('device-copy-notice')).toHaveCount(0);
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.insertText(' Nobody asks why.');
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');

  // The dashboard opens offline too, from the same store.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Guest Notes/ }).first()).toBeVisible();
  await context.setOffline(false);
});

/** How many journal entries and device copies this browser keeps, and whether a profile copy is kept. */
function keptOnDevice(page: Page): Promise<{ entries: number; copies: number; profileCopies: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const profileCopies = Object.keys(localStorage).filter((key) => key.startsWith('lorewright.profile.')).length;
        const open = indexedDB.open('lorewright-journal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['entries', 'copies']);
          const entries = tx.objectStore('entries').count();
          const copies = tx.objectStore('copies').count();
          tx.oncomplete = () => {
            db.close();
            resolve({ entries: entries.result, copies: copies.result, profileCopies });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

test('signing out with an edit kept only on this device asks first; signing out anyway leaves nothing of the account here', { tag: '@firestore' }, async ({ page, context }) => {
  const reason = firestoreSkipReason();
  test.skip(reason !== undefined, `Firestore journeys not run: ${reason}`);
  test.slow();
  await signInNewAccount(page, { email: uniqueEmail('offline-signout'), displayName: 'Volo Geddarm' });
  await page.getByRole('button', { name: 'New Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Document' });
  await dialog.getByLabel('Title').fill('Library Computer Notes');
  await dialog.getByRole('button', { name: 'Create Document' }).click();
  await page.waitForURL(/\/editor\/[^/]+$/);
  await page.getByTestId('editor-content').click();
  await page.keyboard.insertText('The vault key is under the third gargoyle.');
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');

  await offlineReady(page);
  await context.setOffline(true);
  await expect(page.getByTestId('offline-status')).toBeVisible();
  await page.keyboard.insertText(' Trust no one at the inn.');
  await page.keyboard.press('Control+s');
  await expect.poll(async () => (await keptOnDevice(page)).entries).toBe(1);
  expect(await keptOnDevice(page)).toMatchObject({ copies: 1, profileCopies: 1 });

  // Out of the editor (its own question: the text stays journalled), then Sign Out.
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await page.getByRole('alertdialog', { name: 'Unsaved changes' }).getByRole('button', { name: 'Leave', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Unsaved changes on this device' });
  await expect(ask).toContainText('One document has changes not yet saved to your account.');
  await ask.getByRole('button', { name: 'Stay Signed In' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByTestId('header-display-name')).toHaveText('Volo Geddarm');
  expect((await keptOnDevice(page)).entries).toBe(1);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await ask.getByRole('button', { name: 'Sign Out Anyway' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => keptOnDevice(page)).toEqual({ entries: 0, copies: 0, profileCopies: 0 });
});
