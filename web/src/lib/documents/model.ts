import { computeTextStats, type TextStats } from '../text';
import {
  DOCUMENT_PRIVACIES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  type CreateDocumentInput,
  type DocumentChanges,
  type DocumentPrivacy,
  type DocumentStats,
  type DocumentStatus,
  type DocumentType,
  type LoreDocument,
  TITLE_MAX_LENGTH,
} from './types';
import { assertContentFits, assertValidDocumentFields, normalizeTags } from './validation';

/** Everything a new document holds except its id, which the store assigns. */
export type NewDocumentRecord = Omit<LoreDocument, 'id'>;

/** The content's statistics, counted from its HTML unless the caller counted them already. */
export function statsFor(content: string, now: Date, counted?: TextStats): DocumentStats {
  return { ...(counted ?? computeTextStats(content)), lastEditedAt: now };
}

/**
 * Validates the input (spec section 5 create rules) and fills in the spec's
 * defaults: draft, private, autosave on, version 1, stats from the content
 * (all zero with paragraphCount 1 for an empty document).
 */
export function buildNewDocument(input: CreateDocumentInput, userId: string, now: Date): NewDocumentRecord {
  const title = input.title.trim();
  const description = (input.description ?? '').trim();
  const tags = normalizeTags(input.tags ?? []);
  assertValidDocumentFields({ title, description, tags }, 'create');
  const content = input.content ?? '';
  assertContentFits(content);
  return {
    title,
    content,
    userId,
    type: input.type ?? 'other',
    privacy: input.privacy ?? 'private',
    status: input.status ?? 'draft',
    description,
    tags,
    stats: statsFor(content, now),
    suggestions: { grammarIssues: 0 },
    createdAt: now,
    updatedAt: now,
    lastAccessedAt: now,
    sharedWith: [],
    collaborators: [],
    version: 1,
    isAutoSaveEnabled: true,
  };
}

/**
 * Normalises and validates the changes an update applies. Title, description
 * and tags follow the settings rules; stats are recomputed when content is
 * present. Timestamps and version are the store's business.
 */
export function prepareChanges(
  current: LoreDocument,
  changes: DocumentChanges,
  now: Date,
  contentStats?: TextStats,
): DocumentChanges & { stats?: DocumentStats } {
  const prepared: DocumentChanges & { stats?: DocumentStats } = { ...changes };
  if (changes.title !== undefined) prepared.title = changes.title.trim();
  if (changes.description !== undefined) prepared.description = changes.description.trim();
  if (changes.tags !== undefined) prepared.tags = normalizeTags(changes.tags);
  assertValidDocumentFields(
    {
      title: prepared.title ?? current.title,
      description: prepared.description ?? current.description,
      tags: prepared.tags ?? current.tags,
    },
    'settings',
  );
  if (changes.content !== undefined) {
    assertContentFits(changes.content);
    prepared.stats = statsFor(changes.content, now, contentStats);
  }
  // Never let `undefined` values through: Firestore rejects them, and they
  // would erase fields in the browser store.
  for (const key of Object.keys(prepared) as (keyof typeof prepared)[]) {
    if (prepared[key] === undefined) delete prepared[key];
  }
  return prepared;
}

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

const toNumber = (value: unknown, fallback = 0) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const toStrings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * Reads a stored record defensively: older or hand-made records may lack
 * fields (a missing type means "other"). `toDate` converts the store's
 * timestamp representation.
 */
export function normalizeStoredDocument(
  id: string,
  raw: Record<string, unknown>,
  toDate: (value: unknown) => Date,
): LoreDocument {
  const stats = (raw.stats ?? {}) as Record<string, unknown>;
  const suggestions = (raw.suggestions ?? {}) as Record<string, unknown>;
  const updatedAt = toDate(raw.updatedAt);
  return {
    id,
    title: typeof raw.title === 'string' ? raw.title : '',
    content: typeof raw.content === 'string' ? raw.content : '',
    userId: typeof raw.userId === 'string' ? raw.userId : '',
    type: oneOf<DocumentType>(DOCUMENT_TYPES, raw.type, 'other'),
    privacy: oneOf<DocumentPrivacy>(DOCUMENT_PRIVACIES, raw.privacy, 'private'),
    status: oneOf<DocumentStatus>(DOCUMENT_STATUSES, raw.status, 'draft'),
    description: typeof raw.description === 'string' ? raw.description : '',
    tags: toStrings(raw.tags),
    stats: {
      wordCount: toNumber(stats.wordCount),
      characterCount: toNumber(stats.characterCount),
      characterCountNoSpaces: toNumber(stats.characterCountNoSpaces),
      paragraphCount: Math.max(1, toNumber(stats.paragraphCount, 1)),
      sentenceCount: toNumber(stats.sentenceCount),
      readingTime: toNumber(stats.readingTime),
      lastEditedAt: stats.lastEditedAt === undefined ? updatedAt : toDate(stats.lastEditedAt),
    },
    suggestions: { grammarIssues: toNumber(suggestions.grammarIssues) },
    createdAt: toDate(raw.createdAt),
    updatedAt,
    lastAccessedAt: raw.lastAccessedAt === undefined ? updatedAt : toDate(raw.lastAccessedAt),
    sharedWith: toStrings(raw.sharedWith),
    collaborators: toStrings(raw.collaborators),
    version: toNumber(raw.version, 1),
    isAutoSaveEnabled: raw.isAutoSaveEnabled !== false,
  };
}

export function canEdit(document: LoreDocument, userId: string): boolean {
  return document.userId === userId || document.collaborators.includes(userId);
}

/** Who may see and share a document is the owner's decision alone (as in firestore.rules). */
const OWNER_ONLY_FIELDS = ['collaborators', 'sharedWith', 'privacy'] as const;

/** Whether this user may apply these changes: owner anything, a collaborator everything but sharing. */
export function mayApplyChanges(document: LoreDocument, userId: string, changes: DocumentChanges): boolean {
  if (document.userId === userId) return true;
  return canEdit(document, userId) && OWNER_ONLY_FIELDS.every((field) => changes[field] === undefined);
}

/** A duplicate's title: the suffix appended, cut to the title limit. */
export function copyTitle(title: string, suffix: string): string {
  return `${title}${suffix}`.slice(0, TITLE_MAX_LENGTH);
}
