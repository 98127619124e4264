import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { openAssistantTab, openNewDocument } from './editorDocument';

// The Names tab with no model configured: five built-in Tiefling names,
// built-in variations appended, one inserted into the document and used in
// a sentence. The checker learns the inserted name: the same check through
// the API flags it without the personal dictionary, and the editor, which
// sends the dictionary, does not.
// (With a model and with it failing: ai-names-backgrounds.spec.ts.)

interface CheckIssue {
  position: { start: number; end: number };
  rule: { id: string };
}

/** The issues the server's checker finds in text, with the given personal dictionary. */
async function issuesFor(request: APIRequestContext, text: string, dictionary: string[]): Promise<CheckIssue[]> {
  const response = await request.post('/api/grammar/check', { data: { text, dictionary } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { errors: CheckIssue[] }).errors;
}

/** The name's personal name: its first word, without quotation marks. */
function personalName(name: string): string {
  return name.split(/\s+/)[0].replace(/["\u201c\u201d]/g, '');
}

/**
 * A text in which the checker has reason to flag `name` unless the
 * dictionary holds it: another spelling of its personal name, one letter
 * off, used six times, then the name's line as Insert writes it and a
 * sentence with the name. (An invented name on its own is often not flagged
 * at all, which would prove nothing about the dictionary.)
 */
function probeText(name: string, line: string): string {
  const word = personalName(name);
  const other = word.slice(0, -1) + (word.endsWith('x') ? 'z' : 'x');
  const rumours = [
    `${other} rules the docks.`,
    `Everyone fears ${other}.`,
    `The guards salute ${other}.`,
    `The bard sings of ${other}.`,
    `Nobody crosses ${other}.`,
    `Even the priests obey ${other}.`,
  ];
  return `${rumours.join(' ')}\n\n${line}\n\nThat night ${name} walked into the tavern.`;
}

function flagsWord(text: string, issues: CheckIssue[], word: string): boolean {
  return issues.some((issue) => text.slice(issue.position.start, issue.position.end).includes(word));
}

/** The row's text as Insert puts it in the document: "Name (Tiefling, Bard): meaning". */
async function insertedLine(row: Locator): Promise<string> {
  const name = await row.getByTestId('name-row-name').innerText();
  const meaning = await row.getByTestId('name-row-meaning').innerText();
  return `${name} (Tiefling, Bard): ${meaning}`;
}

test('built-in names: five Tiefling names, variations, insert one; the checker learns it', async ({ page, request }) => {
  const editor = await openNewDocument(page, 'The Brass Flagon', 'campaign');
  const tab = await openAssistantTab(page, 'Names');
  await tab.getByLabel('Race').selectOption('Tiefling');
  await tab.getByLabel('Profession').selectOption('Bard');
  await tab.getByLabel('Number of Names').selectOption('5');
  await tab.getByRole('button', { name: 'Generate Names' }).click();

  await expect(tab.getByRole('heading', { name: 'Generated Names (5)' })).toBeVisible();
  await expect(tab.getByTestId('built-in-content')).toHaveAttribute('data-reason', 'not_configured');
  const rows = tab.getByTestId('name-row');
  await expect(rows).toHaveCount(5);
  const names = await tab.getByTestId('name-row-name').allInnerTexts();
  expect(new Set(names).size).toBe(5);
  for (const name of names) expect(name).not.toMatch(/Name\d|Tiefling/);
  for (const row of await rows.all()) {
    await expect(row).toContainText('Tiefling');
    await expect(row).toContainText('Bard');
  }

  // Built-in variations of a name with an invented personal name (virtue
  // names such as Hope are English words, never flagged), appended below.
  let varied: string | undefined;
  for (const row of await rows.all()) {
    const name = await row.getByTestId('name-row-name').innerText();
    const text = probeText(name, await insertedLine(row));
    if (flagsWord(text, await issuesFor(request, text, []), personalName(name))) {
      varied = name;
      break;
    }
  }
  expect(varied, `no invented name among ${names.join(', ')}`).toBeDefined();
  await tab.getByRole('button', { name: `Variations of ${varied}` }).click();
  await expect(tab.getByRole('heading', { name: 'Generated Names (8)' })).toBeVisible();
  await expect(tab.getByTestId('names-notice')).toContainText(`3 variations of "${varied}" added to the list`);
  await expect(tab.getByTestId('built-in-content')).toHaveAttribute('data-reason', 'not_configured');
  const all = await tab.getByTestId('name-row-name').allInnerTexts();
  expect(all.slice(0, 5)).toEqual(names);
  const variations = all.slice(5);
  expect(new Set(all).size).toBe(8);

  // Insert a variation the checker would flag without the dictionary (the
  // varied name itself if none is).
  let chosen: string | undefined;
  let probe = '';
  for (const candidate of [...variations, varied!]) {
    const row = rows.nth(all.indexOf(candidate));
    const text = probeText(candidate, await insertedLine(row));
    if (flagsWord(text, await issuesFor(request, text, []), personalName(candidate))) {
      chosen = candidate;
      probe = text;
      break;
    }
  }
  expect(chosen).toBeDefined();
  // Through the API: flagged without the dictionary, not with it.
  expect(flagsWord(probe, await issuesFor(request, probe, [chosen!]), personalName(chosen!))).toBe(false);

  await tab.getByRole('button', { name: `Insert ${chosen}` }).click();
  await expect(tab.getByTestId('names-notice')).toContainText('added to your dictionary');
  await expect(editor).toContainText(chosen!);

  // The editor's check sends the name in the personal dictionary and flags
  // nothing in it, only the slip beside it.
  const check = page.waitForRequest(
    (r) => r.url().endsWith('/api/grammar/check') && (r.postDataJSON() as { dictionary?: string[] }).dictionary?.includes(chosen!) === true,
  );
  await page.getByRole('tablist', { name: 'Assistant tools' }).getByRole('tab', { name: /^Errors/ }).click();
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText(`That night ${chosen} walked into the tavern and sang alot of old songs.`);
  await check;
  await expect(editor.locator('.lw-highlight--spelling')).toHaveText(['alot'], { timeout: 15_000 });
  await expect(editor.locator('[class*="lw-highlight--"]').filter({ hasText: personalName(chosen!) })).toHaveCount(0);
  await expect(page.getByTestId('errors-tab').getByTestId('grammar-headline')).toHaveText('1 issue detected');

  // Clear Results empties the list.
  await page.getByRole('tablist', { name: 'Assistant tools' }).getByRole('tab', { name: /^Names/ }).click();
  await tab.getByRole('button', { name: 'Clear Results' }).click();
  await expect(tab.getByTestId('name-row')).toHaveCount(0);
});
