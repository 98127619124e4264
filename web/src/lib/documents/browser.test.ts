import 'fake-indexeddb/auto';
import { deleteDB, openDB } from 'idb';
import { BrowserDocumentRepository, openDocumentsDB } from './browser';
import { describeDocumentRepositoryContract, type UserLabel } from './repository.contract';

const DB_NAME = 'lorewright-documents-contract';

// A clock that moves one second per reading, starting now, so creation and
// update order is always visible in the timestamps.
let tick = 0;
const start = Date.now();
const clock = () => new Date(start + 1000 * tick++);

describeDocumentRepositoryContract('BrowserDocumentRepository (fake IndexedDB)', {
  async reset() {
    const db = await openDocumentsDB(DB_NAME);
    await db.clear('documents');
    await db.clear('guestImports');
    await db.clear('versions');
  },
  async repositoryFor(user: UserLabel) {
    return new BrowserDocumentRepository(`uid-${user}`, { dbName: DB_NAME, now: clock });
  },
});

describe('BrowserDocumentRepository persistence', () => {
  it('keeps documents across connections (a reload)', async () => {
    const name = 'lorewright-documents-reload';
    await deleteDB(name);
    const first = new BrowserDocumentRepository('guest_1', { dbName: name });
    const created = await first.create({ title: 'Survives reload' });
    // A fresh repository reads through the same database, as after a reload.
    const second = new BrowserDocumentRepository('guest_1', { dbName: name });
    expect((await second.get(created.id))?.title).toBe('Survives reload');
  });

  it('reads records missing fields with the spec defaults (missing type means other)', async () => {
    const db = await openDocumentsDB(DB_NAME);
    const when = new Date('2026-01-01T00:00:00Z');
    await db.put('documents', { id: 'legacy', title: 'Old', userId: 'uid-legacy', createdAt: when, updatedAt: when } as never);
    const repo = new BrowserDocumentRepository('uid-legacy', { dbName: DB_NAME });
    expect(await repo.get('legacy')).toMatchObject({ type: 'other', version: 1, tags: [], privacy: 'private', status: 'draft', lastAccessedAt: when });
  });
});

describe('BrowserDocumentRepository schema upgrade', () => {
  it('opens a database of the first schema with its documents kept and version history added', async () => {
    const name = 'lorewright-documents-v1';
    await deleteDB(name);
    const when = new Date('2026-02-01T00:00:00Z');
    const v1 = await openDB(name, 1, {
      upgrade(db) {
        const documents = db.createObjectStore('documents', { keyPath: 'id' });
        documents.createIndex('by-user', 'userId');
        documents.createIndex('by-user-updated', ['userId', 'updatedAt']);
        documents.createIndex('by-user-created', ['userId', 'createdAt']);
        documents.createIndex('by-user-accessed', ['userId', 'lastAccessedAt']);
        db.createObjectStore('guestImports', { keyPath: 'key' }).createIndex('by-account', 'accountId');
      },
    });
    await v1.put('documents', { id: 'old', title: 'Before history', content: '<p>Kept.</p>', userId: 'guest_old', createdAt: when, updatedAt: when });
    v1.close();

    const repo = new BrowserDocumentRepository('guest_old', { dbName: name });
    expect(await repo.get('old')).toMatchObject({ title: 'Before history', content: '<p>Kept.</p>' });
    await repo.createVersion('old', { kind: 'named', reason: 'first', content: '<p>Kept.</p>' });
    expect((await repo.listVersions('old')).map((v) => v.reason)).toEqual(['first']);
  });
});
