// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DeviceCopy, EditJournal, forgetAccountOnDevice, unsavedEntriesOf } from './journal';
import type { LoreDocument } from './types';

const DB = 'lorewright-journal-test';

describe('EditJournal', () => {
  it('keeps the latest text per user and document, across connections (a reload)', async () => {
    const when = new Date('2026-11-26T14:32:00');
    await new EditJournal('u1', 'doc-a', DB).write('<p>first</p>', 3, when);
    await new EditJournal('u1', 'doc-a', DB).write('<p>second</p>', 3, when);
    await new EditJournal('u2', 'doc-a', DB).write('<p>other user</p>', 1, when);
    expect(await new EditJournal('u1', 'doc-a', DB).read()).toEqual({
      userId: 'u1',
      documentId: 'doc-a',
      content: '<p>second</p>',
      baseVersion: 3,
      writtenAt: when,
    });
    expect((await new EditJournal('u2', 'doc-a', DB).read())?.content).toBe('<p>other user</p>');
    expect(await new EditJournal('u1', 'doc-b', DB).read()).toBeNull();
  });

  it('drops the entry when the store acknowledges that very text, and keeps newer text', async () => {
    const journal = new EditJournal('u1', 'doc-ack', DB);
    await journal.write('<p>saved</p>', 1);
    await journal.acknowledge('<p>saved</p>');
    expect(await journal.read()).toBeNull();

    await journal.write('<p>on its way</p>', 1);
    await journal.write('<p>typed meanwhile</p>', 1);
    await journal.acknowledge('<p>on its way</p>');
    expect((await journal.read())?.content).toBe('<p>typed meanwhile</p>');
  });

  it('removes an entry on request', async () => {
    const journal = new EditJournal('u1', 'doc-rm', DB);
    await journal.write('<p>discard me</p>', 1);
    await journal.remove();
    expect(await journal.read()).toBeNull();
  });
});

describe('DeviceCopy', () => {
  const stored = (version: number, content: string): LoreDocument => ({
    id: 'doc-copy',
    title: 'The Ford',
    content,
    userId: 'u1',
    type: 'campaign',
    privacy: 'private',
    status: 'draft',
    description: '',
    tags: ['travel'],
    stats: { wordCount: 2, characterCount: 10, characterCountNoSpaces: 9, paragraphCount: 1, sentenceCount: 1, readingTime: 1, lastEditedAt: new Date('2026-11-26T14:00:00Z') },
    suggestions: { grammarIssues: 0 },
    createdAt: new Date('2026-11-20T10:00:00Z'),
    updatedAt: new Date('2026-11-26T14:00:00Z'),
    lastAccessedAt: new Date('2026-11-26T14:00:00Z'),
    sharedWith: [],
    collaborators: [],
    version,
    isAutoSaveEnabled: true,
  });

  it('keeps the document as the store gave it, dates and all, per user, across connections', async () => {
    const keptAt = new Date('2026-11-26T14:32:00Z');
    await new DeviceCopy('u1', 'doc-copy', DB).keep(stored(3, '<p>third</p>'), keptAt);
    expect(await new DeviceCopy('u1', 'doc-copy', DB).read()).toEqual({ userId: 'u1', documentId: 'doc-copy', document: stored(3, '<p>third</p>'), keptAt });
    expect(await new DeviceCopy('u2', 'doc-copy', DB).read()).toBeNull();
  });

  it('replaces the copy with each newer one, and removes it', async () => {
    const copy = new DeviceCopy('u1', 'doc-order', DB);
    await copy.keep(stored(5, '<p>saved</p>'));
    await copy.keep(stored(6, '<p>saved again</p>'));
    expect((await copy.read())?.document).toEqual(stored(6, '<p>saved again</p>'));
    await copy.remove();
    expect(await copy.read()).toBeNull();
  });
});

describe('an account signing out of this device', () => {
  const FORGET_DB = 'lorewright-journal-forget-test';
  const copyOf = (userId: string, id: string) => ({ id, userId, title: id, content: '<p>kept</p>' }) as unknown as LoreDocument;

  it('finds its unsaved entries, then leaves nothing of it behind and everything of other accounts', async () => {
    await new EditJournal('user-a', 'doc-1', FORGET_DB).write('<p>offline edit</p>', 2);
    await new EditJournal('user-a', 'doc-2', FORGET_DB).write('<p>another</p>', 1);
    await new EditJournal('user-ab', 'doc-1', FORGET_DB).write('<p>a longer id that starts the same</p>', 1);
    await new DeviceCopy('user-a', 'doc-1', FORGET_DB).keep(copyOf('user-a', 'doc-1'));
    await new DeviceCopy('user-b', 'doc-9', FORGET_DB).keep(copyOf('user-b', 'doc-9'));

    expect((await unsavedEntriesOf('user-a', FORGET_DB)).map((entry) => entry.documentId)).toEqual(['doc-1', 'doc-2']);
    expect(await unsavedEntriesOf('user-b', FORGET_DB)).toEqual([]);
    // An entry holding the text the store already has (its copy's) is not unsaved.
    await new DeviceCopy('user-a', 'doc-2', FORGET_DB).keep({ ...copyOf('user-a', 'doc-2'), content: '<p>another</p>' });
    expect((await unsavedEntriesOf('user-a', FORGET_DB)).map((entry) => entry.documentId)).toEqual(['doc-1']);

    await forgetAccountOnDevice('user-a', FORGET_DB);
    expect(await unsavedEntriesOf('user-a', FORGET_DB)).toEqual([]);
    expect(await new DeviceCopy('user-a', 'doc-1', FORGET_DB).read()).toBeNull();
    expect((await new EditJournal('user-ab', 'doc-1', FORGET_DB).read())?.content).toBe('<p>a longer id that starts the same</p>');
    expect((await new DeviceCopy('user-b', 'doc-9', FORGET_DB).read())?.document.id).toBe('doc-9');
  });
});
