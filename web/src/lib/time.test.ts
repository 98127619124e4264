// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCardRelativeTime, formatClockTime, formatLastSaved, formatRecentRelativeTime, formatVersionTime } from './time';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('formatCardRelativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * S, 'Just now'],
    [60 * S, '1m ago'],
    [59 * M + 59 * S, '59m ago'],
    [H, '1h ago'],
    [23 * H + 59 * M, '23h ago'],
    [D, '1d ago'],
    [6 * D + 23 * H, '6d ago'],
    [7 * D, '1w ago'],
    [29 * D, '4w ago'],
    [30 * D, '1mo ago'],
    [364 * D, '12mo ago'],
    [365 * D, '1y ago'],
    [3 * 365 * D + D, '3y ago'],
  ])('%d ms ago reads %s', (ms, expected) => {
    expect(formatCardRelativeTime(ago(ms), now)).toBe(expected);
  });

  it('treats a slightly future date (clock skew) as Just now', () => {
    expect(formatCardRelativeTime(new Date(now.getTime() + 5 * S), now)).toBe('Just now');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatCardRelativeTime(ago(2 * H).toISOString(), now)).toBe('2h ago');
    expect(formatCardRelativeTime(ago(3 * M).getTime(), now)).toBe('3m ago');
  });
});

describe('formatRecentRelativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * M, 'Just now'],
    [H, '1h ago'],
    [23 * H, '23h ago'],
    [D, '1d ago'],
    [6 * D, '6d ago'],
  ])('%d ms ago reads %s', (ms, expected) => {
    expect(formatRecentRelativeTime(ago(ms), now)).toBe(expected);
  });

  it('shows the date from 7 days on', () => {
    const date = ago(7 * D);
    expect(formatRecentRelativeTime(date, now, 'en-US')).toBe(date.toLocaleDateString('en-US'));
    expect(formatRecentRelativeTime(date, now, 'en-US')).toMatch(/^6\/8\/2026$/);
  });
});

describe('formatLastSaved', () => {
  it('reads Never before the first save', () => {
    expect(formatLastSaved(null, now)).toBe('Never');
    expect(formatLastSaved(undefined, now)).toBe('Never');
  });

  it.each([
    [0, 'Just now'],
    [59 * S, 'Just now'],
    [60 * S, '1m ago'],
    [59 * M, '59m ago'],
  ])('%d ms ago reads %s', (ms, expected) => {
    expect(formatLastSaved(ago(ms), now)).toBe(expected);
  });

  it('shows the date from 60 minutes on', () => {
    expect(formatLastSaved(ago(H), now, 'en-US')).toBe('6/15/2026');
  });
});

describe('version times', () => {
  it('writes a clock time as HH:MM in 24 hours', () => {
    expect(formatClockTime(new Date(2026, 10, 26, 14, 32, 59))).toBe('14:32');
    expect(formatClockTime(new Date(2026, 10, 26, 9, 5))).toBe('09:05');
  });

  it('says today, yesterday, the day, or the day and year', () => {
    const now = new Date(2026, 10, 26, 16, 0);
    expect(formatVersionTime(new Date(2026, 10, 26, 0, 1), now)).toBe('Today, 00:01');
    expect(formatVersionTime(new Date(2026, 10, 25, 23, 59), now)).toBe('Yesterday, 23:59');
    expect(formatVersionTime(new Date(2026, 10, 3, 18, 40), now)).toBe('3 Nov, 18:40');
    expect(formatVersionTime(new Date(2025, 11, 28, 22, 10), now)).toBe('28 Dec 2025, 22:10');
  });
});
