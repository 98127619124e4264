import type { ReactNode } from 'react';
import { AiStatusBadge } from '../../components/ai/AiStatusBadge';
import { BookIcon } from '../../components/ui/icons';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { ArrowLeftIcon, ChartIcon, DownloadIcon, HistoryIcon, SaveIcon, SettingsIcon, SparklesIcon } from './icons';
import { shortcutLabel } from './EditorToolbar';
import { useLiveStats, type LiveStats } from './useLiveStats';
import { OFFLINE_MESSAGE, useSaveSnapshot, type SaveController } from './useSaveState';

export interface EditorHeaderProps {
  title: string;
  typeLabel: string;
  /** The word count follows the live statistics. */
  liveStats: LiveStats;
  /** The save state shown (unsaved, saving, offline) and the Save button's. */
  save: SaveController;
  /** The user's grammarCheckEnabled preference (the AI badge shows only while it is on). */
  grammarCheckOn: boolean;
  onBack(): void;
  onSave(): void;
  assistantOpen: boolean;
  onToggleAssistant(): void;
  statsOpen: boolean;
  onToggleStats(): void;
  /** Absent when no export dialog was supplied. */
  onExport?: () => void;
  /** Opens the document as a book (two columns, cover, contents). */
  onOpenBook?: () => void;
  onSettings(): void;
  /** Opens the History panel (versions, compare, restore). */
  onHistory?: () => void;
}

function PanelToggle(props: { pressed: boolean; onClick(): void; label: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={props.pressed}
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-lg border px-2.5 text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
        props.pressed
          ? 'border-gold/60 bg-gold-soft text-ink'
          : 'border-line bg-surface text-ink-muted hover:bg-surface-muted hover:text-ink',
      )}
    >
      {props.children}
    </button>
  );
}

const number = new Intl.NumberFormat();

// The parts that change while the user types follow their own source, so a
// pause in typing or the keystroke that marks the document unsaved re-renders
// them alone, not the header.

function WordCount({ liveStats }: { liveStats: LiveStats }) {
  const { wordCount } = useLiveStats(liveStats);
  return (
    <span data-testid="header-word-count">
      {number.format(wordCount)} {wordCount === 1 ? 'word' : 'words'}
    </span>
  );
}

function SaveIndicators({ save }: { save: SaveController }) {
  const offline = useSaveSnapshot(save, (state) => state.offline);
  const hasUnsavedChanges = useSaveSnapshot(save, (state) => state.hasUnsavedChanges);
  const isSaving = useSaveSnapshot(save, (state) => state.isSaving);
  return (
    // Announced politely as the state changes.
    <span role="status" className="inline-flex items-center gap-3">
      {offline && (
        <span className="inline-flex items-center gap-1 font-medium text-amber-700 dark:text-amber-300" data-testid="offline-status">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
          {OFFLINE_MESSAGE}
        </span>
      )}
      {hasUnsavedChanges && !offline && (
        <span className="inline-flex items-center gap-1 font-medium text-amber-700 dark:text-amber-300">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
          Unsaved changes
        </span>
      )}
      {isSaving && (
        <span className="inline-flex items-center gap-1 font-medium text-info-ink">
          <span aria-hidden="true" className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent" />
          Saving...
        </span>
      )}
    </span>
  );
}

function SaveButton({ save, onSave }: { save: SaveController; onSave(): void }) {
  const canSave = useSaveSnapshot(save, (state) => state.hasUnsavedChanges && !state.isSaving);
  return (
    <Button onClick={onSave} disabled={!canSave} title={`Save (${shortcutLabel('Mod-S')})`} aria-keyshortcuts="Control+S Meta+S">
      <SaveIcon />
      Save
    </Button>
  );
}

/** The editor's own header (the app header is hidden on editor routes). */
export function EditorHeader(props: EditorHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface">
      <div className="flex min-h-16 flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <button
          type="button"
          onClick={props.onBack}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <ArrowLeftIcon />
          <span className="sr-only sm:not-sr-only">Back to Dashboard</span>
        </button>
        <span aria-hidden="true" className="hidden h-8 w-px bg-line sm:block" />
        {/* On a phone the title and its status take the whole first row; the buttons wrap below.
            Wider, the title keeps at least 14rem: with less beside the buttons, they wrap below. */}
        <div className="min-w-0 flex-1 basis-[calc(100%-3.25rem)] sm:min-w-56 sm:basis-0">
          <h1 className="line-clamp-2 break-words font-display text-lg font-semibold leading-tight text-ink lg:line-clamp-none lg:truncate" title={props.title}>
            {props.title}
          </h1>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted">
            <span className="font-semibold uppercase tracking-wider text-gold-ink" data-testid="document-type">
              {props.typeLabel}
            </span>
            <WordCount liveStats={props.liveStats} />
            <SaveIndicators save={props.save} />
            <AiStatusBadge checkingOn={props.grammarCheckOn} />
          </div>
        </div>
        {/* The tools' names show beside their icons on wide screens (each button is named for screen readers and has a tooltip). */}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <PanelToggle pressed={props.assistantOpen} onClick={props.onToggleAssistant} label="AI assistant panel">
            <SparklesIcon />
            <span className="hidden xl:inline">Assistant</span>
          </PanelToggle>
          <PanelToggle pressed={props.statsOpen} onClick={props.onToggleStats} label="Statistics panel">
            <ChartIcon />
            <span className="hidden xl:inline">Statistics</span>
          </PanelToggle>
          {props.onOpenBook && (
            <Button variant="secondary" onClick={props.onOpenBook} title="Book view">
              <BookIcon />
              <span className="sr-only 2xl:not-sr-only">Book view</span>
            </Button>
          )}
          {props.onHistory && (
            <Button variant="secondary" onClick={props.onHistory} title="History">
              <HistoryIcon />
              <span className="sr-only 2xl:not-sr-only">History</span>
            </Button>
          )}
          {props.onExport && (
            <Button variant="secondary" onClick={props.onExport} title="Export Campaign">
              <DownloadIcon />
              <span className="sr-only 2xl:not-sr-only">Export Campaign</span>
            </Button>
          )}
          <Button variant="secondary" onClick={props.onSettings} title="Document Settings">
            <SettingsIcon />
            <span className="sr-only 2xl:not-sr-only">Document Settings</span>
          </Button>
          <SaveButton save={props.save} onSave={props.onSave} />
        </div>
      </div>
    </header>
  );
}
