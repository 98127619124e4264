import { useEffect, useId, useState } from 'react';
import { BuiltInContentNotice } from '../../components/tools/BuiltInContentNotice';
import { ToolNotice } from '../../components/tools/ToolNotice';
import { ToolShell } from '../../components/tools/ToolShell';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { ScaleIcon, SparklesIcon } from '../../components/ui/icons';
import { Spinner } from '../../components/ui/Spinner';
import { useAssistantPanel, useEditorBridge } from '../../lib/editor-bridge';
import type { Notice } from '../../lib/notice';
import type { AnalysisRecommendation, AnalysisSegment, BalanceAnalyzer } from './api';
import { CATEGORY_LABELS, TOO_SHORT_MESSAGE, overallRating, sameMix } from './balanceLogic';
import { ContentBreakdown, PacingAnalysis, ScoreSummary } from './BalanceResults';
import { EncounterList } from './EncounterList';
import { PartyFields, PreferencesPanel } from './PreferencesPanel';
import { RecommendationList } from './RecommendationList';
import { SegmentList } from './SegmentList';
import { readSettings, writeSettings, type BalanceSettings } from './settingsStore';
import { useBalanceAnalysis, type AnalysisRun } from './useBalanceAnalysis';
import './balance.css';

export const OUT_OF_DATE_MESSAGE = 'The document has changed since this analysis, so it is out of date: re-analyze before applying a scene.';
export const MOVED_MESSAGE = 'That passage has changed since the analysis. Re-analyze to find it again.';

export interface AnalyzeTabProps {
  /** Replaces the API call (tests); default: POST /api/balance/analyze. */
  analyze?: BalanceAnalyzer;
}

/** A notice about one analysis (null: about none in particular). */
type RunNotice = Notice & { run: AnalysisRun | null };

/**
 * The Analyze Campaign tab of the editor's assistant panel: the party and
 * the Balance Preferences, then the analysis of the document (score,
 * duration, content breakdown, pacing timeline and figures, recommendations
 * with scenes to apply, the fights rated for the party, and why each
 * segment got its type). Positions point into the editor through the bridge.
 */
export default function AnalyzeTab({ analyze }: AnalyzeTabProps) {
  const id = useId();
  const bridge = useEditorBridge();
  const { activeTab } = useAssistantPanel();
  const [settings, setSettings] = useState<BalanceSettings>(() => readSettings());
  const [expanded, setExpanded] = useState(false);
  const balance = useBalanceAnalysis({ bridge, analyze });
  const { run, status } = balance;
  const [selection, setSelection] = useState<{ id: string; run: AnalysisRun } | null>(null);
  const [storedNotice, setNotice] = useState<RunNotice | null>(null);
  // Selections and notices belong to the analysis they were made on.
  const selectedId = selection && selection.run === run ? selection.id : null;
  const notice = storedNotice && (storedNotice.run === null || storedNotice.run === run) ? storedNotice : null;
  const analyzing = status === 'analyzing';

  function update(next: BalanceSettings) {
    setSettings(next);
    writeSettings(next);
  }

  function start() {
    setSelection(null);
    setNotice(null);
    balance.start(settings);
  }

  // The selected segment is underlined in the editor while this tab shows
  // (as the 'analysis' owner: grammar's underlines stay).
  const { locate } = balance;
  useEffect(() => {
    if (!run || !selectedId || activeTab !== 'analyze') return;
    const segment = run.analysis.segments.find((s) => s.id === selectedId);
    const range = segment ? locate(segment.startPosition, segment.endPosition) : null;
    if (!segment || !range) return;
    bridge.setHighlights('analysis', [
      { id: segment.id, start: range.start, end: range.end, kind: segment.type, label: `${CATEGORY_LABELS[segment.type]} segment, confidence ${segment.confidence}%` },
    ]);
    return () => bridge.setHighlights('analysis', []);
  }, [bridge, run, locate, selectedId, activeTab]);

  function showRange(start: number, end: number): boolean {
    const range = locate(start, end);
    if (range && bridge.selectRange(range.start, range.end)) {
      setNotice(null);
      return true;
    }
    setNotice({ tone: 'warning', text: MOVED_MESSAGE, run });
    return false;
  }

  function showSegment(segment: AnalysisSegment) {
    if (!run) return;
    setSelection({ id: segment.id, run });
    showRange(segment.startPosition, segment.endPosition);
  }

  function apply(recommendation: AnalysisRecommendation) {
    const outcome = balance.apply(recommendation);
    if (outcome.ok) setNotice({ tone: 'success', text: `Inserted the ${recommendation.type} scene into your campaign.`, run });
    else if (outcome.reason === 'out-of-date') setNotice({ tone: 'warning', text: OUT_OF_DATE_MESSAGE, run });
    else if (outcome.reason === 'nothing-to-insert') setNotice({ tone: 'warning', text: 'This scene had nothing to insert.', run });
  }

  const settingsChanged = run !== null && (!sameMix(run.preferences, settings.preferences) || run.party.size !== settings.party.size || run.party.level !== settings.party.level);
  const announcement = analyzing
    ? 'Analyzing your campaign...'
    : status === 'result' && run
      ? `Analysis complete. Overall Balance Score ${run.analysis.overallScore} out of 100, ${overallRating(run.analysis.overallScore).label}.`
      : '';

  return (
    <ToolShell
      title="Analyze Campaign"
      description="The mix of combat, roleplay, exploration, puzzles and transitions in your campaign, its pacing, and how hard each fight is for your party."
      icon={<ScaleIcon />}
      data-testid="analyze-tab"
    >
      <PartyFields party={settings.party} onChange={(party) => update({ ...settings, party })} disabled={analyzing} />
      <PreferencesPanel
        preferences={settings.preferences}
        onChange={(preferences) => update({ ...settings, preferences })}
        expanded={expanded}
        onToggle={() => setExpanded((e) => !e)}
        disabled={analyzing}
      />

      <div>
        <Button
          className="w-full"
          disabled={!balance.longEnough || analyzing}
          aria-describedby={balance.longEnough ? undefined : `${id}-too-short`}
          onClick={start}
        >
          {analyzing ? <Spinner label="Analyzing..." /> : 'Analyze Campaign Balance'}
        </Button>
        <p id={`${id}-too-short`} role="status" className="mt-2 text-center text-sm text-ink-muted empty:hidden" data-testid="too-short">
          {balance.longEnough ? '' : TOO_SHORT_MESSAGE}
        </p>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </div>

      {status === 'error' && balance.errorMessage && (
        <Alert tone="error" title="Analysis failed">
          {balance.errorMessage}
        </Alert>
      )}

      {run && (
        <div className="flex flex-col gap-4" data-testid="analysis-results">
          {balance.origin?.source === 'ai' ? (
            <p className="flex items-center gap-1.5 text-xs text-ink-muted" data-testid="analysis-source">
              <SparklesIcon className="text-gold" aria-hidden="true" /> Segments classified by the AI model; the figures are worked out by Lorewright.
            </p>
          ) : (
            <div className="space-y-1.5">
              <BuiltInContentNotice origin={balance.origin} />
              <p className="text-xs text-ink-muted" data-testid="analysis-source">
                Segments classified by Lorewright's keyword analysis (headings, scene words, dialogue and monsters).
              </p>
            </div>
          )}

          {balance.outOfDate && (
            <Alert tone="warning">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span data-testid="out-of-date">The document has changed since this analysis. Its figures and positions may be out of date.</span>
                <Button size="sm" variant="secondary" onClick={start} disabled={analyzing || !balance.longEnough}>
                  Re-analyze
                </Button>
              </span>
            </Alert>
          )}
          {!balance.outOfDate && settingsChanged && (
            <Alert tone="info">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span>Your party or preferences changed since this analysis.</span>
                <Button size="sm" variant="secondary" onClick={start} disabled={analyzing || !balance.longEnough}>
                  Re-analyze
                </Button>
              </span>
            </Alert>
          )}
          <ToolNotice notice={notice} testId="analysis-notice" onDismiss={() => setNotice(null)} />

          <ScoreSummary analysis={run.analysis} />
          <ContentBreakdown analysis={run.analysis} />
          <PacingAnalysis analysis={run.analysis} selectedId={selectedId} onSelectSegment={showSegment} onShowRange={showRange} />
          <RecommendationList
            recommendations={run.analysis.recommendations}
            applied={balance.applied}
            outOfDate={balance.outOfDate}
            busy={analyzing}
            onApply={apply}
            onReanalyze={start}
          />
          <EncounterList encounters={run.analysis.encounters} party={run.analysis.party} onShowRange={showRange} />
          <SegmentList segments={run.analysis.segments} selectedId={selectedId} onSelect={showSegment} />
        </div>
      )}
    </ToolShell>
  );
}
