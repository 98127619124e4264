import type { TextStats } from '../text';

export const DOCUMENT_TYPES = ['campaign', 'names', 'monsters', 'backgrounds', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  campaign: 'Campaign',
  names: 'Names',
  monsters: 'Monsters',
  backgrounds: 'Backgrounds',
  other: 'Other',
};

export const DOCUMENT_PRIVACIES = ['private', 'shared', 'public'] as const;
export type DocumentPrivacy = (typeof DOCUMENT_PRIVACIES)[number];

export const DOCUMENT_STATUSES = ['draft', 'published'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Spec limits (section 9), shared by the forms, both stores and the rules. */
export const TITLE_MIN_LENGTH = 2;
export const TITLE_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 500;
export const MAX_TAGS = 10;
/** Longest tag, in characters (firestore.rules holds the same bound). */
export const TAG_MAX_LENGTH = 50;
/**
 * Most editor HTML one document holds, in UTF-8 bytes. Firestore stores at
 * most 1 MiB (1,048,576 bytes) per document, fields and names included;
 * this leaves room for the rest. firestore.rules bounds content to the same
 * figure in characters, which a text within this byte limit never exceeds.
 */
export const CONTENT_MAX_BYTES = 900_000;

export interface DocumentStats extends TextStats {
  lastEditedAt: Date;
}

export interface DocumentSuggestions {
  grammarIssues: number;
}

/** A Lorewright document (spec section 3). Timestamps are Dates in the app. */
export interface LoreDocument {
  id: string;
  title: string;
  /** Editor HTML. */
  content: string;
  /** Owner's account id (or guest id). */
  userId: string;
  type: DocumentType;
  privacy: DocumentPrivacy;
  status: DocumentStatus;
  description: string;
  tags: string[];
  stats: DocumentStats;
  suggestions: DocumentSuggestions;
  createdAt: Date;
  updatedAt: Date;
  lastAccessedAt: Date;
  sharedWith: string[];
  /** User ids allowed to read and update, besides the owner. */
  collaborators: string[];
  /** Starts at 1 and grows by exactly 1 with every update. */
  version: number;
  isAutoSaveEnabled: boolean;
}

/** The Recent Documents list entry (spec section 3). */
export interface RecentDocument {
  id: string;
  title: string;
  type: DocumentType;
  wordCount: number;
  lastAccessedAt: Date;
  updatedAt: Date;
}

export interface CreateDocumentInput {
  title: string;
  content?: string;
  type?: DocumentType;
  privacy?: DocumentPrivacy;
  /** Default draft (an import keeps a backup's published documents published). */
  status?: DocumentStatus;
  description?: string;
  tags?: string[];
}

/** Fields an update may change; stats follow from content, never set directly. */
export interface DocumentChanges {
  title?: string;
  content?: string;
  type?: DocumentType;
  privacy?: DocumentPrivacy;
  status?: DocumentStatus;
  description?: string;
  tags?: string[];
  suggestions?: DocumentSuggestions;
  sharedWith?: string[];
  collaborators?: string[];
  isAutoSaveEnabled?: boolean;
}

export interface UpdateOptions {
  /**
   * The version the caller last read. When the stored version differs, the
   * update is refused with a DocumentVersionConflictError instead of
   * overwriting someone else's save.
   */
  expectedVersion?: number;
  /**
   * The statistics of `changes.content`, when the caller has counted them
   * already (the editor keeps them for its document): the store then does
   * not parse the HTML again to count them.
   */
  contentStats?: TextStats;
}

export const DOCUMENT_SORT_FIELDS = ['updatedAt', 'createdAt', 'lastAccessedAt', 'title', 'wordCount'] as const;
export type DocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface DocumentListQuery {
  type?: DocumentType;
  privacy?: DocumentPrivacy;
  status?: DocumentStatus;
  /** Case-insensitive match over title, description and tags. */
  search?: string;
  /** Default updatedAt. */
  sortBy?: DocumentSortField;
  /** Default desc. */
  sortOrder?: SortOrder;
  /** Default 20; `Infinity` returns every match. */
  limit?: number;
  /** Default 0. */
  offset?: number;
}

export interface DocumentListResult {
  documents: LoreDocument[];
  /** Number of documents matching the filters, before paging. */
  total: number;
  hasMore: boolean;
}

/** The dashboard's four stat cards, over every document of the user. */
export interface DocumentSummary {
  documentCount: number;
  totalWords: number;
  /** Documents created in the last 7 days. */
  createdThisWeek: number;
  /** Words per document, rounded; 0 with no documents. */
  averageWords: number;
}

/**
 * A kept copy of a document's text (version history). Automatic versions are
 * taken by the editor (the first edit of a session, every 10 minutes of
 * editing, before every bulk change); named ones by the user.
 */
export const VERSION_KINDS = ['auto', 'named'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

/** Longest reason (a named version's name), in characters; firestore.rules holds the same bound. */
export const VERSION_REASON_MAX_LENGTH = 100;
/** Automatic versions kept per document; older ones are pruned. Named versions are all kept. */
export const MAX_AUTOMATIC_VERSIONS = 50;

export interface DocumentVersion {
  id: string;
  documentId: string;
  /** The document's owner, who alone keeps its history. */
  userId: string;
  kind: VersionKind;
  /**
   * What made it: "before Accept All", "every 10 minutes of editing"; for a
   * named version, the name the user gave it ("before session 3").
   */
  reason: string;
  /** Editor HTML, bounded like a document's (CONTENT_MAX_BYTES). */
  content: string;
  wordCount: number;
  createdAt: Date;
}

export interface CreateVersionInput {
  kind: VersionKind;
  reason: string;
  content: string;
}

export const DEFAULT_LIST_LIMIT = 20;
export const DEFAULT_RECENT_LIMIT = 5;
export const COPY_SUFFIX = ' (Copy)';

/**
 * Where a user's documents live. Bound to one user (account or guest id):
 * every call acts as that user, and both implementations pass the same
 * contract tests (repository.contract.ts).
 */
export interface DocumentRepository {
  readonly userId: string;
  /** Stats computed from content, version 1, draft, private, autosave on. */
  create(input: CreateDocumentInput): Promise<LoreDocument>;
  /** The document, or null when it does not exist or the user may not read it. */
  get(id: string): Promise<LoreDocument | null>;
  /**
   * Merges the changes, recomputes stats when content changes, sets updatedAt
   * and lastAccessedAt, increments version, and returns the stored result.
   * Owner or collaborator only.
   */
  update(id: string, changes: DocumentChanges, options?: UpdateOptions): Promise<LoreDocument>;
  /** Owner only. */
  delete(id: string): Promise<void>;
  /** The user's own documents, filtered, sorted and paged; never capped. */
  list(query?: DocumentListQuery): Promise<DocumentListResult>;
  /** The most recently accessed documents, newest first. */
  recent(limit?: number): Promise<RecentDocument[]>;
  /** Copies title (plus suffix), content, type, privacy, description and tags. */
  duplicate(id: string, suffix?: string): Promise<LoreDocument>;
  summary(now?: Date): Promise<DocumentSummary>;
  /**
   * Creates every document or none: all inputs are validated before anything
   * is written (an import never stops half-way on a bad entry). Returns the
   * new ids in input order.
   */
  createMany(inputs: readonly CreateDocumentInput[]): Promise<string[]>;
  /**
   * Keeps the text as a version of the document. Owner only. Beyond
   * MAX_AUTOMATIC_VERSIONS automatic versions, the oldest automatic ones are
   * deleted in the same write; named versions are never pruned.
   */
  createVersion(documentId: string, input: CreateVersionInput): Promise<DocumentVersion>;
  /** The document's versions, newest first. Owner only. */
  listVersions(documentId: string): Promise<DocumentVersion[]>;
  /** False for a store in this browser (saving never needs the network). */
  readonly needsNetwork: boolean;
}

/** Base of every error the repositories throw on purpose. */
export class DocumentError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DocumentError';
  }
}

export class DocumentNotFoundError extends DocumentError {
  constructor(readonly documentId: string) {
    super('Document not found');
    this.name = 'DocumentNotFoundError';
  }
}

export const PERMISSION_DENIED_MESSAGE = 'Permission denied';
export const OWNER_ONLY_DELETE_MESSAGE = 'Permission denied - only document owner can delete';

export class DocumentPermissionError extends DocumentError {
  constructor(message: string = PERMISSION_DENIED_MESSAGE) {
    super(message);
    this.name = 'DocumentPermissionError';
  }
}

/**
 * The document changed since the caller read it. `current` is the stored
 * document, so the editor can offer to reload it or to keep its own text
 * (save again with `expectedVersion: current.version`).
 */
export class DocumentVersionConflictError extends DocumentError {
  constructor(
    readonly current: LoreDocument,
    readonly expectedVersion: number,
  ) {
    super(
      `This document was changed elsewhere (now version ${current.version}, you edited version ${expectedVersion}).`,
    );
    this.name = 'DocumentVersionConflictError';
  }
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1000).toLocaleString('en-US')} KB`;

/**
 * The content is more than one document can hold (CONTENT_MAX_BYTES). Thrown
 * before anything is written, so the stored version and the text on screen
 * are both untouched.
 */
export class DocumentTooLargeError extends DocumentError {
  constructor(
    readonly bytes: number,
    readonly maxBytes: number = CONTENT_MAX_BYTES,
  ) {
    super(
      `This document is too large to save: its text and formatting take ${kilobytes(bytes)}, and one document holds at most ${kilobytes(maxBytes)}. ` +
        'Your text is still here. Shorten it or move part of it into another document, then save again.',
    );
    this.name = 'DocumentTooLargeError';
  }
}

/**
 * The store could not be reached (offline, or the service is down). Nothing
 * was written; the same call can be tried again later.
 */
export class DocumentStoreUnavailableError extends DocumentError {
  constructor(options?: ErrorOptions) {
    super('The document store cannot be reached (offline?).', options);
    this.name = 'DocumentStoreUnavailableError';
  }
}

/** A version's fields are out of bounds (kind, reason length). */
export class VersionValidationError extends DocumentError {
  constructor(message: string) {
    super(message);
    this.name = 'VersionValidationError';
  }
}

/** Field-level problems, keyed by field name, with the spec's messages. */
export class DocumentValidationError extends DocumentError {
  constructor(readonly fields: Partial<Record<'title' | 'description' | 'tags', string>>) {
    super(Object.values(fields).join(' '));
    this.name = 'DocumentValidationError';
  }
}
