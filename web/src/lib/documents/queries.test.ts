import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { BrowserDocumentRepository } from './browser';
import { DeviceCopy } from './journal';
import { readStoredDocument } from './queries';
import { DocumentPermissionError, DocumentStoreUnavailableError, type DocumentRepository } from './types';

let dbCounter = 0;

/** A store that needs the network (as Firestore does), here on IndexedDB, whose reads can be cut off. */
function networkStore() {
  const repository = new BrowserDocumentRepository('u1', { dbName: `queries-test-${++dbCounter}` });
  const get = repository.get.bind(repository);
  const control = { reachable: true, denied: false };
  Object.defineProperty(repository, 'needsNetwork', { value: true });
  repository.get = vi.fn(async (id: string) => {
    if (control.denied) throw new DocumentPermissionError();
    if (!control.reachable) throw new DocumentStoreUnavailableError();
    return get(id);
  });
  return { repository: repository as DocumentRepository, control };
}

const keptCopy = (repository: DocumentRepository, id: string) => new DeviceCopy(repository.userId, id).read();

describe('readStoredDocument', () => {
  it('opens the copy kept on this device when the store cannot be reached, saying when it was kept', async () => {
    const { repository, control } = networkStore();
    const doc = await repository.create({ title: 'The Ford', content: '<p>Chapter one.</p>' });
    expect(await readStoredDocument(repository, doc.id)).toEqual({ document: doc, keptAt: null });
    await vi.waitFor(async () => expect((await keptCopy(repository, doc.id))?.document).toEqual(doc));

    control.reachable = false;
    const offline = await readStoredDocument(repository, doc.id);
    expect(offline.document).toEqual(doc);
    expect(offline.keptAt).toBeInstanceOf(Date);
  });

  it('without a copy on this device, an unreachable store is still an error', async () => {
    const { repository, control } = networkStore();
    const doc = await repository.create({ title: 'Never opened here', content: '<p>x</p>' });
    control.reachable = false;
    await expect(readStoredDocument(repository, doc.id)).rejects.toBeInstanceOf(DocumentStoreUnavailableError);
  });

  it('drops the copy when the store says the document is gone or not this user’s', async () => {
    const { repository, control } = networkStore();
    const doc = await repository.create({ title: 'The Ford', content: '<p>x</p>' });
    await readStoredDocument(repository, doc.id);
    await vi.waitFor(async () => expect(await keptCopy(repository, doc.id)).not.toBeNull());
    control.denied = true;
    expect(await readStoredDocument(repository, doc.id)).toEqual({ document: null, keptAt: null });
    await vi.waitFor(async () => expect(await keptCopy(repository, doc.id)).toBeNull());
  });

  it('keeps no copy for a store on this device (guests): it opens offline by itself', async () => {
    const repository = new BrowserDocumentRepository('guest_1', { dbName: `queries-test-${++dbCounter}` });
    const doc = await repository.create({ title: 'Guest notes', content: '<p>x</p>' });
    expect(await readStoredDocument(repository, doc.id)).toEqual({ document: doc, keptAt: null });
    expect(await keptCopy(repository, doc.id)).toBeNull();
  });
});
