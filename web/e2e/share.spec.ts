import { expect, test, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import { openNewDocument } from './editorDocument';
import { firestoreSkipReason, forPeople, signInNewAccount, uniqueEmail } from './helpers';

// Read-only links: the owner shares from Document Settings, a fresh
// signed-out browser opens the link and reads the book, the owner's next save
// reaches it, and after Stop sharing the link says "Document Not Found".
// A guest's Share explains why it cannot and offers sign-up. The security
// rules behind it have their own suite (rules-tests/shares.rules.test.ts).

const OUT = path.join(process.env.E2E_OUTPUT_DIR ?? 'test-results', 'book');

async function newDocument(page: Page, title: string, text: string): Promise<string> {
  const editor = await openNewDocument(page, title, 'campaign');
  await editor.click();
  await page.keyboard.insertText(text);
  await save(page);
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function save(page: Page) {
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-status').locator('[data-status]')).toHaveAttribute('data-status', 'saved');
}

/** Opens the link in a browser of its own: no account, no guest session, nothing stored. */
async function visit(browser: Browser, link: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(link);
  return { page, close: () => context.close() };
}

test.describe('share links', { tag: '@firestore' }, () => {
  test.beforeEach(() => {
    const reason = firestoreSkipReason();
    test.skip(reason !== undefined, `Firestore journeys not run: ${reason}`);
    test.slow();
  });

  test('the owner shares; anyone with the link reads the book; saves reach it; Stop sharing ends it', { tag: '@captures' }, async ({ page, browser }) => {
    await signInNewAccount(page, { email: uniqueEmail('share-owner'), displayName: 'Volo Geddarm' });
    const id = await newDocument(page, 'Volo’s Guide to the Yawning Portal', 'Durnan keeps the well, and every delver pays the toll in gold.');

    await page.getByRole('button', { name: 'Document Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Document Settings' });
    const share = settings.getByTestId('share-section');
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(share.getByTestId('share-status')).toHaveText('Anyone with the link can read');
    const link = await share.getByLabel('Share link').inputValue();
    expect(link).toBe(`${new URL(page.url()).origin}/share/${id}`);
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await page.keyboard.press('Escape');

    // A stranger, signed out, reads it as a book with no way to edit.
    const stranger = await visit(browser, link);
    try {
      await expect(stranger.page.getByTestId('book')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
      await expect(stranger.page.getByTestId('book')).toContainText('Durnan keeps the well, and every delver pays the toll in gold.');
      await expect(stranger.page.getByTestId('book')).toContainText('Volo’s Guide to the Yawning Portal');
      await expect(stranger.page.getByRole('textbox')).toHaveCount(0);
      await expect(stranger.page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
      await expect(stranger.page.getByRole('button', { name: 'Document Settings' })).toHaveCount(0);
      await forPeople(() => stranger.page.screenshot({ path: path.join(OUT, 'share-1280.png') }));

      // The owner's next save is what the link shows.
      await page.getByTestId('editor-content').press('End');
      await page.keyboard.insertText(' The portal yawns at midnight.');
      await save(page);
      await stranger.page.reload();
      await expect(stranger.page.getByTestId('book')).toContainText('The portal yawns at midnight.', { timeout: 30_000 });

      // Stop sharing: the link ends at once.
      await page.getByRole('button', { name: 'Document Settings' }).click();
      await settings.getByTestId('share-section').getByRole('button', { name: 'Stop sharing' }).click();
      await expect(settings.getByTestId('share-section').getByRole('button', { name: 'Share', exact: true })).toBeVisible();
      await stranger.page.reload();
      await expect(stranger.page.getByRole('heading', { name: 'Document Not Found' })).toBeVisible();
      await expect(stranger.page.getByText('Durnan keeps the well')).toHaveCount(0);
    } finally {
      await stranger.close();
    }
  });

  test('on a phone the shared book is one column, with no sideways scrolling', { tag: '@captures' }, async ({ page, browser }) => {
    await signInNewAccount(page, { email: uniqueEmail('share-phone'), displayName: 'Mirt the Moneylender' });
    await newDocument(page, 'Waterdeep: Dragon Heist', 'The Yawning Portal is loud tonight, and Volo needs a favour from the party.');
    await page.getByRole('button', { name: 'Document Settings' }).click();
    const share = page.getByRole('dialog', { name: 'Document Settings' }).getByTestId('share-section');
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    const link = await share.getByLabel('Share link').inputValue();

    for (const width of [390, 820]) {
      const reader = await visit(browser, link, { width, height: 844 });
      try {
        const book = reader.page.getByTestId('book');
        await expect(book).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
        await expect(book).toContainText('The Yawning Portal is loud tonight');
        if (width < 600) await expect(book).toHaveClass(/lw-book--flow/);
        expect(await reader.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        await forPeople(() => reader.page.screenshot({ path: path.join(OUT, `share-${width}.png`) }));
      } finally {
        await reader.close();
      }
    }
  });
});

test("a guest's Share explains that guest work stays in the browser and offers sign-up", async ({ page }) => {
  await openNewDocument(page, 'Guest Notes');
  await page.getByRole('button', { name: 'Document Settings' }).click();
  const share = page.getByRole('dialog', { name: 'Document Settings' }).getByTestId('share-section');
  await expect(share).toContainText('kept in this browser, where no one else can open it');
  await expect(share.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  await share.getByRole('link', { name: 'Sign up to share' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a share link that does not exist says Document Not Found', async ({ page }) => {
  await page.goto('/share/no-such-document');
  await expect(page.getByRole('heading', { name: 'Document Not Found' })).toBeVisible();
});
