import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ApiError, isAbortError } from '../../lib/api';
import type { EditorBridge, TextChange } from '../../lib/editor-bridge';
import type { GrammarChecker, GrammarCheckResult, GrammarIssue } from './api';
import {
  EDITOR_DEBOUNCE_MS,
  PANEL_DEBOUNCE_MS,
  buildChange,
  dismissKey,
  dismissRecord,
  highlightsFor,
  isCheckable,
  issueLocator,
  isSignificantChange,
  issuesWithin,
  recordKey,
  shiftDismissed,
  type DismissRecord,
} from './grammarLogic';

/**
 * disabled: checking is off in the preferences; too-short: under 10
 * characters of text; idle: nothing checked yet; then analyzing, done or failed.
 */
export type GrammarStatus = 'disabled' | 'too-short' | 'idle' | 'analyzing' | 'done' | 'failed';

/** A check's result together with the exact text it was about. */
export interface GrammarAnalysis {
  text: string;
  result: GrammarCheckResult;
}

export interface ApplyReport {
  applied: number;
  failed: number;
}

export interface UseGrammarCheckOptions {
  bridge: Pick<EditorBridge, 'getPlainText' | 'onTextChange' | 'applyChanges' | 'bulkChange' | 'setHighlights'>;
  enabled: boolean;
  /** The user's personal dictionary; a change re-checks at once. */
  dictionary?: readonly string[];
  check: GrammarChecker;
  editorDelay?: number;
  panelDelay?: number;
}

const NO_WORDS: readonly string[] = [];

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.describe();
  return error instanceof Error && error.message ? error.message : 'Analysis failed';
}

/**
 * Runs the grammar check for the editor's text under the spec's rules:
 * debounced (1000 ms after an edit, 1500 ms for the panel's own triggers),
 * skipped when disabled, too short or unchanged, newest request wins. Keeps
 * the dismissed issues and applies fixes through the editor bridge.
 */
export function useGrammarCheck({
  bridge,
  enabled,
  dictionary = NO_WORDS,
  check,
  editorDelay = EDITOR_DEBOUNCE_MS,
  panelDelay = PANEL_DEBOUNCE_MS,
}: UseGrammarCheckOptions) {
  const [status, setStatus] = useState<GrammarStatus>(enabled ? 'idle' : 'disabled');
  const [analysis, setAnalysis] = useState<GrammarAnalysis | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<readonly DismissRecord[]>([]);

  // Callbacks read the newest props through this, so timers set earlier use them too.
  const latest = useRef({ bridge, enabled, dictionary, check });
  useLayoutEffect(() => {
    latest.current = { bridge, enabled, dictionary, check };
  });

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  /** Bumped per request and per reset; an answer with an older number is stale. */
  const generation = useRef(0);
  /** The text last sent (or being sent): identical text is not checked again. */
  const lastRequested = useRef<string | null>(null);
  const analysedText = useRef<string | null>(null);
  /** The text the dismissed list belongs to; a significant change from it resets the list. */
  const dismissBaseline = useRef<string | null>(null);
  const dismissedRef = useRef<readonly DismissRecord[]>([]);

  const replaceDismissed = useCallback((next: readonly DismissRecord[]) => {
    dismissedRef.current = next;
    setDismissed(next);
  }, []);

  const cancelTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  /** Drops the request in flight and what was last checked (refs only). */
  const forgetRequests = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    generation.current++;
    lastRequested.current = null;
    analysedText.current = null;
  }, []);

  const clearResults = useCallback(
    (next: GrammarStatus) => {
      forgetRequests();
      setAnalysis(null);
      setError(null);
      setStatus(next);
    },
    [forgetRequests],
  );

  const acceptResult = useCallback(
    (text: string, result: GrammarCheckResult) => {
      const baseline = dismissBaseline.current;
      if (baseline === null || isSignificantChange(baseline, text)) {
        dismissBaseline.current = text;
        replaceDismissed([]);
      } else if (analysedText.current !== null) {
        replaceDismissed(shiftDismissed(dismissedRef.current, analysedText.current, text));
      }
      analysedText.current = text;
      setAnalysis({ text, result: { ...result, errors: issuesWithin(result.errors, text) } });
      setError(null);
      setStatus('done');
    },
    [replaceDismissed],
  );

  const runCheck = useCallback(
    async (force: boolean) => {
      const { bridge: editor, enabled: on, dictionary: words, check: send } = latest.current;
      if (!on) return clearResults('disabled');
      const text = editor.getPlainText();
      if (!isCheckable(text)) return clearResults('too-short');
      if (!force && text === lastRequested.current) return;

      lastRequested.current = text;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const id = ++generation.current;
      setStatus('analyzing');
      try {
        const result = await send({ text, dictionary: [...words] }, controller.signal);
        if (id !== generation.current) return;
        inFlight.current = null;
        acceptResult(text, result);
      } catch (err) {
        if (id !== generation.current || isAbortError(err)) return;
        inFlight.current = null;
        lastRequested.current = null;
        analysedText.current = null;
        setAnalysis(null);
        setError(failureMessage(err));
        setStatus('failed');
      }
    },
    [acceptResult, clearResults],
  );

  const schedule = useCallback(
    (delay: number) => {
      cancelTimer();
      timer.current = setTimeout(() => {
        timer.current = null;
        void runCheck(false);
      }, delay);
    },
    [cancelTimer, runCheck],
  );

  /** The manual trigger: cancels a pending timer and checks now, even unchanged text. */
  const checkNow = useCallback(() => {
    cancelTimer();
    void runCheck(true);
  }, [cancelTimer, runCheck]);

  // Edits in the editor.
  useEffect(() => bridge.onTextChange(() => schedule(editorDelay)), [bridge, schedule, editorDelay]);

  // Switched off: no results shown from this render on (adjusted while
  // rendering); the effect below drops the timer and the request in flight.
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (enabled !== wasEnabled) {
    setWasEnabled(enabled);
    if (!enabled) {
      setAnalysis(null);
      setError(null);
      setStatus('disabled');
    }
  }

  // The panel's own trigger: on opening and when checking is switched on.
  useEffect(() => {
    if (enabled) {
      schedule(panelDelay);
    } else {
      cancelTimer();
      forgetRequests();
    }
  }, [enabled, panelDelay, schedule, cancelTimer, forgetRequests]);

  // A word added to (or removed from) the dictionary changes the answer for the same text.
  const dictionaryKey = dictionary.join('\n');
  const checkedDictionary = useRef(dictionaryKey);
  useEffect(() => {
    if (checkedDictionary.current === dictionaryKey) return;
    checkedDictionary.current = dictionaryKey;
    if (latest.current.enabled) checkNow();
  }, [dictionaryKey, checkNow]);

  useEffect(
    () => () => {
      cancelTimer();
      inFlight.current?.abort();
    },
    [cancelTimer],
  );

  const visibleIssues = useMemo<GrammarIssue[]>(() => {
    if (!analysis) return [];
    const hidden = new Set(dismissed.map(recordKey));
    return analysis.result.errors.filter((issue) => !hidden.has(dismissKey(issue, analysis.text)));
  }, [analysis, dismissed]);

  // Every visible issue is underlined where its text is now.
  useEffect(() => {
    bridge.setHighlights('grammar', analysis ? highlightsFor(visibleIssues, analysis.text, bridge.getPlainText()) : []);
  }, [bridge, analysis, visibleIssues]);

  const dismiss = useCallback(
    (issues: readonly GrammarIssue[]) => {
      if (!analysis || issues.length === 0) return;
      const known = new Set(dismissedRef.current.map(recordKey));
      const added = issues.map((issue) => dismissRecord(issue, analysis.text)).filter((record) => !known.has(recordKey(record)));
      if (added.length > 0) replaceDismissed([...dismissedRef.current, ...added]);
    },
    [analysis, replaceDismissed],
  );

  /** Applies one replacement; the issue is dismissed either way. */
  const applyFix = useCallback(
    (issue: GrammarIssue, replacement: string): ApplyReport => {
      if (!analysis) return { applied: 0, failed: 1 };
      const change = buildChange(issue, analysis.text, bridge.getPlainText(), replacement);
      const report = change ? bridge.applyChanges([change]) : { applied: 0, failed: 1 };
      dismiss([issue]);
      return report;
    },
    [analysis, bridge, dismiss],
  );

  /**
   * Applies the first suggestion of every visible issue still found in the
   * text, from the end backwards in one undo step, and dismisses them all.
   */
  const acceptAll = useCallback((): ApplyReport => {
    if (!analysis) return { applied: 0, failed: 0 };
    const current = bridge.getPlainText();
    const locate = issueLocator(analysis.text, current);
    const changes: TextChange[] = [];
    let notFound = 0;
    for (const issue of visibleIssues) {
      const change = issue.suggestions.length > 0 ? buildChange(issue, analysis.text, current, issue.suggestions[0], locate) : null;
      if (change) changes.push(change);
      else notFound++;
    }
    const report = changes.length > 0 ? bridge.bulkChange('Accept All', () => bridge.applyChanges(changes)) : { applied: 0, failed: 0 };
    dismiss(visibleIssues);
    return { applied: report.applied, failed: report.failed + notFound };
  }, [analysis, bridge, visibleIssues, dismiss]);

  return { status, analysis, error, visibleIssues, checkNow, dismiss, applyFix, acceptAll };
}
