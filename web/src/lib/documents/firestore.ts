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
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { buildNewDocument, canEdit, copyTitle, mayApplyChanges, normalizeStoredDocument, prepareChanges } from './model';
import { applyDocumentQuery, thisWeekStart, toRecentDocument } from './query';
import { prepareShareRefresh, stopSharing } from './shares';
import { assertContentFits } from './validation';
import {
  COPY_SUFFIX,
  DEFAULT_LIST_LIMIT,
  DEFAULT_RECENT_LIMIT,
  DocumentNotFoundError,
  DocumentPermissionError,
  DocumentVersionConflictError,
  OWNER_ONLY_DELETE_MESSAGE,
  type CreateDocumentInput,
  type DocumentChanges,
  type DocumentListQuery,
  type DocumentListResult,
  type DocumentRepository,
  type DocumentSortField,
  type DocumentSummary,
  type LoreDocument,
  type RecentDocument,
  type SortOrder,
  type UpdateOptions,
} from './types';

export const DOCUMENTS_COLLECTION = 'documents';

/** Documents per round trip when a list has to read every match. */
const SCAN_BATCH_SIZE = 500;

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
 * Documents in Cloud Firestore (`documents` collection) through the Lite SDK.
 * Timestamps are set by the server; the security rules (firestore.rules)
 * enforce the same ownership and version rules this class checks.
 */
export class FirestoreDocumentRepository implements DocumentRepository {
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

  async create(input: CreateDocumentInput): Promise<LoreDocument> {
    const record = buildNewDocument(input, this.userId, new Date());
    const ref = doc(this.documents());
    await setDoc(ref, {
      ...record,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      lastAccessedAt: serverTimestamp(),
      stats: { ...record.stats, lastEditedAt: serverTimestamp() },
    });
    return fromSnapshot(await getDoc(ref));
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
      throw error;
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
        const { stats, ...prepared } = prepareChanges(current, changes, new Date());
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
      throw error;
    }
    return fromSnapshot(await getDoc(ref));
  }

  async delete(id: string): Promise<void> {
    const { document, denied } = await this.read(id);
    if (!document && !denied) throw new DocumentNotFoundError(id);
    if (denied || document!.userId !== this.userId) throw new DocumentPermissionError(OWNER_ONLY_DELETE_MESSAGE);
    try {
      await deleteDoc(doc(this.db, DOCUMENTS_COLLECTION, id));
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
