/// <reference lib="dom" />
// Export Campaign end to end, as a guest: a PDF from the editor header, then
// plain text and Markdown from the dashboard card menu. The downloaded files
// are read back: names, and content (the PDF through poppler's pdftotext).
import { expect, test, type Download, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pdfInfo, pdfPages, requirePoppler } from '../src/features/export/testing/poppler';

const TITLE = 'Drizzt’s Descent: Part 1';
const FILE_STEM = 'Drizzt_s_Descent__Part_1';
const CONTENT_HTML = [
  '<h1>The Underdark Calls</h1>',
  '<p>Drizzt Do’Urden meets the party at <strong>Mantol-Derith</strong> — a “neutral” market… for now.</p>',
  '<h2>Rumours</h2>',
  '<ul><li><p>Łucja the smuggler owes Ülrich 40 gp</p></li><li><p>The <em>Glasstaff</em> was seen near the lake</p></li></ul>',
  '<ol><li><p>Cross the chasm</p></li><li><p>Bargain with the duergar</p></li></ol>',
  '<blockquote><p>“Light no torches,” the drow whispers.</p></blockquote>',
].join('');

let downloads: string;

test.beforeAll(() => {
  requirePoppler();
  downloads = mkdtempSync(path.join(os.tmpdir(), 'lorewright-e2e-export-'));
});

test.afterAll(() => {
  rmSync(downloads, { recursive: true, force: true });
});

async function save(download: Download): Promise<string> {
  const target = path.join(downloads, download.suggestedFilename());
  await download.saveAs(target);
  return target;
}

/** Creates a guest document and fills it by pasting HTML, as a writer pasting from elsewhere would. */
async function createDocument(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'New Document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create New Document' });
  await dialog.getByLabel('Title', { exact: true }).fill(TITLE);
  await dialog.getByRole('button', { name: 'Create Document' }).click();
  await expect(page).toHaveURL(/\/editor\/.+/);

  const editor = page.getByRole('textbox', { name: `${TITLE} text` });
  await editor.click();
  await editor.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', element.textContent ?? '');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, CONTENT_HTML);
  await expect(editor.getByRole('heading', { name: 'The Underdark Calls' })).toBeVisible();
}

test('exports a PDF from the editor header', async ({ page }) => {
  await createDocument(page);
  await page.getByRole('button', { name: 'Export Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Campaign' });
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(TITLE);
  await expect(dialog.getByLabel('Author', { exact: true })).toHaveValue('Dungeon Master');
  await dialog.getByLabel('Author', { exact: true }).fill('Łukasz Müller');
  await dialog.getByLabel('Campaign type').selectOption('adventure');
  await expect(dialog.getByRole('checkbox', { name: /Include cover page/ })).toBeChecked();

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${FILE_STEM}.pdf`);
  await expect(dialog).toBeHidden();

  const file = await save(download);
  expect(pdfInfo(file).Pages).toBe('2');
  const [cover, body] = pdfPages(file).map((text) => text.replace(/\s+/g, ' '));
  expect(cover).toContain(TITLE);
  expect(cover).toContain('A Dungeons & Dragons Adventure');
  expect(cover).toContain('Created by Łukasz Müller');
  expect(cover).toContain('Page 1 of 2');
  for (const text of [
    'The Underdark Calls',
    'Drizzt Do’Urden meets the party at Mantol-Derith — a “neutral” market… for now.',
    'Łucja the smuggler owes Ülrich 40 gp',
    '1. Cross the chasm',
    '“Light no torches,” the drow whispers.',
    'Page 2 of 2',
  ]) {
    expect(body).toContain(text);
  }
});

test('exports plain text and Markdown from a dashboard card', async ({ page }) => {
  await createDocument(page);
  // Save, and wait for the save to finish, so the dashboard lists the pasted content.
  const saveButton = page.getByRole('button', { name: 'Save', exact: true });
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(saveButton).toBeEnabled();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await expect(saveButton).toBeDisabled();
  await page.goto('/dashboard');

  const exportFromCard = async (format: RegExp, button: string) => {
    await page.getByRole('button', { name: `Actions for ${TITLE}` }).first().click();
    await page.getByRole('menuitem', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Campaign' });
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(TITLE);
    await dialog.getByRole('radio', { name: format }).check();
    await expect(dialog.getByRole('checkbox', { name: /Include cover page/ })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: button }).click();
    const download = await downloading;
    await expect(dialog).toBeHidden();
    return { name: download.suggestedFilename(), text: readFileSync(await save(download), 'utf8') };
  };

  const text = await exportFromCard(/Plain text/, 'Export Text');
  expect(text.name).toBe(`${FILE_STEM}.txt`);
  const banner = '='.repeat(60);
  expect(text.text.startsWith(`${banner}\n${TITLE}\n${banner}\n`)).toBe(true);
  expect(text.text).toContain(`${banner}\nCAMPAIGN CONTENT\n${banner}`);
  expect(text.text).toContain(`The Underdark Calls\n${'='.repeat(60)}\n`);
  expect(text.text).toContain(`Rumours\n${'-'.repeat(40)}\n`);
  expect(text.text).toContain('- Łucja the smuggler owes Ülrich 40 gp\n');
  expect(text.text).toContain('2. Bargain with the duergar\n');
  expect(text.text).toContain('> “Light no torches,” the drow whispers.\n');
  expect(text.text.trimEnd().endsWith(`${banner}\nEnd of Campaign\n${banner}`)).toBe(true);

  const markdown = await exportFromCard(/Markdown/, 'Export Markdown');
  expect(markdown.name).toBe(`${FILE_STEM}.md`);
  expect(markdown.text).toContain('# The Underdark Calls\n');
  expect(markdown.text).toContain('Drizzt Do’Urden meets the party at **Mantol-Derith** — a “neutral” market… for now.');
  expect(markdown.text).toContain('## Rumours\n\n- Łucja the smuggler owes Ülrich 40 gp\n- The *Glasstaff* was seen near the lake\n');
  expect(markdown.text).toContain('1. Cross the chasm\n2. Bargain with the duergar\n');
  expect(markdown.text).toContain('> “Light no torches,” the drow whispers.\n');
});
