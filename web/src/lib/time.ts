/**
 * Relative times as the spec words them in three places: document cards,
 * the dashboard's Recent Documents list and the editor's "last saved".
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type DateInput = Date | number | string;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** Milliseconds elapsed; a date slightly in the future (clock skew) counts as now. */
function elapsed(value: DateInput, now: Date): number {
  return Math.max(0, now.getTime() - toDate(value).getTime());
}

/**
 * Card thresholds: under 1 minute Just now; under 60 minutes Nm ago; under
 * 24 hours Nh ago; under 7 days Nd ago; under 30 days Nw ago; under 365 days
 * Nmo ago; else Ny ago.
 */
export function formatCardRelativeTime(value: DateInput, now: Date = new Date()): string {
  const ms = elapsed(value, now);
  if (ms < MINUTE) return 'Just now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}m ago`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h ago`;
  const days = Math.floor(ms / DAY);
  if (days < 7) return `${days}d ago`;
  if (days < 30) return `${Math.floor(days / 7)}w ago`;
  if (days < 365) return `${Math.floor(days / 30)}mo ago`;
  return `${Math.floor(days / 365)}y ago`;
}

/**
 * Recent Documents list: under 1 hour Just now; under 24 hours Nh ago; under
 * 7 days Nd ago; else the date.
 */
export function formatRecentRelativeTime(
  value: DateInput,
  now: Date = new Date(),
  locale?: string,
): string {
  const ms = elapsed(value, now);
  if (ms < HOUR) return 'Just now';
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h ago`;
  if (ms < 7 * DAY) return `${Math.floor(ms / DAY)}d ago`;
  return toDate(value).toLocaleDateString(locale);
}

/**
 * Editor "last saved": Never when not saved yet; Just now under 60 seconds;
 * Nm ago under 60 minutes; else the date.
 */
export function formatLastSaved(
  value: DateInput | null | undefined,
  now: Date = new Date(),
  locale?: string,
): string {
  if (value === null || value === undefined) return 'Never';
  const ms = elapsed(value, now);
  if (ms < MINUTE) return 'Just now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}m ago`;
  return toDate(value).toLocaleDateString(locale);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A clock time as HH:MM, 24-hour, local time: "14:32". */
export function formatClockTime(value: DateInput): string {
  const date = toDate(value);
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * When a version was kept, for the History list: "Today, 14:32",
 * "Yesterday, 09:05", "3 Nov, 18:40", or with the year when it is not this
 * year's: "28 Dec 2025, 22:10".
 */
export function formatVersionTime(value: DateInput, now: Date = new Date(), locale = 'en-GB'): string {
  const date = toDate(value);
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY);
  const clock = formatClockTime(date);
  if (days === 0) return `Today, ${clock}`;
  if (days === 1) return `Yesterday, ${clock}`;
  const sameYear = date.getFullYear() === now.getFullYear();
  const day = date.toLocaleDateString(locale, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) });
  return `${day}, ${clock}`;
}
