import { FirebaseError } from 'firebase/app';
import {
  collection,
  count,
  deleteDoc,
  doc,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  limit as limitTo,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  sum,
  Timestamp,
  where,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
  type WriteBatch,
} from 'firebase/firestore/lite';
import { buildNewDocument, canEdit, copyTitle, mayApplyChanges, normalizeStoredDocument, prepareChanges } from './model';
import { applyDocumentQuery, thisWeekStart, toRecentDocument } from './query';
import { prepareShareRefresh, stopSharing } from './shares';
import { assertContentFits, utf8Bytes } from './validation';
import { buildNewVersion, type NewVersionRecord } from './versions';
import type { NewDocumentRecord } from './model';
import {
  COPY_SUFFIX,
  DEFAULT_LIST_LIMIT,
  DEFAULT_RECENT_LIMIT,
  DocumentNotFoundError,
  DocumentPermissionError,
  DocumentStoreUnavailableError,
  DocumentVersionConflictError,
  MAX_AUTOMATIC_VERSIONS,
  OWNER_ONLY_DELETE_MESSAGE,
  VERSION_KINDS,
  type CreateDocumentInput,
  type CreateVersionInput,
  type DocumentChanges,
  type DocumentListQuery,
  type DocumentListResult,
  type DocumentRepository,
  type DocumentSortField,
  type DocumentSummary,
  type DocumentVersion,
  type LoreDocument,
  type RecentDocument,
  type SortOrder,
  type UpdateOptions,
} from './types';

export const DOCUMENTS_COLLECTION = 'documents';
/** Each document's history: documents/{documentId}/versions/{versionId}. */
export const VERSIONS_COLLECTION = 'versions';

/** Documents per round trip when a list has to read every match. */
const SCAN_BATCH_SIZE = 500;
/** Firestore takes at most 500 writes, and about 10 MiB, in one batch. */
const BATCH_MAX_WRITES = 500;
const BATCH_MAX_BYTES = 8 * 1024 * 1024;

/** Firestore field path of each sort option; each pair has an index in firestore.indexes.json. */
const SORT_FIELD_PATHS: Record<DocumentSortField, string> = {
  updatedAt: 'updatedAt',
  createdAt: 'createdAt',
  lastAccessedAt: 'lastAccessedAt',
  title: 'title',
  wordCount: 'stats.wordCount',
};

const toDate = (value: unknown): Date => (value instanceof Timestamp ? value.toDate() : new Date(0));

function fromSnapshot(snapshot: DocumentSnapshot<DocumentData>): LoreDocument {
  return normalizeStoredDocument(snapshot.id, snapshot.data() ?? {}, toDate);
}

const isPermissionDenied = (error: unknown) => error instanceof FirebaseError && error.code === 'permission-denied';

/**
 * True when a call failed because Firestore could not be reached: the Lite
 * SDK reports a failed fetch as "unknown" ("Request failed with error"), the
 * service as "unavailable", Auth a token refresh as a network failure.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  // fetch's own failure ("Failed to fetch", Safari's "Load failed"), not any TypeError.
  if (error instanceof TypeError) return /fetch|network|load failed/i.test(error.message);
  if (!(error instanceof FirebaseError)) return false;
  if (['unavailable', 'deadline-exceeded', 'auth/network-request-failed'].includes(error.code)) return true;
  return error.code === 'unknown' && /Request failed with error|fetch/i.test(error.message);
}

/** Network failures become DocumentStoreUnavailableError; everything else is rethrown as is. */
function unavailableOr(error: unknown): unknown {
  return isNetworkFailure(error) && !(error instanceof Error && error.name.startsWith('Document')) ? new DocumentStoreUnavailableError({ cause: error }) : error;
}

function versionFromSnapshot(documentId: string, snapshot: DocumentSnapshot<DocumentData>): DocumentVersion {
  const raw = snapshot.data() ?? {};
  return {
    id: snapshot.id,
    documentId,
    userId: typeof raw.userId === 'string' ? raw.userId : '',
    kind: VERSION_KINDS.includes(raw.kind) ? raw.kind : 'auto',
    reason: typeof raw.reason === 'string' ? raw.reason : '',
    content: typeof raw.content === 'string' ? raw.content : '',
    wordCount: typeof raw.wordCount === 'number' ? raw.wordCount : 0,
    createdAt: toDate(raw.createdAt),
  };
}

/** Splits writes into batches Firestore accepts (count and size), in order. */
function batchesOf<T>(items: readonly T[], bytesOf: (item: T) => number): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = bytesOf(item);
    if (current.length > 0 && (current.length >= BATCH_MAX_WRITES || bytes + size > BATCH_MAX_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Documents in Cloud Firestore (`documents` collection) through the Lite SDK.
 * Timestamps are set by the server; the security rules (firestore.rules)
 * enforce the same ownership and version rules this class checks.
 */
export class FirestoreDocumentRepository implements DocumentRepository {
  readonly needsNetwork = true;

  constructor(
    private readonly db: Firestore,
    readonly userId: string,
  ) {}

  private documents() {
    return collection(this.db, DOCUMENTS_COLLECTION);
  }

  private ownedQuery(...constraints: QueryConstraint[]) {
    return query(this.documents(), where('userId', '==', this.userId), ...constraints);
  }

  private versions(documentId: string) {
    return collection(this.db, DOCUMENTS_COLLECTION, documentId, VERSIONS_COLLECTION);
  }

  /** A new document as written: every timestamp is the server's. */
  private static newDocumentData(record: NewDocumentRecord) {
    return {
      ...record,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      lastAccessedAt: serverTimestamp(),
      stats: { ...record.stats, lastEditedAt: serverTimestamp() },
    };
  }

  async create(input: CreateDocumentInput): Promise<LoreDocument> {
    const record = buildNewDocument(input, this.userId, new Date());
    const ref = doc(this.documents());
    await setDoc(ref, FirestoreDocumentRepository.newDocumentData(record));
    return fromSnapshot(await getDoc(ref));
  }

  async createMany(inputs: readonly CreateDocumentInput[]): Promise<string[]> {
    const now = new Date();
    // Every input is validated before the first write.
    const writes = inputs.map((input) => ({ ref: doc(this.documents()), record: buildNewDocument(input, this.userId, now) }));
    const written: DocumentReference[] = [];
    try {
      // Each batch is atomic; a failed later batch undoes the earlier ones below.
      for (const batch of batchesOf(writes, (write) => utf8Bytes(write.record.content) + 2048)) {
        const commit = writeBatch(this.db);
        for (const write of batch) commit.set(write.ref, FirestoreDocumentRepository.newDocumentData(write.record));
        await commit.commit();
        written.push(...batch.map((write) => write.ref));
      }
    } catch (error) {
      await this.deleteAll(written).catch((undoError: unknown) => console.error('Failed to undo a partial import', undoError));
      throw unavailableOr(error);
    }
    return writes.map((write) => write.ref.id);
  }

  /** Deletes these references in as few batches as Firestore allows. */
  private async deleteAll(refs: readonly DocumentReference[], last?: (batch: WriteBatch) => void): Promise<void> {
    const batches = batchesOf(refs, () => 1);
    if (batches.length === 0 && last) batches.push([]);
    for (const [index, refsInBatch] of batches.entries()) {
      const batch = writeBatch(this.db);
      refsInBatch.forEach((ref) => batch.delete(ref));
      if (index === batches.length - 1) last?.(batch);
      await batch.commit();
    }
  }

  /**
   * Reads a document as this user. The rules let anyone signed in ask for a
   * missing id, so "permission-denied" always means "exists, not yours".
   */
  private async read(id: string): Promise<{ document: LoreDocument | null; denied: boolean }> {
    try {
      const snapshot = await getDoc(doc(this.db, DOCUMENTS_COLLECTION, id));
      return { document: snapshot.exists() ? fromSnapshot(snapshot) : null, denied: false };
    } catch (error) {
      if (isPermissionDenied(error)) return { document: null, denied: true };
      throw unavailableOr(error);
    }
  }

  async get(id: string): Promise<LoreDocument | null> {
    const { document } = await this.read(id);
    return document && canEdit(document, this.userId) ? document : null;
  }

  async update(id: string, changes: DocumentChanges, options: UpdateOptions = {}): Promise<LoreDocument> {
    // Too large for one document: say so before any round trip (prepareChanges checks again).
    if (changes.content !== undefined) assertContentFits(changes.content);
    const ref = doc(this.db, DOCUMENTS_COLLECTION, id);
    try {
      // The transaction reads the version and writes version + 1; if another
      // write lands in between, Firestore re-runs this function, which then
      // sees the newer version and refuses instead of overwriting it.
      await runTransaction(this.db, async (transaction) => {
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists()) throw new DocumentNotFoundError(id);
        const current = fromSnapshot(snapshot);
        if (!mayApplyChanges(current, this.userId, changes)) throw new DocumentPermissionError();
        if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) {
          throw new DocumentVersionConflictError(current, options.expectedVersion);
        }
        // A shared document's link shows what is saved: its copy is rewritten
        // in the same transaction (only its owner may write it).
        const refreshShare = current.userId === this.userId ? await prepareShareRefresh(transaction, this.db, id) : () => {};
        const { stats, ...prepared } = prepareChanges(current, changes, new Date(), options.contentStats);
        refreshShare({ ...current, ...prepared });
        transaction.update(ref, {
          ...prepared,
          ...(stats ? { stats: { ...stats, lastEditedAt: serverTimestamp() } } : {}),
          updatedAt: serverTimestamp(),
          lastAccessedAt: serverTimestamp(),
          version: current.version + 1,
        });
      });
    } catch (error) {
      if (isPermissionDenied(error)) throw new DocumentPermissionError();
      throw unavailableOr(error);
    }
    try {
      return fromSnapshot(await getDoc(ref));
    } catch (error) {
      throw unavailableOr(error);
    }
  }

  async delete(id: string): Promise<void> {
    const { document, denied } = await this.read(id);
    if (!document && !denied) throw new DocumentNotFoundError(id);
    if (denied || document!.userId !== this.userId) throw new DocumentPermissionError(OWNER_ONLY_DELETE_MESSAGE);
    const ref = doc(this.db, DOCUMENTS_COLLECTION, id);
    try {
      // Its history first (the rules let only the document's owner delete
      // versions), the document itself in the last batch.
      const versions = await getDocs(this.versions(id));
      if (versions.empty) await deleteDoc(ref);
      else await this.deleteAll(versions.docs.map((version) => version.ref), (batch) => batch.delete(ref));
    } catch (error) {
      if (isPermissionDenied(error)) throw new DocumentPermissionError(OWNER_ONLY_DELETE_MESSAGE);
      throw error;
    }
    // Its share link already reads nothing (the rules need the document); the copy goes too.
    await stopSharing(this.db, id).catch((error: unknown) => console.warn('Failed to remove the shared copy of a deleted document', error));
  }

  /** Every owned document in the given order, read in batches: no cap. */
  private async scanOwned(sortBy: DocumentSortField, sortOrder: SortOrder): Promise<LoreDocument[]> {
    const documents: LoreDocument[] = [];
    let last: DocumentSnapshot<DocumentData> | undefined;
    for (;;) {
      const constraints: QueryConstraint[] = [orderBy(SORT_FIELD_PATHS[sortBy], sortOrder), limitTo(SCAN_BATCH_SIZE)];
      if (last) constraints.push(startAfter(last));
      const page = await getDocs(this.ownedQuery(...constraints));
      page.docs.forEach((snapshot) => documents.push(fromSnapshot(snapshot)));
      if (page.size < SCAN_BATCH_SIZE) return documents;
      last = page.docs[page.docs.length - 1];
    }
  }

  async list(listQuery: DocumentListQuery = {}): Promise<DocumentListResult> {
    try {
      return await this.listOwned(listQuery);
    } catch (error) {
      throw unavailableOr(error);
    }
  }

  private async listOwned(listQuery: DocumentListQuery): Promise<DocumentListResult> {
    const sortBy = listQuery.sortBy ?? 'updatedAt';
    const sortOrder = listQuery.sortOrder ?? 'desc';
    const offset = Math.max(0, listQuery.offset ?? 0);
    const pageSize = listQuery.limit ?? DEFAULT_LIST_LIMIT;
    const needsScan =
      Boolean(listQuery.type || listQuery.privacy || listQuery.status || listQuery.search?.trim()) ||
      // Firestore orders strings by code point ("Zed" before "apple"); titles
      // are sorted in the app, case-insensitively, as in the browser store.
      sortBy === 'title' ||
      !Number.isFinite(pageSize);
    if (needsScan) {
      return applyDocumentQuery(await this.scanOwned(sortBy, sortOrder), { ...listQuery, sortBy, sortOrder });
    }
    // An unfiltered page straight from the index, and the total from a
    // server-side count, so a large library costs one page of reads.
    const [page, total] = await Promise.all([
      getDocs(this.ownedQuery(orderBy(SORT_FIELD_PATHS[sortBy], sortOrder), limitTo(offset + pageSize))),
      getCount(this.ownedQuery()),
    ]);
    const documents = page.docs.slice(offset).map(fromSnapshot);
    const totalCount = total.data().count;
    return { documents, total: totalCount, hasMore: offset + documents.length < totalCount };
  }

  async recent(limit: number = DEFAULT_RECENT_LIMIT): Promise<RecentDocument[]> {
    const snapshot = await getDocs(this.ownedQuery(orderBy('lastAccessedAt', 'desc'), limitTo(limit)));
    return snapshot.docs.map((d) => toRecentDocument(fromSnapshot(d)));
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

  /**
   * Why a version call was refused: the document is missing, or not this
   * user's (the rules let only the owner read or keep its history).
   */
  private async versionError(documentId: string, error: unknown): Promise<unknown> {
    if (!isPermissionDenied(error)) return unavailableOr(error);
    const { document, denied } = await this.read(documentId);
    if (!document && !denied) return new DocumentNotFoundError(documentId);
    return new DocumentPermissionError();
  }

  async createVersion(documentId: string, input: CreateVersionInput): Promise<DocumentVersion> {
    const record: NewVersionRecord = buildNewVersion(input);
    const versions = this.versions(documentId);
    const ref = doc(versions);
    try {
      const batch = writeBatch(this.db);
      batch.set(ref, { ...record, userId: this.userId, createdAt: serverTimestamp() });
      if (record.kind === 'auto') {
        // The oldest automatic versions beyond the newest 50 go in the same batched write.
        const automatic = query(versions, where('kind', '==', 'auto'));
        const excess = (await getCount(automatic)).data().count - (MAX_AUTOMATIC_VERSIONS - 1);
        if (excess > 0) {
          const oldest = await getDocs(query(automatic, orderBy('createdAt', 'asc'), limitTo(excess)));
          oldest.docs.forEach((old) => batch.delete(old.ref));
        }
      }
      await batch.commit();
      return versionFromSnapshot(documentId, await getDoc(ref));
    } catch (error) {
      throw await this.versionError(documentId, error);
    }
  }

  async listVersions(documentId: string): Promise<DocumentVersion[]> {
    try {
      const snapshot = await getDocs(query(this.versions(documentId), orderBy('createdAt', 'desc')));
      return snapshot.docs.map((version) => versionFromSnapshot(documentId, version));
    } catch (error) {
      throw await this.versionError(documentId, error);
    }
  }

  async summary(now: Date = new Date()): Promise<DocumentSummary> {
    const [totals, thisWeek] = await Promise.all([
      getAggregate(this.ownedQuery(), { documentCount: count(), totalWords: sum('stats.wordCount') }),
      getCount(this.ownedQuery(where('createdAt', '>=', Timestamp.fromDate(thisWeekStart(now))))),
    ]);
    const { documentCount, totalWords } = totals.data();
    return {
      documentCount,
      totalWords,
      createdThisWeek: thisWeek.data().count,
      averageWords: documentCount ? Math.round(totalWords / documentCount) : 0,
    };
  }
}
