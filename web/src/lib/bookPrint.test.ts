import { bookRoute, handOverBookPrint, takeBookPrint } from './bookPrint';

const request = { title: 'Tomb of Horrors', content: '<p>Beware.</p>', author: 'Acererak', kicker: 'A Dungeons & Dragons Adventure', size: 'letter' };

describe('the hand-over from Export to the book print', () => {
  beforeEach(() => localStorage.clear());

  it('carries the text once: taking it removes it', () => {
    const key = handOverBookPrint(request)!;
    expect(key).toMatch(/^\d+-[a-z0-9]+$/);
    expect(takeBookPrint(key)).toEqual(request);
    expect(takeBookPrint(key)).toBeNull();
  });

  it('clears hand-overs nobody picked up within ten minutes', () => {
    const stale = handOverBookPrint(request, localStorage, Date.now() - 11 * 60 * 1000)!;
    handOverBookPrint(request);
    expect(takeBookPrint(stale)).toBeNull();
  });

  it('reads nothing from a broken or foreign entry', () => {
    localStorage.setItem('lorewright.bookPrint.1-x', '{not json');
    localStorage.setItem('lorewright.bookPrint.2-y', JSON.stringify({ title: 3 }));
    expect(takeBookPrint('1-x')).toBeNull();
    expect(takeBookPrint('2-y')).toBeNull();
  });

  it('says so when the browser refuses to store it', () => {
    const full = { ...localStorage, length: 0, key: () => null, removeItem: () => {}, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    expect(handOverBookPrint(request, full)).toBeNull();
  });

  it('builds the route of the book print', () => {
    expect(bookRoute('doc 1', { size: 'a4', print: '1-abc' })).toBe('/editor/doc%201/book?size=a4&print=1-abc');
    expect(bookRoute('doc1', { size: 'letter' })).toBe('/editor/doc1/book?size=letter');
  });
});
