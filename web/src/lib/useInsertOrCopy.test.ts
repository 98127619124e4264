import type { SetStateAction } from 'react';
import { describe, expect, it } from 'vitest';
import type { Notice } from './notice';
import { showPutNotices, type InsertOrCopyResult } from './useInsertOrCopy';

/** A notice held as React state holds it. */
function noticeState() {
  let current: Notice | null = null;
  const setNotice = (next: SetStateAction<Notice | null>) => {
    current = typeof next === 'function' ? next(current) : next;
  };
  return { setNotice, current: () => current };
}

function put(text: string) {
  let resolve!: (notice: Notice) => void;
  const saved = new Promise<Notice>((r) => (resolve = r));
  const result: InsertOrCopyResult = { ok: true, how: 'inserted', notice: { tone: 'success', text }, saved };
  return { result, saveNames: (savedText: string) => resolve({ tone: 'success', text: savedText }) };
}

describe('showPutNotices', () => {
  it('says what was put at once, then that the names were saved', async () => {
    const state = noticeState();
    const first = put('“Relationships” was inserted into your document.');
    const shown = showPutNotices(first.result, state.setNotice);
    expect(state.current()?.text).toBe('“Relationships” was inserted into your document.');
    first.saveNames('“Relationships” was inserted into your document. Art added to your dictionary.');
    await shown;
    expect(state.current()?.text).toBe('“Relationships” was inserted into your document. Art added to your dictionary.');
  });

  it('keeps a newer put’s notice when an older put’s names are saved after it', async () => {
    const state = noticeState();
    const older = put('“Relationships” was inserted into your document.');
    const newer = put('The full background was inserted into your document.');
    const olderShown = showPutNotices(older.result, state.setNotice);
    const newerShown = showPutNotices(newer.result, state.setNotice);
    older.saveNames('“Relationships” was inserted into your document. Art added to your dictionary.');
    await olderShown;
    expect(state.current()?.text).toBe('The full background was inserted into your document.');
    newer.saveNames('The full background was inserted into your document. 2 names added to your dictionary.');
    await newerShown;
    expect(state.current()?.text).toBe('The full background was inserted into your document. 2 names added to your dictionary.');
  });

  it('shows a failure and stops there', async () => {
    const state = noticeState();
    await showPutNotices({ ok: false, notice: { tone: 'error', text: 'The name could not be inserted.' } }, state.setNotice);
    expect(state.current()).toEqual({ tone: 'error', text: 'The name could not be inserted.' });
  });
});
