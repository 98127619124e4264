// @vitest-environment node
import { defaultPageSize, isPageSize } from './paper';

describe('paper sizes', () => {
  it.each([
    ['en-US', 'letter'],
    ['en-CA', 'letter'],
    ['es-MX', 'letter'],
    ['en-GB', 'a4'],
    ['de-DE', 'a4'],
    ['fr', 'a4'],
    ['en', 'letter'],
    ['not a locale!', 'a4'],
  ])('%s reads on %s', (locale, size) => {
    expect(defaultPageSize(locale)).toBe(size);
  });

  it('knows its sizes', () => {
    expect(isPageSize('a4')).toBe(true);
    expect(isPageSize('letter')).toBe(true);
    expect(isPageSize('legal')).toBe(false);
    expect(isPageSize(null)).toBe(false);
  });
});
