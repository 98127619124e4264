// The edit journal: the editor's text kept on this device (IndexedDB) before
// each save is attempted, until the store acknowledges it. After a crash, a
// closed laptop or a reload while offline, the editor finds the entry and
// offers it back; it is never applied or dropped without the user's say.
// Beside it, the device copy: the document as the store last gave it, so a
// page loaded while the store cannot be reached still opens the document
// (the journal's entry then being offered back on top of it).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { LoreDocument } from './types';

export interface JournalEntry {
  userId: string;
  documentId: string;
  /** Editor HTML not yet acknowledged by the store. */
  content: string;
  /** The stored version the text was edited from. */
  baseVersion: number;
  writtenAt: Date;
}

/** The stored document as this user last read or saved it. */
export interface DeviceCopyRecord {
  userId: string;
  documentId: string;
  document: LoreDocument;
  keptAt: Date;
}

interface JournalDB extends DBSchema {
  entries: { key: [string, string]; value: JournalEntry };
  copies: { key: [string, string]; value: DeviceCopyRecord };
}

/** Own database, apart from the stores', so it works whichever store holds the documents. */
export const JOURNAL_DB_NAME = 'lorewright-journal';

const connections = new Map<string, Promise<IDBPDatabase<JournalDB>>>();

function openJournal(name: string): Promise<IDBPDatabase<JournalDB>> {
  let connection = connections.get(name);
  if (!connection) {
    connection = openDB<JournalDB>(name, 2, {
      upgrade(db, oldVersion) {
        if (oldVersion < 1) db.createObjectStore('entries', { keyPath: ['userId', 'documentId'] });
        if (oldVersion < 2) db.createObjectStore('copies', { keyPath: ['userId', 'documentId'] });
      },
      blocking(_current, _next, event) {
        (event.target as IDBDatabase).close();
        connections.delete(name);
      },
    });
    connections.set(name, connection);
  }
  return connection;
}

/** Every key of one account in the journal's stores ([userId, documentId]; arrays sort after strings). */
const accountRange = (userId: string) => IDBKeyRange.bound([userId], [userId, []]);

/**
 * The account's journal entries on this device holding text its store does
 * not have. An entry whose text is the document's device copy (the store's
 * text as last read or saved) was saved: only its acknowledgement was lost.
 */
export async function unsavedEntriesOf(userId: string, dbName: string = JOURNAL_DB_NAME): Promise<JournalEntry[]> {
  const db = await openJournal(dbName);
  const [entries, copies] = await Promise.all([db.getAll('entries', accountRange(userId)), db.getAll('copies', accountRange(userId))]);
  const stored = new Map(copies.map((copy) => [copy.documentId, copy.document.content]));
  return entries.filter((entry) => stored.get(entry.documentId) !== entry.content);
}

/** The account's documents kept on this device (each as last read or saved here). */
export async function deviceCopiesOf(userId: string, dbName: string = JOURNAL_DB_NAME): Promise<DeviceCopyRecord[]> {
  const db = await openJournal(dbName);
  return db.getAll('copies', accountRange(userId));
}

/** Removes everything this device keeps of the account: its journal entries and its device copies. */
export async function forgetAccountOnDevice(userId: string, dbName: string = JOURNAL_DB_NAME): Promise<void> {
  const db = await openJournal(dbName);
  const tx = db.transaction(['entries', 'copies'], 'readwrite');
  await Promise.all([tx.objectStore('entries').delete(accountRange(userId)), tx.objectStore('copies').delete(accountRange(userId)), tx.done]);
}

/** One user's journal of one document. */
export class EditJournal {
  constructor(
    readonly userId: string,
    readonly documentId: string,
    private readonly dbName: string = JOURNAL_DB_NAME,
  ) {}

  private key(): [string, string] {
    return [this.userId, this.documentId];
  }

  /** Keeps the text (replacing any earlier entry of this document). */
  async write(content: string, baseVersion: number, writtenAt: Date = new Date()): Promise<void> {
    const db = await openJournal(this.dbName);
    await db.put('entries', { userId: this.userId, documentId: this.documentId, content, baseVersion, writtenAt });
  }

  async read(): Promise<JournalEntry | null> {
    const db = await openJournal(this.dbName);
    return (await db.get('entries', this.key())) ?? null;
  }

  /**
   * The store acknowledged `content`: the entry goes, unless it already holds
   * newer text (written while the save was on its way).
   */
  async acknowledge(content: string): Promise<void> {
    const db = await openJournal(this.dbName);
    const tx = db.transaction('entries', 'readwrite');
    const entry = await tx.store.get(this.key());
    if (entry && entry.content === content) await tx.store.delete(this.key());
    await tx.done;
  }

  /** The user discarded the recovered text, or it matched the stored document. */
  async remove(): Promise<void> {
    const db = await openJournal(this.dbName);
    await db.delete('entries', this.key());
  }
}

/**
 * One user's copy of one stored document on this device, for opening it when
 * the store cannot be reached. Only stores that need the network keep one
 * (the browser store is on this device already).
 */
export class DeviceCopy {
  constructor(
    readonly userId: string,
    readonly documentId: string,
    private readonly dbName: string = JOURNAL_DB_NAME,
  ) {}

  /** Keeps the document as the store gave it (reads and saves arrive in order: the last is the newest). */
  async keep(document: LoreDocument, keptAt: Date = new Date()): Promise<void> {
    const db = await openJournal(this.dbName);
    await db.put('copies', { userId: this.userId, documentId: this.documentId, document, keptAt });
  }

  async read(): Promise<DeviceCopyRecord | null> {
    const db = await openJournal(this.dbName);
    return (await db.get('copies', [this.userId, this.documentId])) ?? null;
  }

  /** The document is gone from the store (or not this user's). */
  async remove(): Promise<void> {
    const db = await openJournal(this.dbName);
    await db.delete('copies', [this.userId, this.documentId]);
  }
}
