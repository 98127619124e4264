import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { BrowserDocumentRepository } from './browser';
import { DeviceCopy } from './journal';
import { listStoredDocuments, readStoredDocument } from './queries';
import { DocumentPermissionError, DocumentStoreUnavailableError, type DocumentRepository } from './types';

let dbCounter = 0;

/** A store that needs the network (as Firestore does), here on IndexedDB, whose reads can be cut off. */
function networkStore(userId = 'u1') {
  const repository = new BrowserDocumentRepository(userId, { dbName: `queries-test-${++dbCounter}` });
  const get = repository.get.bind(repository);
  const list = repository.list.bind(repository);
  const control = { reachable: true, denied: false };
  Object.defineProperty(repository, 'needsNetwork', { value: true });
  repository.get = vi.fn(async (id: string) => {
    if (control.denied) throw new DocumentPermissionError();
    if (!control.reachable) throw new DocumentStoreUnavailableError();
    return get(id);
  });
  repository.list = vi.fn(async (query) => {
    if (!control.reachable) throw new DocumentStoreUnavailableError();
    return list(query);
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

describe('listStoredDocuments', () => {
  it('lists the store’s documents while it can be reached', async () => {
    const { repository } = networkStore('list-online');
    const doc = await repository.create({ title: 'The Ford', content: '<p>x</p>' });
    expect(await listStoredDocuments(repository)).toEqual({ documents: [doc], keptOnDevice: false });
  });

  it('lists the documents kept on this device, for this account only, when the store cannot be reached', async () => {
    const { repository, control } = networkStore('list-offline');
    const opened = await repository.create({ title: 'Opened here', content: '<p>Chapter one.</p>' });
    await repository.create({ title: 'Never opened here', content: '<p>x</p>' });
    await readStoredDocument(repository, opened.id);
    await vi.waitFor(async () => expect(await keptCopy(repository, opened.id)).not.toBeNull());
    const other = networkStore('list-offline-other');
    const theirs = await other.repository.create({ title: 'Someone else', content: '<p>x</p>' });
    await readStoredDocument(other.repository, theirs.id);
    await vi.waitFor(async () => expect(await keptCopy(other.repository, theirs.id)).not.toBeNull());

    control.reachable = false;
    expect(await listStoredDocuments(repository)).toEqual({ documents: [opened], keptOnDevice: true });
  });

  it('with nothing kept on this device, or another failure, the error stands', async () => {
    const { repository, control } = networkStore('list-nothing-kept');
    await repository.create({ title: 'Never opened here', content: '<p>x</p>' });
    control.reachable = false;
    await expect(listStoredDocuments(repository)).rejects.toBeInstanceOf(DocumentStoreUnavailableError);

    const failing = networkStore('list-failing');
    const doc = await failing.repository.create({ title: 'Opened', content: '<p>x</p>' });
    await readStoredDocument(failing.repository, doc.id);
    await vi.waitFor(async () => expect(await keptCopy(failing.repository, doc.id)).not.toBeNull());
    failing.repository.list = async () => {
      throw new DocumentPermissionError();
    };
    await expect(listStoredDocuments(failing.repository)).rejects.toBeInstanceOf(DocumentPermissionError);
  });
});
