// The Analyze Campaign tab's state (spec: idle, analyzing, result or error):
// the document's length checked as the user writes, the analysis call (one
// at a time, a new one supersedes), the text it read, and what the tab did
// to the document since (scenes applied), so positions still point at the
// right words and a changed document is said to be out of date.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { originOf, type ApiError } from '../../lib/api';
import { useApiMutation } from '../../lib/api-query';
import type { Mix, Party } from '../../lib/api-types/balance';
import type { EditorBridge, InsertResult } from '../../lib/editor-bridge';
import { createBalanceAnalyzer, type AnalysisRecommendation, type BalanceAnalysis, type BalanceAnalyzer, type BalanceRequest } from './api';
import { FAILURE_MESSAGE, isLongEnough } from './balanceLogic';
import { locateRange, mapOffset, type Insertion } from './textAnchors';

/** How long after the last keystroke the length (and staleness) is measured again. */
export const TEXT_CHECK_DELAY_MS = 200;

/** One finished analysis and what it was asked. */
export interface AnalysisRun {
  analysis: BalanceAnalysis;
  /** The plain text as sent: every position of the analysis is an offset into it. */
  text: string;
  preferences: Mix;
  party: Party;
}

interface RunEdits {
  run: AnalysisRun;
  /** What the document reads if only the tab's own insertions happened since the analysis. */
  expectedText: string;
  insertions: Insertion[];
  applied: ReadonlySet<string>;
}

export type ApplyOutcome =
  | { ok: true; result: InsertResult }
  | { ok: false; reason: 'out-of-date' | 'nothing-to-insert' | 'already-applied' };

export type BalanceStatus = 'idle' | 'analyzing' | 'result' | 'error';

export interface UseBalanceAnalysisOptions {
  bridge: EditorBridge;
  /** Replaces the API call (tests); default: POST /api/balance/analyze. */
  analyze?: BalanceAnalyzer;
}

/**
 * The sentence shown for a failed analysis: a 429 says when to try again, a
 * refused request (too short, too long, a bad value) says why; anything else
 * is the spec's "Failed to analyze campaign. Please try again."
 */
export function failureMessage(error: ApiError | null, described: string | null): string | null {
  if (!error) return null;
  if (error.status === 429 || error.status === 413) return described ?? FAILURE_MESSAGE;
  if (error.status === 400) {
    const fields = Object.values(error.fields);
    return fields.length > 0 ? fields.join(' ') : error.message || FAILURE_MESSAGE;
  }
  return FAILURE_MESSAGE;
}

function freshEdits(run: AnalysisRun): RunEdits {
  return { run, expectedText: run.text, insertions: [], applied: new Set() };
}

export function useBalanceAnalysis({ bridge, analyze }: UseBalanceAnalysisOptions) {
  const call = useApiMutation(
    async (client, request: BalanceRequest, { signal }): Promise<AnalysisRun> => {
      const analysis = await (analyze ?? createBalanceAnalyzer(client))(request, signal);
      return { analysis, text: request.text, preferences: request.preferences, party: request.party };
    },
    { fallbackMessage: FAILURE_MESSAGE },
  );

  // The document as last measured: on mount, then a moment after each change.
  const [text, setText] = useState(() => bridge.getPlainText());
  useEffect(() => {
    const measure = () => setText(bridge.getPlainText());
    // Measured again at once for a new bridge, then a moment after each change.
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(measure, 0);
    const stop = bridge.onTextChange(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, TEXT_CHECK_DELAY_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [bridge]);

  const run = call.data;
  const [storedEdits, setEdits] = useState<RunEdits | null>(null);
  // Edits belong to one analysis: a new one starts clean.
  const edits = useMemo(() => (run ? (storedEdits?.run === run ? storedEdits : freshEdits(run)) : null), [run, storedEdits]);
  const outOfDate = edits !== null && text !== edits.expectedText;

  const start = useCallback(
    (settings: { preferences: Mix; party: Party }) => {
      const now = bridge.getPlainText();
      setText(now);
      if (!isLongEnough(now)) return;
      void call.run({ text: now, preferences: { ...settings.preferences }, party: { ...settings.party } });
    },
    [bridge, call],
  );

  /** Inserts a recommendation's scene where the analysis suggested, unless the document changed since. */
  const apply = useCallback(
    (recommendation: AnalysisRecommendation): ApplyOutcome => {
      const action = recommendation.autoApplyAction;
      if (!edits || !action || !action.insertContent.trim()) return { ok: false, reason: 'nothing-to-insert' };
      if (edits.applied.has(recommendation.id)) return { ok: false, reason: 'already-applied' };
      const before = bridge.getPlainText();
      if (before !== edits.expectedText) {
        setText(before);
        return { ok: false, reason: 'out-of-date' };
      }
      const result = bridge.insertContent(action.insertContent, { at: mapOffset(action.insertAt, edits.insertions) });
      if (!result.inserted) return { ok: false, reason: 'nothing-to-insert' };
      const after = bridge.getPlainText();
      setText(after);
      setEdits({
        run: edits.run,
        expectedText: after,
        insertions: [...edits.insertions, { start: result.start, length: after.length - before.length }],
        applied: new Set(edits.applied).add(recommendation.id),
      });
      return { ok: true, result };
    },
    [bridge, edits],
  );

  /** Where analysed range [start, end) is in the document now, or null when its words are gone. */
  const locate = useCallback(
    (start: number, end: number) => {
      if (!edits) return null;
      return locateRange({ analysedText: edits.run.text, expectedText: edits.expectedText, insertions: edits.insertions }, bridge.getPlainText(), start, end);
    },
    [bridge, edits],
  );

  const status: BalanceStatus = call.isRunning ? 'analyzing' : call.status === 'error' ? 'error' : run ? 'result' : 'idle';

  return {
    status,
    run,
    origin: run ? originOf(run.analysis) : null,
    errorMessage: failureMessage(call.error, call.errorMessage),
    /** The document's trimmed length is at least the minimum. */
    longEnough: isLongEnough(text),
    /** The document changed (other than by applied scenes) since the analysis. */
    outOfDate,
    applied: edits?.applied ?? new Set<string>(),
    start,
    apply,
    locate,
  };
}
