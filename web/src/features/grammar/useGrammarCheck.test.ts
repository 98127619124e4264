import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GrammarCheckRequest, GrammarCheckResult, GrammarChecker } from './api';
import { fakeBridge, type FakeBridge } from './fakeBridge';
import { issueAt, resultOf } from './testIssues';
import { useGrammarCheck } from './useGrammarCheck';

const TEXT = 'We had alot of fun. The players must choose a path.';

interface PendingCheck {
  request: GrammarCheckRequest;
  signal: AbortSignal;
  resolve(result: GrammarCheckResult): void;
  reject(error: unknown): void;
}

/** A checker whose answers the test gives by hand. */
function manualChecker() {
  const calls: PendingCheck[] = [];
  const check = vi.fn<GrammarChecker>(
    (request: GrammarCheckRequest, signal: AbortSignal) =>
      new Promise<GrammarCheckResult>((resolve, reject) => calls.push({ request, signal, resolve, reject })),
  );
  return { check, calls };
}

/** A checker that finds the given fragments in whatever text it gets. */
function findingChecker(findings: Array<[string, 'grammar' | 'spelling' | 'style', string[]]>) {
  return vi.fn<GrammarChecker>(async ({ text }: GrammarCheckRequest) =>
    resultOf(findings.filter(([fragment]) => text.includes(fragment)).map(([fragment, type, suggestions]) => issueAt(text, fragment, type, suggestions))),
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function setup(bridge: FakeBridge, check: GrammarChecker, props: { enabled?: boolean; dictionary?: string[] } = {}) {
  return renderHook((p: { enabled: boolean; dictionary: string[] }) => useGrammarCheck({ bridge, check, enabled: p.enabled, dictionary: p.dictionary }), {
    initialProps: { enabled: props.enabled ?? true, dictionary: props.dictionary ?? [] },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useGrammarCheck debouncing', () => {
  it('checks 1500 ms after the panel opens (its own trigger)', async () => {
    const bridge = fakeBridge(TEXT);
    const check = findingChecker([]);
    const { result } = setup(bridge, check);
    await advance(1499);
    expect(check).not.toHaveBeenCalled();
    await advance(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0][0]).toEqual({ text: TEXT, dictionary: [] });
    expect(result.current.status).toBe('done');
  });

  it('typing neither reads the whole text nor re-applies the underlines until the next check', async () => {
    const bridge = fakeBridge(TEXT);
    const check = findingChecker([['alot', 'spelling', ['a lot']]]);
    const { result } = setup(bridge, check);
    await advance(1500);
    expect(result.current.visibleIssues).toHaveLength(1);
    const getPlainText = vi.spyOn(bridge, 'getPlainText');
    const underlinesApplied = vi.mocked(bridge.setHighlights).mock.calls.length;

    // The editor moves the underlines with the text it maps; the tool only schedules.
    for (const typed of ['Lo', 'Lo!', 'Lo! ']) {
      act(() => bridge.type(`${typed}${TEXT}`));
      await advance(100);
    }
    expect(getPlainText).not.toHaveBeenCalled();
    expect(bridge.setHighlights).toHaveBeenCalledTimes(underlinesApplied);

    await advance(1000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(bridge.setHighlights).toHaveBeenCalledTimes(underlinesApplied + 1);
    expect(bridge.highlights).toEqual([expect.objectContaining({ start: 11, end: 15 })]);
  });

  it('checks 1000 ms after the last edit in the editor; each edit restarts the wait', async () => {
    const bridge = fakeBridge('');
    const check = findingChecker([]);
    setup(bridge, check);
    await advance(1500); // the panel trigger finds too little text
    expect(check).not.toHaveBeenCalled();

    act(() => bridge.type('We had alot of'));
    await advance(600);
    act(() => bridge.type(TEXT));
    await advance(999);
    expect(check).not.toHaveBeenCalled();
    await advance(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0][0].text).toBe(TEXT);
  });

  it('"Check now" checks at once and cancels the pending timer', async () => {
    const bridge = fakeBridge('');
    const check = findingChecker([]);
    const { result } = setup(bridge, check);
    act(() => bridge.type(TEXT));
    await advance(200);
    await act(async () => result.current.checkNow());
    expect(check).toHaveBeenCalledTimes(1);
    await advance(3000);
    expect(check).toHaveBeenCalledTimes(1);
    // The manual trigger checks even unchanged text.
    await act(async () => result.current.checkNow());
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('skips text identical to the last analysed', async () => {
    const bridge = fakeBridge(TEXT);
    const check = findingChecker([]);
    setup(bridge, check);
    await advance(1500);
    expect(check).toHaveBeenCalledTimes(1);
    act(() => bridge.type(`${TEXT} More`));
    act(() => bridge.type(TEXT)); // typed and undone within the wait
    await advance(1000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('useGrammarCheck rules', () => {
  it('clears errors and statistics when the text drops under 10 characters, without calling', async () => {
    const bridge = fakeBridge(TEXT);
    const check = findingChecker([['alot', 'spelling', ['a lot']]]);
    const { result } = setup(bridge, check);
    await advance(1500);
    expect(result.current.visibleIssues).toHaveLength(1);
    expect(bridge.highlights).toHaveLength(1);

    act(() => bridge.type('Too short'));
    await advance(1000);
    expect(check).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('too-short');
    expect(result.current.analysis).toBeNull();
    expect(result.current.visibleIssues).toEqual([]);
    expect(bridge.highlights).toEqual([]);
  });

  it('does nothing while checking is disabled, and checks once it is switched on', async () => {
    const bridge = fakeBridge(TEXT);
    const check = findingChecker([]);
    const { result, rerender } = setup(bridge, check, { enabled: false });
    act(() => bridge.type(`${TEXT} And more.`));
    await advance(5000);
    expect(check).not.toHaveBeenCalled();
    expect(result.current.status).toBe('disabled');

    rerender({ enabled: true, dictionary: [] });
    await advance(1500);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('lets a newer request supersede an older one and drops the stale answer', async () => {
    const bridge = fakeBridge(TEXT);
    const { check, calls } = manualChecker();
    const { result } = setup(bridge, check);
    await advance(1500);
    expect(calls).toHaveLength(1);
    expect(result.current.status).toBe('analyzing');

    const newer = `${TEXT} The orcs attack.`;
    act(() => bridge.type(newer));
    await advance(1000);
    expect(calls).toHaveLength(2);
    expect(calls[0].signal.aborted).toBe(true);
    expect(calls[1].signal.aborted).toBe(false);

    // The old answer arrives late (a server that ignored the abort): dropped.
    await act(async () => calls[0].resolve(resultOf([issueAt(TEXT, 'alot', 'spelling', ['a lot'])])));
    expect(result.current.analysis).toBeNull();
    expect(result.current.status).toBe('analyzing');

    await act(async () => calls[1].resolve(resultOf([issueAt(newer, 'orcs', 'grammar', ['orc'])])));
    expect(result.current.analysis?.text).toBe(newer);
    expect(result.current.visibleIssues.map((i) => i.id)).toEqual([issueAt(newer, 'orcs', 'grammar', []).id]);
  });

  it('shows the failure message (or "Analysis failed") and clears the errors', async () => {
    const bridge = fakeBridge(TEXT);
    const { check, calls } = manualChecker();
    const { result } = setup(bridge, check);
    await advance(1500);
    await act(async () => calls[0].resolve(resultOf([issueAt(TEXT, 'alot', 'spelling', ['a lot'])])));
    expect(result.current.visibleIssues).toHaveLength(1);

    await act(async () => result.current.checkNow());
    await act(async () => calls[1].reject(new Error('Too many requests. Try again in 30 seconds.')));
    expect(result.current.status).toBe('failed');
    expect(result.current.error).toBe('Too many requests. Try again in 30 seconds.');
    expect(result.current.visibleIssues).toEqual([]);
    expect(bridge.highlights).toEqual([]);

    await act(async () => result.current.checkNow());
    await act(async () => calls[2].reject('no reason'));
    expect(result.current.error).toBe('Analysis failed');
  });

  it('re-checks at once when the personal dictionary changes, sending it', async () => {
    const bridge = fakeBridge(TEXT);
    const check = findingChecker([]);
    const { rerender } = setup(bridge, check);
    await advance(1500);
    rerender({ enabled: true, dictionary: ['Thunderholme'] });
    await act(async () => {});
    expect(check).toHaveBeenCalledTimes(2);
    expect(check.mock.calls[1][0]).toEqual({ text: TEXT, dictionary: ['Thunderholme'] });
  });
});

describe('useGrammarCheck dismissing and applying', () => {
  const findings: Array<[string, 'grammar' | 'spelling' | 'style', string[]]> = [
    ['alot', 'spelling', ['a lot']],
    ['The players must', 'style', ['The players can', 'Players might']],
  ];

  it('hides a dismissed issue and its underline, also after small edits elsewhere', async () => {
    const bridge = fakeBridge(TEXT);
    const check = findingChecker(findings);
    const { result } = setup(bridge, check);
    await advance(1500);
    const style = result.current.visibleIssues.find((i) => i.type === 'style')!;
    act(() => result.current.dismiss([style]));
    expect(result.current.visibleIssues.map((i) => i.type)).toEqual(['spelling']);
    expect(bridge.highlights.map((h) => h.kind)).toEqual(['spelling']);

    // A word typed at the top moves the dismissed issue; it stays hidden.
    act(() => bridge.type(`Lo, ${TEXT}`));
    await advance(1000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(result.current.visibleIssues.map((i) => i.type)).toEqual(['spelling']);
  });

  it('forgets dismissals when the text changes significantly', async () => {
    const bridge = fakeBridge(TEXT);
    const check = findingChecker(findings);
    const { result } = setup(bridge, check);
    await advance(1500);
    act(() => result.current.dismiss(result.current.visibleIssues));
    expect(result.current.visibleIssues).toEqual([]);

    act(() => bridge.type(`${TEXT} Then a long new passage about the crypt and its restless dead.`));
    await advance(1000);
    expect(result.current.visibleIssues.map((i) => i.type).sort()).toEqual(['spelling', 'style']);
  });

  it('applies a fix with the sentence capital kept, and dismisses it', async () => {
    const text = 'Alot of goblins attack the village at dawn.';
    const bridge = fakeBridge(text);
    const check = findingChecker([['Alot', 'spelling', ['a lot']]]);
    const { result } = setup(bridge, check);
    await advance(1500);
    const issue = result.current.visibleIssues[0];
    let report = { applied: 0, failed: 0 };
    act(() => {
      report = result.current.applyFix(issue, 'a lot');
    });
    expect(report).toEqual({ applied: 1, failed: 0 });
    expect(bridge.text).toBe('A lot of goblins attack the village at dawn.');
    expect(result.current.visibleIssues).toEqual([]);
  });

  it('Accept All applies every issue still found, from the end, and dismisses all', async () => {
    const text = 'We had alot of fun. The players must choose. Then the the end.';
    const bridge = fakeBridge(text);
    const check = findingChecker([...findings, ['the the', 'grammar', ['the']]]);
    const { result } = setup(bridge, check);
    await advance(1500);
    expect(result.current.visibleIssues).toHaveLength(3);

    // The user rewrote one fragment after the check: that fix fails.
    bridge.text = text.replace('the the', 'thee the');
    let report = { applied: 0, failed: 0 };
    act(() => {
      report = result.current.acceptAll();
    });
    expect(report).toEqual({ applied: 2, failed: 1 });
    expect(bridge.text).toBe('We had a lot of fun. The players can choose. Then thee the end.');
    const changes = vi.mocked(bridge.applyChanges).mock.calls[0][0];
    expect(changes.map((c) => c.originalText)).toEqual(['alot', 'The players must']);
    // One bulk change: History keeps the text as it was, as "before Accept All".
    expect(bridge.bulkChange).toHaveBeenCalledTimes(1);
    expect(vi.mocked(bridge.bulkChange).mock.calls[0][0]).toBe('Accept All');
    expect(result.current.visibleIssues).toEqual([]);
    expect(bridge.highlights).toEqual([]);
  });
});
