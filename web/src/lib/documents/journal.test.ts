import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { EditJournal } from './journal';

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
