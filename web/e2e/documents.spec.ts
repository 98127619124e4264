// Documents end to end, as a guest (the browser store) and as a signed-in
// user (Firestore when its emulator runs, else the browser store): create
// three documents of different types,
// search, filter, sort, open one, duplicate, delete with confirmation, reload
// and find everything as left. Then a guest signs up and imports their work.
import { expect, test, type Page } from '@playwright/test';
import { firestoreHost, signInNewAccount, uniqueEmail } from './helpers';

const DELETE_CONFIRMATION = 'Are you sure you want to delete this document? This action cannot be undone.';

const DOCUMENTS = [
  { title: 'Curse of the Crimson Keep', type: 'campaign', description: 'A vampire lord stirs', tags: 'undead, gothic' },
  { title: 'Elven Names', type: 'names', description: '', tags: 'elves' },
  { title: 'Bog Hag Variants', type: 'monsters', description: 'Swamp horrors', tags: '' },
] as const;

const documentList = (page: Page) => page.getByRole('list', { name: 'Documents' });
const cardTitles = (page: Page) => documentList(page).getByRole('heading').allTextContents();
const countLine = (page: Page, shown: number, total: number) => page.getByText(`${shown} of ${total} documents`);

async function createDocument(page: Page, doc: (typeof DOCUMENTS)[number]) {
  await page.getByRole('button', { name: 'New Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Document' });
  await dialog.getByLabel('Title').fill(doc.title);
  await dialog.getByLabel('Type').selectOption(doc.type);
  if (doc.description) await dialog.getByLabel(/Description/).fill(doc.description);
  if (doc.tags) await dialog.getByLabel(/Tags/).fill(doc.tags);
  await dialog.getByRole('button', { name: 'Create Document' }).click();
  await expect(page).toHaveURL(/\/editor\/[^/]+$/);
  await page.goto('/dashboard');
}

async function cardAction(page: Page, title: string, action: 'Edit' | 'Duplicate' | 'Export' | 'Delete') {
  await page.getByRole('button', { name: `Actions for ${title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The journey both kinds of user take; starts on an empty dashboard. */
async function documentJourney(page: Page) {
  await expect(page.getByText('No documents yet')).toBeVisible();
  for (const doc of DOCUMENTS) await createDocument(page, doc);
  await expect(countLine(page, 3, 3)).toBeVisible();
  await expect(page.getByLabel('Documents: 3')).toBeVisible();

  // Search covers titles, descriptions and tags.
  const search = page.getByRole('searchbox', { name: 'Search documents' });
  await search.fill('hag');
  await expect(countLine(page, 1, 3)).toBeVisible();
  await expect.poll(() => cardTitles(page)).toEqual(['Bog Hag Variants']);
  await search.fill('GOTHIC');
  // The count reads "1 of 3" for both searches: the titles say when the list has changed.
  await expect.poll(() => cardTitles(page)).toEqual(['Curse of the Crimson Keep']);
  await expect(countLine(page, 1, 3)).toBeVisible();
  await search.fill('beholder');
  await expect(page.getByText('No documents found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms or filters.')).toBeVisible();
  await search.fill('');

  const typeFilter = page.getByRole('combobox', { name: 'Filter by type' });
  await typeFilter.selectOption({ label: 'Names' });
  await expect(countLine(page, 1, 3)).toBeVisible();
  expect(await cardTitles(page)).toEqual(['Elven Names']);
  await typeFilter.selectOption({ label: 'All Types' });
  await expect(countLine(page, 3, 3)).toBeVisible();

  const sort = page.getByRole('combobox', { name: 'Sort documents' });
  await sort.selectOption({ label: 'Title A-Z' });
  await expect.poll(() => cardTitles(page)).toEqual(['Bog Hag Variants', 'Curse of the Crimson Keep', 'Elven Names']);
  await sort.selectOption({ label: 'Title Z-A' });
  await expect.poll(() => cardTitles(page)).toEqual(['Elven Names', 'Curse of the Crimson Keep', 'Bog Hag Variants']);
  await sort.selectOption({ label: 'Recently Created' });
  await expect.poll(() => cardTitles(page)).toEqual(['Bog Hag Variants', 'Elven Names', 'Curse of the Crimson Keep']);

  // Open one from its card.
  await documentList(page).getByRole('link', { name: 'Elven Names' }).click();
  await expect(page).toHaveURL(/\/editor\/[^/]+$/);
  await expect(page.getByText('Elven Names').first()).toBeVisible();
  await page.goto('/dashboard');

  await cardAction(page, 'Curse of the Crimson Keep', 'Duplicate');
  await expect(countLine(page, 4, 4)).toBeVisible();
  await expect(documentList(page).getByRole('heading', { name: 'Curse of the Crimson Keep (Copy)' })).toBeVisible();

  // Delete asks first; Cancel keeps the document.
  await cardAction(page, 'Bog Hag Variants', 'Delete');
  let confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(DELETE_CONFIRMATION);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(countLine(page, 4, 4)).toBeVisible();
  await cardAction(page, 'Bog Hag Variants', 'Delete');
  confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(countLine(page, 3, 3)).toBeVisible();

  // Everything is still there after a reload.
  const expected = ['Curse of the Crimson Keep', 'Curse of the Crimson Keep (Copy)', 'Elven Names'];
  await page.reload();
  await expect(countLine(page, 3, 3)).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort documents' }).selectOption({ label: 'Title A-Z' });
  await expect.poll(() => cardTitles(page)).toEqual(expected);
  const elven = documentList(page).getByRole('article', { name: 'Elven Names' });
  await expect(elven).toContainText('Names');
  await expect(elven.getByRole('list', { name: 'Tags' })).toContainText('elves');
}

/** Signs up through the screens (the guest-import journey is about signing up). */
async function signUp(page: Page, displayName: string) {
  await page.goto('/signup');
  const email = `${displayName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@lorewright.test`;
  await page.getByLabel(/Display Name/).fill(displayName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Quill-and-ink-42');
  await page.getByLabel('Confirm Password').fill('Quill-and-ink-42');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${displayName}!` })).toBeVisible();
}

test('a guest manages documents that survive a reload', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await expect(page.getByText(/Guest documents are kept in this browser/)).toBeVisible();
  await documentJourney(page);
});

test('a signed-in user manages documents that survive a reload (in Firestore when its emulator runs)', { tag: '@firestore' }, async ({ page }) => {
  await signInNewAccount(page, { email: uniqueEmail('documents'), displayName: 'Mordenkainen' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Mordenkainen!' })).toBeVisible();
  await expect(
    page.getByText(firestoreHost() ? 'Saved to your account in Firestore (the local emulator).' : /Local mode: documents are stored in this browser/),
  ).toBeVisible();
  await documentJourney(page);
});

test('a guest signs up and imports their documents once', { tag: '@firestore' }, async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await createDocument(page, DOCUMENTS[0]);
  await createDocument(page, DOCUMENTS[1]);
  await expect(countLine(page, 2, 2)).toBeVisible();

  await signUp(page, 'Tasha');
  const offer = page.getByRole('region', { name: 'Bring your guest documents along?' });
  await expect(offer).toContainText('You wrote 2 documents as a guest in this browser.');
  await offer.getByRole('button', { name: 'Import 2 documents' }).click();
  await expect(page.getByText('Imported 2 documents into your account.')).toBeVisible();
  await expect(countLine(page, 2, 2)).toBeVisible();
  await page.getByRole('region', { name: 'Guest documents imported' }).getByRole('button', { name: 'Close' }).click();

  // No second offer, and no duplicates, after a reload.
  await page.reload();
  await expect(countLine(page, 2, 2)).toBeVisible();
  await expect(page.getByRole('region', { name: /guest documents/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Sort documents' }).selectOption({ label: 'Title A-Z' });
  await expect.poll(() => cardTitles(page)).toEqual(['Curse of the Crimson Keep', 'Elven Names']);
});
