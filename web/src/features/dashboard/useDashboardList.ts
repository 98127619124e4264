import { useMemo } from 'react';
import { documentComparator, fieldsMatch, searchableFields, searchTerm } from '../../lib/documents/query';
import type { DocumentListResult, DocumentSortField, DocumentType, LoreDocument, SortOrder } from '../../lib/documents/types';

export interface DashboardListQuery {
  search: string;
  type?: DocumentType;
  sortBy: DocumentSortField;
  sortOrder: SortOrder;
  limit: number;
}

/**
 * The dashboard's list: what applyDocumentQuery (lib/documents/query) gives
 * for the same query, worked out in stages that each redo only what changed.
 * Each document's searchable text is lower-cased once per library, not on
 * every keystroke; the library is sorted when it or the sort changes; a
 * search or type filter keeps the sorted order (the comparator is a total
 * order, so filtering first or last gives the same list); "Show more" only
 * takes a longer slice.
 */
export function useDashboardList(documents: readonly LoreDocument[], query: DashboardListQuery): DocumentListResult {
  const { sortBy, sortOrder, type, limit } = query;
  const term = searchTerm(query.search);

  const indexed = useMemo(() => documents.map((document) => ({ document, fields: searchableFields(document) })), [documents]);
  const sorted = useMemo(() => {
    const compare = documentComparator(sortBy, sortOrder);
    return [...indexed].sort((a, b) => compare(a.document, b.document));
  }, [indexed, sortBy, sortOrder]);
  const matching = useMemo(
    () => sorted.filter((entry) => (!type || entry.document.type === type) && fieldsMatch(entry.fields, term)).map((entry) => entry.document),
    [sorted, type, term],
  );

  return useMemo(() => {
    const page = matching.slice(0, limit);
    return { documents: page, total: matching.length, hasMore: page.length < matching.length };
  }, [matching, limit]);
}
