import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { CheckIcon, ShieldIcon, SparklesIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/Spinner';
import { ToolNotice } from '../../components/tools/ToolNotice';
import { useApiClient } from '../../lib/api-query';
import { useAssistantPanel, useEditorBridge } from '../../lib/editor-bridge';
import type { Notice } from '../../lib/notice';
import { usePersonalDictionary } from '../../lib/personal-dictionary';
import { useSession } from '../../lib/session';
import { createGrammarChecker, type GrammarChecker, type GrammarIssue } from './api';
import { countIssues, originalOf } from './grammarLogic';
import { IssueCard, KIND_BADGE } from './IssueCard';
import { NewWordsOffer } from './NewWordsOffer';
import { useGrammarCheck, type ApplyReport, type GrammarAnalysis } from './useGrammarCheck';

export interface ErrorsTabProps {
  /** Replaces the API call (tests); default: POST /api/grammar/check. */
  check?: GrammarChecker;
}

/**
 * Cards shown at first and added by each "Show more": a long document has
 * hundreds of issues, and rendering them all at every check was a task of
 * over 100 ms that keystrokes had to wait behind.
 */
export const CARD_PAGE_SIZE = 30;

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function describeReport({ applied, failed }: ApplyReport): Notice {
  const done = applied > 0 ? `Applied ${plural(applied, 'fix', 'fixes')}.` : 'No fixes were applied.';
  if (failed === 0) return { tone: 'success', text: done };
  return { tone: 'warning', text: `${done} ${plural(failed, 'fix', 'fixes')} could not be applied because the text had changed.` };
}

function scoreTone(score: number): string {
  if (score >= 80) return 'bg-success-ink';
  if (score >= 60) return 'bg-gold';
  return 'bg-danger-ink';
}

/**
 * The Errors tab of the editor's assistant panel: checks the document as the
 * user writes, lists the issues as cards, underlines them in the editor and
 * applies fixes through the editor bridge.
 */
export function ErrorsTab({ check }: ErrorsTabProps) {
  const session = useSession();
  const bridge = useEditorBridge();
  const { selectTab, setTabBadge } = useAssistantPanel();
  const user = session.user;
  const enabled = user?.preferences.grammarCheckEnabled ?? false;
  const personalDictionary = usePersonalDictionary();
  const dictionary = personalDictionary.entries;

  const client = useApiClient();
  const checker = useMemo(() => check ?? createGrammarChecker(client), [check, client]);
  const grammar = useGrammarCheck({ bridge, enabled, dictionary, check: checker });
  const { status, analysis, error, visibleIssues } = grammar;

  const [notice, setNotice] = useState<Notice | null>(null);
  const [focus, setFocus] = useState<{ id: string; request: number } | null>(null);
  const [cardLimit, setCardLimit] = useState(CARD_PAGE_SIZE);
  // New words added to the dictionary since this analysis: hidden until the
  // re-check (which the dictionary change starts) no longer lists them.
  const [addedWords, setAddedWords] = useState<{ analysis: GrammarAnalysis | null; words: ReadonlySet<string> }>({
    analysis: null,
    words: new Set(),
  });
  const [savingWords, setSavingWords] = useState(false);

  useEffect(() => {
    setTabBadge('errors', analysis ? visibleIssues.length : null);
  }, [setTabBadge, analysis, visibleIssues.length]);

  // Clicking an underline shows its card.
  useEffect(
    () =>
      bridge.onHighlightClick('grammar', (id) => {
        selectTab('errors');
        setFocus((current) => ({ id, request: (current?.request ?? 0) + 1 }));
      }),
    [bridge, selectTab],
  );

  const counts = useMemo(() => countIssues(visibleIssues), [visibleIssues]);

  const newWords = useMemo(() => {
    const hidden = addedWords.analysis === analysis ? addedWords.words : new Set<string>();
    return (analysis?.result.newWords ?? []).filter((w) => !hidden.has(w.word.toLowerCase()));
  }, [analysis, addedWords]);

  function hideNewWords(words: readonly string[], hide: boolean) {
    setAddedWords((current) => {
      const next = new Set(current.analysis === analysis ? current.words : []);
      for (const word of words) {
        if (hide) next.add(word.toLowerCase());
        else next.delete(word.toLowerCase());
      }
      return { analysis, words: next };
    });
  }

  async function addNewWord(word: string) {
    const addition = personalDictionary.check(word);
    if (!addition.ok) {
      setNotice({ tone: 'warning', text: `"${word}" was not added: ${addition.reason}` });
      return;
    }
    hideNewWords([word], true);
    if (addition.alreadyThere) return;
    try {
      const added = await personalDictionary.add(word);
      if (!added.ok) {
        hideNewWords([word], false);
        setNotice({ tone: 'warning', text: `"${word}" was not added: ${added.reason}` });
        return;
      }
      setNotice({ tone: 'success', text: `"${added.entry}" was added to your dictionary.` });
    } catch {
      hideNewWords([word], false);
      setNotice({ tone: 'warning', text: `"${word}" could not be added to your dictionary. Please try again.` });
    }
  }

  async function addAllNewWords(words: readonly string[]) {
    setSavingWords(true);
    hideNewWords(words, true);
    try {
      const { added, refused } = await personalDictionary.addAll(words);
      const done = `${plural(added.length, 'name', 'names')} added to your dictionary.`;
      if (refused) {
        const left = words.filter((w) => !added.some((a) => a.toLowerCase() === w.toLowerCase()));
        hideNewWords(left, false);
        setNotice({ tone: 'warning', text: `${done} Not all could be added: ${refused}` });
      } else {
        setNotice({ tone: 'success', text: done });
      }
    } catch {
      hideNewWords(words, false);
      setNotice({ tone: 'warning', text: 'The names could not be added to your dictionary. Please try again.' });
    } finally {
      setSavingWords(false);
    }
  }

  async function addToDictionary(issue: GrammarIssue) {
    if (!analysis || !user) return;
    const word = originalOf(issue, analysis.text).trim();
    const addition = personalDictionary.check(word);
    if (!addition.ok) {
      setNotice({ tone: 'warning', text: `"${word}" was not added: ${addition.reason}` });
      return;
    }
    // Every card for the same word goes at once; the re-check confirms it.
    grammar.dismiss(visibleIssues.filter((other) => other.type === 'spelling' && originalOf(other, analysis.text).trim().toLowerCase() === word.toLowerCase()));
    if (addition.alreadyThere) return;
    try {
      const added = await personalDictionary.add(word);
      if (!added.ok) {
        setNotice({ tone: 'warning', text: `"${word}" was not added: ${added.reason}` });
        return;
      }
      setNotice({ tone: 'success', text: `"${added.entry}" was added to your dictionary.` });
    } catch {
      setNotice({ tone: 'warning', text: `"${word}" could not be added to your dictionary. Please try again.` });
    }
  }

  function applyFix(issue: GrammarIssue, replacement: string) {
    const report = grammar.applyFix(issue, replacement);
    setNotice(report.applied === 1 ? null : { tone: 'warning', text: 'The text has changed since the check, so this fix was not applied.' });
  }

  // The cards get the same handler functions on every render (they read the
  // newest state through this ref), so a memoised card skips re-rendering
  // when only the status, a notice or another card changes.
  const cardActions = useRef({ applyFix, dismiss: grammar.dismiss, addToDictionary });
  useLayoutEffect(() => {
    cardActions.current = { applyFix, dismiss: grammar.dismiss, addToDictionary };
  });
  const onApply = useCallback((issue: GrammarIssue, replacement: string) => cardActions.current.applyFix(issue, replacement), []);
  const onDismiss = useCallback((issue: GrammarIssue) => cardActions.current.dismiss([issue]), []);
  const onAddToDictionary = useCallback((issue: GrammarIssue) => void cardActions.current.addToDictionary(issue), []);

  if (!user) return null;

  if (!enabled) {
    return (
      <div className="flex min-h-48 flex-col items-center justify-center rounded-xl border border-dashed border-line p-6 text-center">
        <ShieldIcon className="size-8 text-gold" />
        <p className="mt-2 font-display text-base font-semibold text-ink">Grammar checking is off</p>
        <p className="mt-1 max-w-xs text-sm text-ink-muted">Turn it on to have spelling, grammar and style checked as you write.</p>
        <Button
          className="mt-4"
          size="sm"
          onClick={() => void session.updateProfile({ preferences: { ...user.preferences, grammarCheckEnabled: true } })}
        >
          Turn on grammar checking
        </Button>
      </div>
    );
  }

  const score = analysis?.result.statistics.qualityScore ?? null;
  // A card brought forward by a click on its underline is shown even past the limit.
  const focusIndex = focus ? visibleIssues.findIndex((issue) => issue.id === focus.id) : -1;
  const shownCards = visibleIssues.slice(0, Math.max(cardLimit, focusIndex + 1));
  const hiddenCards = visibleIssues.length - shownCards.length;
  const headline =
    status === 'too-short'
      ? 'Nothing to check yet'
      : !analysis
        ? status === 'failed'
          ? 'Analysis failed'
          : status === 'analyzing'
            ? 'Checking...'
            : 'Waiting to check'
        : visibleIssues.length === 0
          ? 'No issues found'
          : `${plural(visibleIssues.length, 'issue', 'issues')} detected`;

  return (
    <div className="flex flex-col gap-4" data-testid="errors-tab">
      <section aria-labelledby="grammar-summary-heading" className="rounded-xl border border-line bg-surface-muted/60 p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id="grammar-summary-heading" className="font-display text-lg font-semibold text-ink" data-testid="grammar-headline">
              {headline}
            </h3>
            <p className="mt-0.5 flex items-center gap-1.5 text-xs text-ink-muted" aria-live="polite" data-testid="grammar-status">
              {status === 'analyzing' ? (
                <Spinner label="Checking your writing..." />
              ) : analysis?.result.source === 'ai' ? (
                <>
                  <SparklesIcon className="text-gold" /> Checked by AI and the built-in engine
                </>
              ) : analysis ? (
                <>
                  <ShieldIcon className="text-gold" /> Checked by the built-in engine (no AI)
                </>
              ) : status === 'too-short' ? (
                'Write at least 10 characters and your text is checked as you go.'
              ) : (
                'Your text is checked a moment after you stop typing.'
              )}
            </p>
          </div>
          {score !== null && (
            <div className="shrink-0 text-right">
              <p className="text-2xl leading-none font-bold text-ink" data-testid="quality-score">
                {score}
                <span className="text-sm font-medium text-ink-muted">/100</span>
              </p>
              <p className="mt-1 text-xs text-ink-muted">Quality score</p>
            </div>
          )}
        </div>

        {score !== null && (
          <div
            role="meter"
            aria-label="Quality score"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={score}
            className="mt-3 h-1.5 overflow-hidden rounded-full bg-line"
          >
            <div className={cn('h-full rounded-full transition-[width]', scoreTone(score))} style={{ width: `${score}%` }} />
          </div>
        )}

        {analysis && (
          <dl className="mt-3 grid grid-cols-3 gap-2 text-center" aria-label="Issues by type">
            {(['grammar', 'spelling', 'style'] as const).map((kind) => (
              <div key={kind} className={cn('rounded-lg border px-2 py-1.5', KIND_BADGE[kind])}>
                <dt className="text-xs font-medium capitalize">{kind}</dt>
                <dd className="text-lg leading-tight font-bold" data-testid={`count-${kind}`}>
                  {counts[kind]}
                </dd>
              </div>
            ))}
          </dl>
        )}

        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="gold"
            disabled={visibleIssues.length === 0}
            onClick={() => setNotice(describeReport(grammar.acceptAll()))}
          >
            Accept All
          </Button>
          <Button size="sm" variant="secondary" onClick={grammar.checkNow} disabled={status === 'analyzing'}>
            Check now
          </Button>
        </div>
      </section>

      {error && <Alert tone="error" title="Analysis failed">{error}</Alert>}
      <ToolNotice notice={notice} testId="grammar-notice" onDismiss={() => setNotice(null)} />

      {visibleIssues.length > 0 && analysis && (
        <ul className="flex flex-col gap-3" aria-label="Issues">
          {shownCards.map((issue) => (
            <li key={issue.id}>
              <IssueCard
                issue={issue}
                analysedText={analysis.text}
                focusRequest={focus?.id === issue.id ? focus.request : null}
                onApply={onApply}
                onDismiss={onDismiss}
                onAddToDictionary={issue.type === 'spelling' ? onAddToDictionary : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      {hiddenCards > 0 && (
        <Button
          variant="secondary"
          size="sm"
          className="self-center"
          onClick={() => setCardLimit(shownCards.length + CARD_PAGE_SIZE)}
        >
          Show {plural(Math.min(hiddenCards, CARD_PAGE_SIZE), 'more issue', 'more issues')} ({hiddenCards} not shown yet)
        </Button>
      )}

      {analysis && visibleIssues.length === 0 && (
        <div className="rounded-xl border border-dashed border-line p-6 text-center">
          <CheckBadge />
          <p className="mt-2 text-sm text-ink-muted">Your prose reads clean. Keep writing and it is checked as you go.</p>
        </div>
      )}

      <NewWordsOffer
        words={newWords}
        busy={savingWords}
        onAdd={(word) => void addNewWord(word)}
        onAddAll={(words) => void addAllNewWords(words)}
      />
    </div>
  );
}

function CheckBadge() {
  return (
    <span className="mx-auto flex size-10 items-center justify-center rounded-full bg-success-bg text-xl text-success-ink" aria-hidden="true">
      <CheckIcon />
    </span>
  );
}
