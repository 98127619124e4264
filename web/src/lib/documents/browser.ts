import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { buildNewDocument, canEdit, copyTitle, mayApplyChanges, normalizeStoredDocument, prepareChanges } from './model';
import { applyDocumentQuery, summarizeDocuments, toRecentDocument } from './query';
import { automaticVersionsToPrune, buildNewVersion, compareVersionsNewestFirst } from './versions';
import {
  COPY_SUFFIX,
  DEFAULT_RECENT_LIMIT,
  DocumentNotFoundError,
  DocumentPermissionError,
  DocumentVersionConflictError,
  OWNER_ONLY_DELETE_MESSAGE,
  type CreateDocumentInput,
  type CreateVersionInput,
  type DocumentChanges,
  type DocumentListQuery,
  type DocumentListResult,
  type DocumentRepository,
  type DocumentSummary,
  type DocumentVersion,
  type LoreDocument,
  type RecentDocument,
  type UpdateOptions,
} from './types';

/** A record of one guest document offered for import into an account. */
export interface GuestImportRecord {
  /** `${accountId}|${guestDocumentId}` */
  key: string;
  accountId: string;
  guestDocumentId: string;
  /** The copy in the account, or null when the user declined the import. */
  importedDocumentId: string | null;
  handledAt: Date;
}

export interface DocumentsDB extends DBSchema {
  documents: {
    key: string;
    value: LoreDocument;
    indexes: {
      'by-user': string;
      'by-user-updated': [string, Date];
      'by-user-created': [string, Date];
      'by-user-accessed': [string, Date];
    };
  };
  guestImports: {
    key: string;
    value: GuestImportRecord;
    indexes: { 'by-account': string };
  };
  /** Version history: every version of every document, owner's id on each. */
  versions: {
    key: string;
    value: DocumentVersion;
    indexes: { 'by-document': string };
  };
}

/** Own database name, so the profile store can version its database independently. */
export const DOCUMENTS_DB_NAME = 'lorewright-documents';
// 1: documents and guest imports; 2: version history.
const DB_VERSION = 2;

const openConnections = new Map<string, Promise<IDBPDatabase<DocumentsDB>>>();

/** One shared connection per database name for the whole page. */
export function openDocumentsDB(name: string = DOCUMENTS_DB_NAME): Promise<IDBPDatabase<DocumentsDB>> {
  let connection = openConnections.get(name);
  if (!connection) {
    connection = openDB<DocumentsDB>(name, DB_VERSION, {
      upgrade(db, oldVersion) {
        if (oldVersion < 1) {
          const documents = db.createObjectStore('documents', { keyPath: 'id' });
          documents.createIndex('by-user', 'userId');
          documents.createIndex('by-user-updated', ['userId', 'updatedAt']);
          documents.createIndex('by-user-created', ['userId', 'createdAt']);
          documents.createIndex('by-user-accessed', ['userId', 'lastAccessedAt']);
          const imports = db.createObjectStore('guestImports', { keyPath: 'key' });
          imports.createIndex('by-account', 'accountId');
        }
        if (oldVersion < 2) {
          const versions = db.createObjectStore('versions', { keyPath: 'id' });
          versions.createIndex('by-document', 'documentId');
        }
      },
      // Another tab upgrading the schema: let it, and reopen on next use.
      blocking(_current, _next, event) {
        (event.target as IDBDatabase).close();
        openConnections.delete(name);
      },
    });
    openConnections.set(name, connection);
  }
  return connection;
}

// Every key of one user in a compound [userId, Date] index: arrays sort after
// dates, so [userId, []] is above any [userId, date].
const userRange = (userId: string) => IDBKeyRange.bound([userId], [userId, []]);

// Records written by this module are always complete, but a record written by
// an older version may lack fields; read through the same normaliser as Firestore.
const fromStored = (record: LoreDocument) =>
  normalizeStoredDocument(record.id, record as unknown as Record<string, unknown>, (value) =>
    value instanceof Date ? value : new Date(0),
  );

export interface BrowserDocumentRepositoryOptions {
  dbName?: string;
  now?: () => Date;
  generateId?: () => string;
}

/**
 * Documents in IndexedDB: guests always, signed-in users in local mode.
 * Every record carries its owner's id; reads and writes check it, as the
 * Firestore rules do on the server.
 */
export class BrowserDocumentRepository implements DocumentRepository {
  readonly needsNetwork = false;
  private readonly dbName: string;
  private readonly now: () => Date;
  private readonly generateId: () => string;

  constructor(
    readonly userId: string,
    options: BrowserDocumentRepositoryOptions = {},
  ) {
    this.dbName = options.dbName ?? DOCUMENTS_DB_NAME;
    this.now = options.now ?? (() => new Date());
    this.generateId = options.generateId ?? (() => crypto.randomUUID());
  }

  private db() {
    return openDocumentsDB(this.dbName);
  }

  async create(input: CreateDocumentInput): Promise<LoreDocument> {
    const document: LoreDocument = { id: this.generateId(), ...buildNewDocument(input, this.userId, this.now()) };
    const db = await this.db();
    await db.add('documents', document);
    return document;
  }

  async createMany(inputs: readonly CreateDocumentInput[]): Promise<string[]> {
    // Every input is validated before the transaction opens; one transaction
    // then writes all of them or, if any write fails, none.
    const now = this.now();
    const documents: LoreDocument[] = inputs.map((input) => ({ id: this.generateId(), ...buildNewDocument(input, this.userId, now) }));
    const db = await this.db();
    const tx = db.transaction('documents', 'readwrite');
    await Promise.all([...documents.map((document) => tx.store.add(document)), tx.done]);
    return documents.map((document) => document.id);
  }

  async get(id: string): Promise<LoreDocument | null> {
    const db = await this.db();
    const stored = await db.get('documents', id);
    if (!stored || !canEdit(stored, this.userId)) return null;
    return fromStored(stored);
  }

  async update(id: string, changes: DocumentChanges, options: UpdateOptions = {}): Promise<LoreDocument> {
    const db = await this.db();
    // Read, check and write in one readwrite transaction: IndexedDB runs
    // overlapping readwrite transactions one after another, even across tabs,
    // so a stale version can never slip in between.
    const tx = db.transaction('documents', 'readwrite');
    const stored = await tx.store.get(id);
    const fail = async (error: Error): Promise<never> => {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw error;
    };
    if (!stored) return fail(new DocumentNotFoundError(id));
    const current = fromStored(stored);
    if (!mayApplyChanges(current, this.userId, changes)) return fail(new DocumentPermissionError());
    if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) {
      return fail(new DocumentVersionConflictError(current, options.expectedVersion));
    }
    const now = this.now();
    let prepared;
    try {
      prepared = prepareChanges(current, changes, now, options.contentStats);
    } catch (error) {
      return fail(error as Error);
    }
    const updated: LoreDocument = {
      ...current,
      ...prepared,
      // Ownership never moves through an update.
      userId: current.userId,
      updatedAt: now,
      lastAccessedAt: now,
      version: current.version + 1,
    };
    await tx.store.put(updated);
    await tx.done;
    return updated;
  }

  async delete(id: string): Promise<void> {
    const db = await this.db();
    // The document and its history go together.
    const tx = db.transaction(['documents', 'versions'], 'readwrite');
    const documents = tx.objectStore('documents');
    const stored = await documents.get(id);
    let error: Error | undefined;
    if (!stored) error = new DocumentNotFoundError(id);
    else if (stored.userId !== this.userId) error = new DocumentPermissionError(OWNER_ONLY_DELETE_MESSAGE);
    if (error) {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw error;
    }
    const versions = tx.objectStore('versions');
    const versionIds = await versions.index('by-document').getAllKeys(id);
    await Promise.all([documents.delete(id), ...versionIds.map((versionId) => versions.delete(versionId))]);
    await tx.done;
  }

  async createVersion(documentId: string, input: CreateVersionInput): Promise<DocumentVersion> {
    const record = buildNewVersion(input);
    const db = await this.db();
    const tx = db.transaction(['documents', 'versions'], 'readwrite');
    const stored = await tx.objectStore('documents').get(documentId);
    const error = !stored ? new DocumentNotFoundError(documentId) : stored.userId !== this.userId ? new DocumentPermissionError() : null;
    if (error) {
      tx.abort();
      await tx.done.catch(() => undefined);
      throw error;
    }
    const versions = tx.objectStore('versions');
    const version: DocumentVersion = { id: this.generateId(), documentId, userId: this.userId, ...record, createdAt: this.now() };
    // The new version and the pruning of the oldest automatic ones are one write.
    const pruned = version.kind === 'auto' ? automaticVersionsToPrune(await versions.index('by-document').getAll(documentId)) : [];
    await Promise.all([versions.add(version), ...pruned.map((old) => versions.delete(old.id))]);
    await tx.done;
    return version;
  }

  async listVersions(documentId: string): Promise<DocumentVersion[]> {
    const db = await this.db();
    const tx = db.transaction(['documents', 'versions']);
    const stored = await tx.objectStore('documents').get(documentId);
    if (!stored) throw new DocumentNotFoundError(documentId);
    if (stored.userId !== this.userId) throw new DocumentPermissionError();
    const versions = await tx.objectStore('versions').index('by-document').getAll(documentId);
    return versions.sort(compareVersionsNewestFirst);
  }

  /** Every document the user owns. */
  async listAllOwned(): Promise<LoreDocument[]> {
    const db = await this.db();
    return (await db.getAllFromIndex('documents', 'by-user', this.userId)).map(fromStored);
  }

  async list(query: DocumentListQuery = {}): Promise<DocumentListResult> {
    return applyDocumentQuery(await this.listAllOwned(), query);
  }

  async recent(limit: number = DEFAULT_RECENT_LIMIT): Promise<RecentDocument[]> {
    const db = await this.db();
    const recent: RecentDocument[] = [];
    let cursor = await db
      .transaction('documents')
      .store.index('by-user-accessed')
      .openCursor(userRange(this.userId), 'prev');
    while (cursor && recent.length < limit) {
      recent.push(toRecentDocument(fromStored(cursor.value)));
      cursor = await cursor.continue();
    }
    return recent;
  }

  async duplicate(id: string, suffix: string = COPY_SUFFIX): Promise<LoreDocument> {
    const source = await this.get(id);
    if (!source) throw new DocumentNotFoundError(id);
    return this.create({
      title: copyTitle(source.title, suffix),
      content: source.content,
      type: source.type,
      privacy: source.privacy,
      description: source.description,
      tags: source.tags,
    });
  }

  async summary(now: Date = this.now()): Promise<DocumentSummary> {
    return summarizeDocuments(await this.listAllOwned(), now);
  }
}
