import { expect, test, type Page } from '@playwright/test';
import { firestoreDoc, firestoreQuery, firestoreSkipReason, restValue, signInNewAccount, signUp, uniqueEmail } from './helpers';

// Signed-in accounts keep their work in Firestore exactly as in production,
// here the emulator that make run and make test start: what is written is
// in the emulator (read back through its REST API), survives a reload, is
// refused to another account by the security rules, and a guest's work never
// leaves the browser. Skipped, with the reason, where no emulator runs;
// make test counts such a skip as a failure wherever an emulator can run.

test.beforeEach(() => {
  const reason = firestoreSkipReason();
  test.skip(reason !== undefined, `Firestore journeys not run: ${reason}`);
  // Two sign-ups, or a megabyte pasted into the editor: more than the default minute on two busy cores.
  test.slow();
});

async function newDocument(page: Page, title: string): Promise<string> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'New Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Document' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create Document' }).click();
  await page.waitForURL(/\/editor\/[^/]+$/);
  await expect(page.getByTestId('editor-content')).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

const saveStatus = (page: Page) => page.getByTestId('save-status').locator('[data-status]');

test('sign up, write, reload: the text is in Firestore; another account gets Document Not Found', { tag: '@firestore' }, async ({ page, browser, request }) => {
  const email = uniqueEmail('firestore-owner');
  await signUp(page, { email, displayName: 'Jarlaxle Baenre' });
  await expect(page.getByTestId('storage-badge')).toHaveText('Firestore emulator');
  const uid = await page.evaluate(() => JSON.parse(localStorage.getItem(Object.keys(localStorage).find((k) => k.startsWith('firebase:authUser:'))!)!).uid as string);

  // The profile is in the emulator (the sign-up form's display name lands just after the account's first profile).
  await expect
    .poll(async () => {
      const profile = await firestoreDoc(request, `users/${uid}`);
      return [restValue(profile?.email), restValue(profile?.displayName)];
    })
    .toEqual([email, 'Jarlaxle Baenre']);

  // Write and save.
  const id = await newDocument(page, 'The Underdark Ledger');
  const editor = page.getByTestId('editor-content');
  await editor.click();
  await page.keyboard.insertText('Bregan Daerthe owes the Xorlarrin house nine hundred gold.');
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');

  // Reload: the text comes back from Firestore.
  await page.reload();
  await expect(page.getByTestId('editor-content')).toContainText('Bregan Daerthe owes the Xorlarrin house nine hundred gold.');

  // And the emulator holds it, owned by this account, version 2 (created, then saved once).
  const stored = await firestoreDoc(request, `documents/${id}`);
  expect(stored).not.toBeNull();
  expect(restValue(stored!.userId)).toBe(uid);
  expect(restValue(stored!.title)).toBe('The Underdark Ledger');
  expect(restValue(stored!.content)).toContain('Bregan Daerthe owes the Xorlarrin house nine hundred gold.');
  expect(restValue(stored!.version)).toBe(2);
  expect(restValue(stored!.stats)).toMatchObject({ wordCount: 9 });
  expect(await firestoreQuery(request, 'documents', 'userId', uid)).toEqual([id]);

  // Another account, in its own browser context, is refused by the rules.
  const other = await browser.newContext();
  try {
    const intruder = await other.newPage();
    await signInNewAccount(intruder, { email: uniqueEmail('firestore-intruder'), displayName: 'Artemis Entreri' });
    await intruder.goto(`/editor/${id}`);
    await expect(intruder.getByRole('heading', { name: 'Document Not Found' })).toBeVisible();
    await expect(intruder.getByText('Bregan Daerthe')).toHaveCount(0);
    // Its dashboard lists nothing of the owner's.
    await intruder.goto('/dashboard');
    await expect(intruder.getByText('The Underdark Ledger')).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test("a guest's document stays in the browser and never reaches Firestore", { tag: '@firestore' }, async ({ page, request }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await expect(page.getByTestId('storage-badge')).toHaveText('Saved in this browser');
  const guestId = await page.evaluate(() => localStorage.getItem('lorewright.guestId'));
  expect(guestId).toMatch(/^guest_/);
  const id = await newDocument(page, 'Guest Notes on Menzoberranzan');
  await page.getByTestId('editor-content').click();
  await page.keyboard.insertText('Only this browser knows.');
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');
  await page.reload();
  await expect(page.getByTestId('editor-content')).toContainText('Only this browser knows.');

  expect(await firestoreDoc(request, `documents/${id}`)).toBeNull();
  expect(await firestoreQuery(request, 'documents', 'userId', guestId!)).toEqual([]);
  expect(await firestoreQuery(request, 'documents', 'title', 'Guest Notes on Menzoberranzan')).toEqual([]);
});

test('a document too large for Firestore says so in the editor and loses nothing', { tag: '@firestore' }, async ({ page, request }) => {
  await signInNewAccount(page, { email: uniqueEmail('firestore-tome'), displayName: 'Elminster Aumar' });
  const id = await newDocument(page, 'The Tome of Everything');
  const editor = page.getByTestId('editor-content');
  await editor.click();
  await page.keyboard.insertText('Chapter one.');
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'saved');

  // Paste about 1 MB of text: more than one Firestore document holds.
  await page.evaluate(() => {
    const paragraph = `${'The weave hums beneath every spell. '.repeat(25)}\n\n`;
    const data = new DataTransfer();
    data.setData('text/plain', paragraph.repeat(1150));
    const target = document.querySelector('[data-testid="editor-content"]')!;
    target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await page.keyboard.press('Control+s');

  // Serialising and measuring a megabyte of editor content takes a while on a busy machine.
  await expect(page.getByText(/This document is too large to save: its text and formatting take [\d,]+ KB, and one document holds at most 900 KB\./)).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('save-failure')).toHaveText('Not saved: too large for one document');
  await expect(saveStatus(page)).toHaveAttribute('data-status', 'unsaved');
  // The text is still on screen...
  await expect(editor).toContainText('Chapter one.');
  expect(await editor.evaluate((el) => (el.textContent ?? '').length)).toBeGreaterThan(900_000);
  // ...and the stored version is the last one that fit.
  const stored = await firestoreDoc(request, `documents/${id}`);
  expect(restValue(stored!.version)).toBe(2);
  expect(restValue(stored!.content)).toBe('<p>Chapter one.</p>');
});
