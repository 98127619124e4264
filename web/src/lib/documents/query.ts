import {
  DEFAULT_LIST_LIMIT,
  type DocumentListQuery,
  type DocumentListResult,
  type DocumentSortField,
  type DocumentSummary,
  type LoreDocument,
  type RecentDocument,
  type SortOrder,
} from './types';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The search text as it is matched: trimmed and lower-cased ('' matches every document). */
export function searchTerm(search: string): string {
  return search.trim().toLowerCase();
}

/** What a search looks in: the title, description and each tag, lower-cased. */
export function searchableFields(document: LoreDocument): string[] {
  return [document.title, document.description, ...document.tags].map((field) => field.toLowerCase());
}

/** Whether any of a document's searchable fields contains the term (from searchTerm). */
export function fieldsMatch(fields: readonly string[], term: string): boolean {
  return !term || fields.some((field) => field.includes(term));
}

/** Case-insensitive match of the search text over title, description and tags. */
export function matchesSearch(document: LoreDocument, search: string): boolean {
  const term = searchTerm(search);
  return !term || fieldsMatch(searchableFields(document), term);
}

export function matchesFilters(document: LoreDocument, query: DocumentListQuery): boolean {
  return (
    (!query.type || document.type === query.type) &&
    (!query.privacy || document.privacy === query.privacy) &&
    (!query.status || document.status === query.status) &&
    (!query.search || matchesSearch(document, query.search))
  );
}

const titleCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compareField(a: LoreDocument, b: LoreDocument, field: DocumentSortField): number {
  switch (field) {
    case 'title':
      return titleCollator.compare(a.title, b.title);
    case 'wordCount':
      return a.stats.wordCount - b.stats.wordCount;
    default:
      return a[field].getTime() - b[field].getTime();
  }
}

/** A comparator for the sort field and order; ties fall back to the id so order is stable. */
export function documentComparator(field: DocumentSortField = 'updatedAt', order: SortOrder = 'desc') {
  const direction = order === 'asc' ? 1 : -1;
  return (a: LoreDocument, b: LoreDocument) =>
    direction * (compareField(a, b, field) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Filters, sorts and pages documents held in memory (the spec's list semantics). */
export function applyDocumentQuery(
  documents: readonly LoreDocument[],
  query: DocumentListQuery = {},
): DocumentListResult {
  const matching = documents.filter((document) => matchesFilters(document, query));
  matching.sort(documentComparator(query.sortBy, query.sortOrder));
  const offset = Math.max(0, query.offset ?? 0);
  const limit = query.limit ?? DEFAULT_LIST_LIMIT;
  const page = matching.slice(offset, offset + limit);
  return { documents: page, total: matching.length, hasMore: offset + page.length < matching.length };
}

/** The dashboard's stat cards, from every document of the user. */
export function summarizeDocuments(documents: readonly LoreDocument[], now: Date = new Date()): DocumentSummary {
  const weekAgo = thisWeekStart(now).getTime();
  let totalWords = 0;
  let createdThisWeek = 0;
  for (const document of documents) {
    totalWords += document.stats.wordCount;
    if (document.createdAt.getTime() >= weekAgo) createdThisWeek++;
  }
  return {
    documentCount: documents.length,
    totalWords,
    createdThisWeek,
    averageWords: documents.length ? Math.round(totalWords / documents.length) : 0,
  };
}

/** "This Week" means the last 7 days, not the calendar week. */
export function thisWeekStart(now: Date): Date {
  return new Date(now.getTime() - WEEK_MS);
}

export function toRecentDocument(document: LoreDocument): RecentDocument {
  return {
    id: document.id,
    title: document.title,
    type: document.type,
    wordCount: document.stats.wordCount,
    lastAccessedAt: document.lastAccessedAt,
    updatedAt: document.updatedAt,
  };
}
