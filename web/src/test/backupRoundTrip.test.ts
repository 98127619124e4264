// Export all, then import: the backup format end to end, through the real
// browser store (fake IndexedDB), the real zip writer and the real readers.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { exportAllDocuments } from '../features/export/exportAll';
import { applyImport, planImport } from '../features/import/applyImport';
import { readImportFiles } from '../features/import/readFiles';
import { BrowserDocumentRepository } from '../lib/documents/browser';
import type { DocumentRepository } from '../lib/documents/types';

let counter = 0;
const newStore = (user: string) => new BrowserDocumentRepository(user, { dbName: `round-trip-${++counter}` });

async function seed(repository: DocumentRepository) {
  const crown = await repository.create({ title: 'The Sunken Crown', type: 'campaign', tags: ['goblins', 'coast'], description: 'A drowned keep.', content: '<h1>Act One</h1><p>The <strong>tide</strong> turns; <em>Maren Holt</em> waits.</p><blockquote><p>Read aloud.</p></blockquote>' });
  const names = await repository.create({ title: 'Elven Names', type: 'names', tags: ['elves'], content: '<ol><li><p>Aelar</p></li><li><p>Sariel</p></li></ol>' });
  await repository.update(names.id, { status: 'published' });
  await repository.createVersion(crown.id, { kind: 'named', reason: 'before session 3', content: '<p>Older text.</p>' });
  return { crown, names };
}

async function backupOf(repository: DocumentRepository, includeVersions = false): Promise<File> {
  const file = await exportAllDocuments(repository, { includeVersions });
  return new File([file.blob], file.fileName, { type: 'application/zip' });
}

describe('export all, then import', () => {
  it('brings every document into a fresh account with the same titles, text, types, tags and versions', async () => {
    const source = newStore('guest_source');
    await seed(source);
    const reading = await readImportFiles([await backupOf(source, true)]);
    expect(reading.problems).toEqual([]);

    const fresh = newStore('account_fresh');
    const plan = planImport(reading.candidates, (await fresh.list({ limit: Infinity })).documents);
    expect(plan.every((item) => item.existing === null)).toBe(true);
    const outcome = await applyImport(fresh, plan);
    expect(outcome).toMatchObject({ replaced: [], skipped: 0 });
    expect(outcome.created).toHaveLength(2);

    const strip = (d: { title: string; content: string; type: string; tags: string[]; status: string; description: string }) => ({
      title: d.title,
      content: d.content,
      type: d.type,
      tags: d.tags,
      status: d.status,
      description: d.description,
    });
    const before = (await source.list({ limit: Infinity, sortBy: 'title', sortOrder: 'asc' })).documents.map(strip);
    const after = (await fresh.list({ limit: Infinity, sortBy: 'title', sortOrder: 'asc' })).documents.map(strip);
    expect(after).toEqual(before);
    const crown = (await fresh.list({ search: 'Sunken' })).documents[0];
    const versions = await fresh.listVersions(crown.id);
    expect(versions.map((v) => [v.kind, v.content])).toEqual([['named', '<p>Older text.</p>']]);
    expect(versions[0].reason).toMatch(/^before session 3 \(\d+ \w+ \d{4}, \d\d:\d\d\)$/);
  });

  it('restoring into the same account finds each document, never overwrites without asking, and keeps the text it replaces', async () => {
    const store = newStore('guest_same');
    const { crown, names } = await seed(store);
    const backup = await backupOf(store);
    await store.update(crown.id, { content: '<p>Changed since the backup.</p>' });

    const reading = await readImportFiles([backup]);
    const plan = planImport(reading.candidates, (await store.list({ limit: Infinity })).documents);
    expect(plan.map((item) => [item.existing?.id, item.choice])).toEqual([
      [names.id, 'keep-both'],
      [crown.id, 'keep-both'],
    ]);
    // The user replaces the crown and skips the names.
    const chosen = plan.map((item) => ({ ...item, choice: item.existing!.id === crown.id ? ('replace' as const) : ('skip' as const) }));
    const outcome = await applyImport(store, chosen);
    expect(outcome).toEqual({ created: [], replaced: [crown.id], skipped: 1 });
    expect((await store.get(crown.id))?.content).toBe('<h1>Act One</h1><p>The <strong>tide</strong> turns; <em>Maren Holt</em> waits.</p><blockquote><p>Read aloud.</p></blockquote>');
    const kept = await store.listVersions(crown.id);
    expect(kept[0]).toMatchObject({ kind: 'auto', reason: 'before import', content: '<p>Changed since the backup.</p>' });
    expect((await store.list()).total).toBe(2);

    // Keep both adds a copy marked as imported.
    const again = planImport((await readImportFiles([backup])).candidates, (await store.list({ limit: Infinity })).documents);
    await applyImport(store, again);
    expect((await store.list({ limit: Infinity, sortBy: 'title', sortOrder: 'asc' })).documents.map((d) => d.title)).toEqual([
      'Elven Names',
      'Elven Names (Imported)',
      'The Sunken Crown',
      'The Sunken Crown (Imported)',
    ]);
  });

  it('takes back what it wrote when a later write fails: nothing is half-imported', async () => {
    const store = newStore('guest_undo');
    const { crown } = await seed(store);
    const reading = await readImportFiles([await backupOf(store)]);
    await store.update(crown.id, { content: '<p>Mine now.</p>' });
    const plan = planImport(reading.candidates, (await store.list({ limit: Infinity })).documents).map((item) => ({
      ...item,
      choice: item.existing!.id === crown.id ? ('replace' as const) : ('keep-both' as const),
    }));
    const failing = Object.create(store) as BrowserDocumentRepository;
    failing.update = vi.fn(async () => {
      throw new Error('the store went away');
    });
    await expect(applyImport(failing, plan)).rejects.toThrow('the store went away');
    expect((await store.list({ limit: Infinity })).documents.map((d) => d.title).sort()).toEqual(['Elven Names', 'The Sunken Crown']);
    expect((await store.get(crown.id))?.content).toBe('<p>Mine now.</p>');
  });
});
