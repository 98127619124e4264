import { renderHook } from '@testing-library/react';
import { buildNewDocument } from '../../lib/documents/model';
import { applyDocumentQuery, searchableFields } from '../../lib/documents/query';
import { DOCUMENT_TYPES, type DocumentType, type LoreDocument } from '../../lib/documents/types';
import { SORT_OPTIONS } from './DashboardPage';
import { useDashboardList, type DashboardListQuery } from './useDashboardList';

// The real helpers, counted: the search text is lower-cased once per library.
vi.mock('../../lib/documents/query', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/documents/query')>();
  return { ...actual, searchableFields: vi.fn(actual.searchableFields) };
});

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2026, 0, 1);
const NAMES = ['Wyvern Roost', 'wyvern eggs', 'The Sunless Citadel', 'Goblin Warrens', 'Ærie of the Storm Giant', 'Hoard of the Dragon Queen', 'Kobold Names'];

/**
 * A library with the ties a real one has: equal titles (by case), equal word
 * counts and equal dates, so the order rests on the id tie-break too.
 */
function library(count: number): LoreDocument[] {
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(START + (i % 9) * DAY);
    const record = buildNewDocument(
      {
        title: `${NAMES[i % NAMES.length]} ${i % 4}`,
        type: DOCUMENT_TYPES[i % DOCUMENT_TYPES.length],
        description: i % 3 === 0 ? `Notes on the wyrmling, part ${i}` : '',
        tags: i % 5 === 0 ? ['Boss', 'loot'] : [`arc-${i % 6}`],
        content: `<p>${'word '.repeat(i % 11)}</p>`,
      },
      'user-1',
      at,
    );
    return { ...record, id: `doc-${(i * 7919) % 1000}`, lastAccessedAt: new Date(START + (i % 13) * DAY) };
  });
}

describe('useDashboardList', () => {
  it('lists what applyDocumentQuery lists, for every sort, type, search and page size', () => {
    const documents = library(120);
    const searches = ['', 'wyvern', '  WYRM ', 'boss', 'arc-3', 'ærie', 'nothing like this'];
    const types: (DocumentType | undefined)[] = [undefined, ...DOCUMENT_TYPES];
    for (const { sortBy, sortOrder } of SORT_OPTIONS) {
      for (const type of types) {
        for (const search of searches) {
          for (const limit of [5, 50, 200]) {
            const query: DashboardListQuery = { search, type, sortBy, sortOrder, limit };
            const { result } = renderHook(() => useDashboardList(documents, query));
            const expected = applyDocumentQuery(documents, query);
            expect(result.current.documents.map((d) => d.id)).toEqual(expected.documents.map((d) => d.id));
            expect(result.current.total).toBe(expected.total);
            expect(result.current.hasMore).toBe(expected.hasMore);
          }
        }
      }
    }
  });

  it('lower-cases each document once per library, not on every search, filter, sort or page', () => {
    const documents = library(60);
    const counted = vi.mocked(searchableFields);
    counted.mockClear();
    const newest: Omit<DashboardListQuery, 'search'> = { sortBy: 'updatedAt', sortOrder: 'desc', limit: 50 };
    const { result, rerender } = renderHook(
      ({ library, query }: { library: LoreDocument[]; query: DashboardListQuery }) => useDashboardList(library, query),
      { initialProps: { library: documents, query: { ...newest, search: '' } } },
    );
    for (const search of ['w', 'wy', 'wyv', 'wyvern', '']) rerender({ library: documents, query: { ...newest, search } });
    rerender({ library: documents, query: { search: 'wyvern', type: 'campaign', sortBy: 'title', sortOrder: 'asc', limit: 100 } });
    expect(result.current.total).toBe(applyDocumentQuery(documents, { search: 'wyvern', type: 'campaign' }).total);
    expect(counted).toHaveBeenCalledTimes(documents.length);

    // A changed library (a document added, edited or deleted) is indexed afresh.
    const changed = documents.slice(1);
    rerender({ library: changed, query: { ...newest, search: 'wyvern' } });
    expect(result.current.total).toBe(applyDocumentQuery(changed, { search: 'wyvern' }).total);
    expect(counted).toHaveBeenCalledTimes(documents.length + changed.length);
  });

  it('keeps the page it returned while nothing it depends on changes', () => {
    const documents = library(30);
    const { result, rerender } = renderHook((query: DashboardListQuery) => useDashboardList(documents, query), {
      initialProps: { search: 'wyvern', sortBy: 'title', sortOrder: 'asc', limit: 50 },
    });
    const first = result.current;
    rerender({ search: 'wyvern', sortBy: 'title', sortOrder: 'asc', limit: 50 });
    expect(result.current).toBe(first);
    // The same term, typed with other case and spaces, is the same search.
    rerender({ search: ' Wyvern', sortBy: 'title', sortOrder: 'asc', limit: 50 });
    expect(result.current).toBe(first);
  });
});
