// The edit journal: the editor's text kept on this device (IndexedDB) before
// each save is attempted, until the store acknowledges it. After a crash, a
// closed laptop or a reload while offline, the editor finds the entry and
// offers it back; it is never applied or dropped without the user's say.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export interface JournalEntry {
  userId: string;
  documentId: string;
  /** Editor HTML not yet acknowledged by the store. */
  content: string;
  /** The stored version the text was edited from. */
  baseVersion: number;
  writtenAt: Date;
}

interface JournalDB extends DBSchema {
  entries: { key: [string, string]; value: JournalEntry };
}

/** Own database, apart from the stores', so it works whichever store holds the documents. */
export const JOURNAL_DB_NAME = 'lorewright-journal';

const connections = new Map<string, Promise<IDBPDatabase<JournalDB>>>();

function openJournal(name: string): Promise<IDBPDatabase<JournalDB>> {
  let connection = connections.get(name);
  if (!connection) {
    connection = openDB<JournalDB>(name, 1, {
      upgrade(db) {
        db.createObjectStore('entries', { keyPath: ['userId', 'documentId'] });
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
