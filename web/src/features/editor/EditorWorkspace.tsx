import { closeHistory } from '@tiptap/pm/history';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EditorContent, useEditor } from '@tiptap/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { EditJournal, type JournalEntry } from '../../lib/documents/journal';
import { keepDeviceCopy } from '../../lib/documents/queries';
import {
  DOCUMENT_TYPE_LABELS,
  DocumentStoreUnavailableError,
  DocumentTooLargeError,
  DocumentVersionConflictError,
  type DocumentRepository,
  type DocumentVersion,
  type LoreDocument,
} from '../../lib/documents/types';
import { beforeReason } from '../../lib/documents/versions';
import { useDocumentActions } from '../../lib/document-actions';
import { EditorBridgeProvider, HIGHLIGHT_OWNERS, useEditorSlots } from '../../lib/editor-bridge';
import { useSession } from '../../lib/session';
import { formatClockTime, formatVersionTime } from '../../lib/time';
import { capitalise } from '../../lib/text';
import { createEditorBridge } from './bridge';
import { EditorHeader } from './EditorHeader';
import { EditorToolbar } from './EditorToolbar';
import { documentStats } from './documentStats';
import { createEditorExtensions, storedHtmlForEditor } from './extensions';
import { StatsPanel, type StatsPanelProps } from './StatsPanel';
import { LiveStats, useLiveStats } from './useLiveStats';
import { useLeaveGuard, useUnloadGuard } from './useLeaveGuard';
import { useSaveController, useSaveSnapshot, type SaveController } from './useSaveState';
import { VersionRecorder } from './versionRecorder';
import './editor.css';
import { documentHtml } from './documentHtml';

// History (and the diff library behind its comparison) loads when first opened.
const HistoryDialog = lazy(() => import('./history/HistoryDialog'));
// Document Settings (with its share controls) loads when it is opened.
const DocumentSettingsDialog = lazy(() => import('../../components/documents/DocumentSettingsDialog'));
// The questions asked only now and then load when they are asked.
const LeaveDialog = lazy(() => import('./LeaveDialog'));
const RecoveryDialog = lazy(() => import('./RecoveryDialog'));
const ShareSection = lazy(() => import('../../components/documents/ShareSection'));

/** Spec layout: editor width for each combination of open panels. */
export function editorWidthClass(assistantOpen: boolean, statsOpen: boolean): string {
  if (assistantOpen && statsOpen) return 'lg:w-[40%]';
  if (assistantOpen) return 'lg:w-[55%]';
  if (statsOpen) return 'lg:w-[85%]';
  return 'lg:w-full';
}

export function placeholderFor(type: LoreDocument['type']): string {
  return `Start writing your ${type === 'other' ? 'document' : type}...`;
}

function typeLabelOf(type: string): string {
  return DOCUMENT_TYPE_LABELS[type as LoreDocument['type']] ?? capitalise(type);
}

/**
 * The stored document as the workspace shows it: a save that changed only its
 * text, version and time keeps the one shown, so saving does not re-render the
 * workspace (the header and statistics panel follow the save state themselves).
 */
function shownDocument(shown: LoreDocument, stored: LoreDocument): LoreDocument {
  const same =
    shown.title === stored.title &&
    shown.type === stored.type &&
    shown.description === stored.description &&
    shown.tags.length === stored.tags.length &&
    shown.tags.every((tag, index) => tag === stored.tags[index]);
  return same ? shown : stored;
}

/** Content a save produced, as the store holds it. */
function savedVersionOf(document: LoreDocument) {
  return { version: document.version, savedAt: document.updatedAt };
}

// The header's and the statistics panel's changing parts follow the live
// statistics and the save state themselves, so a pause in typing or a
// keystroke marking the document unsaved re-renders them, not the workspace
// with every assistant tab.

/** The statistics panel with the live statistics and save state. */
function LiveStatsPanel({
  liveStats,
  save,
  ...props
}: Omit<StatsPanelProps, 'stats' | 'status' | 'failure' | 'lastSavedAt'> & { liveStats: LiveStats; save: SaveController }) {
  return (
    <StatsPanel
      {...props}
      stats={useLiveStats(liveStats)}
      status={useSaveSnapshot(save, (state) => state.status)}
      failure={useSaveSnapshot(save, (state) => state.failure)}
      lastSavedAt={useSaveSnapshot(save, (state) => state.lastSavedAt)}
    />
  );
}

/** Said while the editor holds the copy kept on this device, until a save reaches the store. */
export function deviceCopyMessage(keptAt: Date): string {
  return `The document store cannot be reached: this is the copy kept on this device at ${formatClockTime(keptAt)}. Your changes are saved when the connection returns.`;
}

export interface EditorWorkspaceProps {
  document: LoreDocument;
  repository: DocumentRepository;
  /** Opened from the copy kept on this device at this time (the store could not be reached). */
  keptAt?: Date | null;
}

/** The ready editor: header, toolbar, writing surface and side panels. */
export function EditorWorkspace({ document: loaded, repository, keptAt = null }: EditorWorkspaceProps) {
  const navigate = useNavigate();
  const session = useSession();
  const slots = useEditorSlots();
  const { renderExportDialog } = useDocumentActions();
  const [meta, setMeta] = useState(loaded);
  const [assistantOpen, setAssistantOpen] = useState(true);
  const [statsOpen, setStatsOpen] = useState(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  // History opens fresh each time: the newest version, shown as a preview.
  const [historyOpen, setHistoryOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Text kept on this device that never reached the store, offered back on load.
  const [recovered, setRecovered] = useState<JournalEntry | null>(null);
  // Opened from the device copy: said on screen until a save reaches the store.
  const [deviceCopyKeptAt, setDeviceCopyKeptAt] = useState(keptAt);

  const id = loaded.id;
  const journal = useMemo(() => new EditJournal(repository.userId, id), [repository.userId, id]);
  // The workspace is keyed by document: one recorder for its life.
  const [recorder] = useState(() => new VersionRecorder({ repository, documentId: id, storedContent: loaded.content }));

  // Extensions are configured once per editor; the placeholder follows the
  // type the document had when opened.
  const extensions = useMemo(() => createEditorExtensions({ placeholder: placeholderFor(loaded.type) }), [loaded.type]);
  const onEdit = useRef<() => void>(() => {});
  // Set while the editor shows reloaded content, which is not an edit.
  const showingStoredContent = useRef(false);
  // The document whose HTML the save last read: its statistics are counted
  // from it (cheap, block by block) rather than by the store re-parsing 20,000 words.
  const readForSave = useRef<{ content: string; doc: ProseMirrorNode } | null>(null);

  const editor = useEditor({
    extensions,
    content: storedHtmlForEditor(loaded.content),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // TipTap's "delete" events are not listened to anywhere; the extension
    // behind them replays every transaction's steps in a timer of its own,
    // a task after each keystroke on a 20,000-word document.
    enableCoreExtensions: { delete: false },
    editorProps: {
      attributes: {
        class: 'lw-prose',
        'aria-label': `${loaded.title} text`,
        'aria-multiline': 'true',
        role: 'textbox',
        spellcheck: 'true',
        'data-testid': 'editor-content',
      },
    },
    onUpdate: () => {
      if (!showingStoredContent.current) onEdit.current();
    },
  });

  const save = useSaveController({
    initialVersion: loaded.version,
    // A document never saved from the editor reads "Never".
    initialSavedAt: loaded.version > 1 ? loaded.updatedAt : null,
    autosave: loaded.isAutoSaveEnabled,
    readContent: () => {
      const content = documentHtml(editor.state.doc);
      readForSave.current = { content, doc: editor.state.doc };
      return content;
    },
    persist: async (content, baseVersion) => {
      const read = readForSave.current;
      const contentStats = read?.content === content ? documentStats(read.doc) : undefined;
      const stored = await repository.update(id, { content }, { expectedVersion: baseVersion, contentStats });
      setMeta((shown) => shownDocument(shown, stored));
      keepDeviceCopy(repository, stored);
      setDeviceCopyKeptAt(null);
      return savedVersionOf(stored);
    },
    isConflict: (error) => error instanceof DocumentVersionConflictError,
    isUnavailable: (error) => error instanceof DocumentStoreUnavailableError,
    needsNetwork: repository.needsNetwork,
    // Every text not yet acknowledged is kept on this device first.
    journal: (content, baseVersion) => journal.write(content, baseVersion),
    acknowledged: (content) => {
      journal.acknowledge(content).catch((error: unknown) => console.error('Failed to clear the edit journal', error));
      recorder.noteSaved(content);
    },
    // Nothing was written and the text stays on screen; the user can shorten it.
    describeFailure: (error) => (error instanceof DocumentTooLargeError ? { message: error.message, state: 'Not saved: too large for one document' } : undefined),
    loadLatest: async () => {
      const latest = await repository.get(id);
      if (!latest) throw new Error('Document not found');
      setMeta(latest);
      keepDeviceCopy(repository, latest);
      return { ...savedVersionOf(latest), content: latest.content };
    },
    showContent: (content) => {
      recorder.noteStored(content);
      showingStoredContent.current = true;
      try {
        // Its own undo step: Ctrl+Z brings back exactly the replaced text.
        editor
          .chain()
          .command(({ tr }) => {
            closeHistory(tr);
            return true;
          })
          .setContent(storedHtmlForEditor(content), { emitUpdate: true })
          .run();
      } finally {
        showingStoredContent.current = false;
      }
    },
  });
  const markChanged = save.markChanged;
  useLayoutEffect(() => {
    onEdit.current = () => {
      markChanged();
      recorder.noteEdit();
    };
  }, [markChanged, recorder]);

  /** Shows stored text (a kept version, recovered changes) as an edit, in one undo step. */
  const showStoredText = (content: string) => {
    editor
      .chain()
      .command(({ tr }) => {
        closeHistory(tr);
        return true;
      })
      .setContent(content, { emitUpdate: true })
      .run();
  };

  const liveStats = useMemo(() => new LiveStats(editor), [editor]);
  // One bridge per editor; a renamed document reaches the tools through setDocument.
  const bridge = useMemo(
    () => createEditorBridge(editor, { id: loaded.id, title: loaded.title, type: loaded.type }, { beforeBulkChange: recorder.beforeBulkChange }),
    [editor, loaded.id, loaded.title, loaded.type, recorder],
  );

  // Text kept on this device but never acknowledged: offered back, never applied or dropped silently.
  useEffect(() => {
    let cancelled = false;
    journal.read().then(
      (entry) => {
        if (cancelled || !entry) return;
        // Already stored (the acknowledgement was lost): nothing to recover.
        if (entry.content === loaded.content) void journal.remove();
        else setRecovered(entry);
      },
      (error: unknown) => console.error('Failed to read the edit journal', error),
    );
    return () => {
      cancelled = true;
    };
  }, [journal, loaded.content]);

  // The page may be closed or frozen before the next autosave: keep the text on this device.
  const journalNow = save.journalNow;
  useEffect(() => {
    const keep = () => void journalNow();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', onVisibility);
    // Versions kept while offline go out when the network returns.
    window.addEventListener('online', recorder.flush);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', recorder.flush);
    };
  }, [journalNow, recorder]);

  function restore(version: DocumentVersion) {
    bridge.bulkChange('restore', () => showStoredText(version.content));
    setHistoryOpen(false);
    const when = formatVersionTime(version.createdAt).replace(/^(Today|Yesterday)/, (day) => day.toLowerCase());
    setNotice(`Restored the version from ${when}. The text before it is in History as “${beforeReason('restore')}”.`);
    void save.save();
  }

  function applyRecovered(entry: JournalEntry) {
    bridge.bulkChange('recovered changes', () => showStoredText(entry.content));
    setRecovered(null);
    void save.save();
  }

  function discardRecovered() {
    setRecovered(null);
    journal.remove().catch((error: unknown) => console.error('Failed to discard the recovered changes', error));
  }
  useLayoutEffect(() => {
    bridge.setDocument({ id: meta.id, title: meta.title, type: meta.type });
  }, [bridge, meta.id, meta.title, meta.type]);

  // Clicking any tool's underline shows its card, so the panel opens if it was closed.
  useEffect(() => {
    const stops = HIGHLIGHT_OWNERS.map((owner) => bridge.onHighlightClick(owner, () => setAssistantOpen(true)));
    return () => stops.forEach((stop) => stop());
  }, [bridge]);

  // Ctrl+S / Cmd+S saves at once, from anywhere on the page.
  const saveNow = save.save;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveNow();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [saveNow]);

  useUnloadGuard(save);
  // Read here only what changes rarely: the save's failure message and conflict.
  const saveError = useSaveSnapshot(save, (state) => state.error);
  const conflict = useSaveSnapshot(save, (state) => state.conflict);

  // Stable for the History panel's effect.
  const loadVersions = useMemo(() => () => repository.listVersions(id), [repository, id]);

  // Leaving by any in-app route (Back to Dashboard included) asks first with unsaved changes.
  const leaveGuard = useLeaveGuard(save);

  const typeLabel = typeLabelOf(meta.type);

  return (
    <div className="flex h-screen flex-col">
      <EditorHeader
        liveStats={liveStats}
        save={save}
        title={meta.title}
        typeLabel={typeLabel}
        grammarCheckOn={session.user?.preferences.grammarCheckEnabled ?? false}
        onBack={() => navigate('/dashboard')}
        onSave={() => void save.save()}
        assistantOpen={assistantOpen}
        onToggleAssistant={() => setAssistantOpen((open) => !open)}
        statsOpen={statsOpen}
        onToggleStats={() => setStatsOpen((open) => !open)}
        onExport={renderExportDialog ? () => setExportOpen(true) : undefined}
        onOpenBook={() => navigate(`/editor/${id}/book`)}
        onSettings={() => setSettingsOpen(true)}
        onHistory={() => setHistoryOpen(true)}
      />

      {deviceCopyKeptAt && (
        <div className="border-b border-line bg-surface px-4 py-2" data-testid="device-copy-notice">
          <Alert tone="warning" title="Opened from this device">
            <p>{deviceCopyMessage(deviceCopyKeptAt)}</p>
          </Alert>
        </div>
      )}

      {notice && !saveError && (
        <div className="border-b border-line bg-surface px-4 py-2">
          <Alert tone="success">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p>{notice}</p>
              <Button size="sm" variant="ghost" onClick={() => setNotice(null)}>
                Dismiss
              </Button>
            </div>
          </Alert>
        </div>
      )}

      {saveError && (
        <div className="border-b border-line bg-surface px-4 py-2">
          {conflict ? (
            <Alert tone="warning" title="Saved elsewhere">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p>
                  {saveError} Your text is still here; nothing has been overwritten. Reloading keeps your text
                  in the undo history.
                </p>
                <div className="flex shrink-0 gap-2">
                  <Button size="sm" variant="secondary" onClick={() => void save.reloadTheirs()}>
                    Reload their version
                  </Button>
                  <Button size="sm" onClick={() => void save.keepMine()}>
                    Keep my version
                  </Button>
                </div>
              </div>
            </Alert>
          ) : (
            <Alert tone="error">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p>{saveError}</p>
                <Button size="sm" variant="secondary" onClick={() => void save.save()}>
                  Try again
                </Button>
              </div>
            </Alert>
          )}
        </div>
      )}

      {/* Positioned, so what is positioned inside (screen-reader-only headings the tools focus) scrolls with it instead of stretching the page. */}
      <div className="relative min-h-0 flex-1 overflow-y-auto" data-testid="editor-scroll">
        <div
          className="flex flex-col gap-4 p-4 lg:flex-row lg:items-start lg:justify-center"
          data-testid="editor-layout"
        >
          {statsOpen && (
            <aside
              aria-label="Document statistics"
              data-testid="stats-panel"
              // Narrow screens: the text comes first, the panels below it.
              className="order-2 w-full shrink-0 lg:order-1 lg:sticky lg:top-4 lg:w-[10%]"
            >
              <LiveStatsPanel
                liveStats={liveStats}
                save={save}
                title={meta.title}
                typeLabel={typeLabel}
              />
            </aside>
          )}

          <section
            aria-label="Editor"
            data-testid="editor-region"
            className={cn('order-1 w-full min-w-0 shrink-0 lg:order-2', editorWidthClass(assistantOpen, statsOpen))}
          >
            <div className="sticky top-0 z-20 -mx-1 bg-canvas px-1 pb-2">
              <EditorToolbar editor={editor} />
            </div>
            <div className="rounded-2xl border border-line bg-surface shadow-sm">
              <EditorContent editor={editor} />
            </div>
          </section>

          {/* Hidden, not unmounted, so the tools keep their state. */}
          <aside
            aria-label="AI assistant"
            data-testid="assistant-panel"
            hidden={!assistantOpen}
            className={cn(
              'order-3 w-full shrink-0 lg:sticky lg:top-4 lg:h-[calc(100vh-7rem)] lg:w-[40%]',
              !assistantOpen && 'hidden',
            )}
          >
            <EditorBridgeProvider value={bridge}>
              {slots.assistantPanel ?? (
                <div className="rounded-2xl border border-dashed border-line bg-surface p-6 text-sm text-ink-muted">
                  The assistant tools are not available in this build.
                </div>
              )}
            </EditorBridgeProvider>
          </aside>
        </div>
      </div>

      {settingsOpen && (
        <Suspense fallback={null}>
          <DocumentSettingsDialog
            open
            onOpenChange={setSettingsOpen}
            document={{ title: meta.title, description: meta.description, tags: meta.tags }}
            share={<ShareSection documentId={id} />}
            onSave={async (fields) => {
              const stored = await save.withVersion((baseVersion) =>
                repository.update(id, fields, { expectedVersion: baseVersion }),
              );
              setMeta(stored);
              keepDeviceCopy(repository, stored);
            }}
          />
        </Suspense>
      )}

      {exportOpen &&
        renderExportDialog?.({
          open: exportOpen,
          onOpenChange: setExportOpen,
          // The text as it is on screen, saved or not (the export reads the title, type and text).
          document: { ...meta, content: documentHtml(editor.state.doc) },
        })}

      {historyOpen && (
        <Suspense fallback={null}>
          <HistoryDialog
            open
            onOpenChange={setHistoryOpen}
            documentTitle={meta.title}
            loadVersions={loadVersions}
            currentHtml={() => documentHtml(editor.state.doc)}
            onRestore={restore}
            onSaveNamed={async (name) => {
              await recorder.saveNamed(name, documentHtml(editor.state.doc));
            }}
            subscribe={recorder.subscribe}
          />
        </Suspense>
      )}

      {recovered && (
        <Suspense fallback={null}>
          <RecoveryDialog
            entry={recovered}
            storedContent={loaded.content}
            storedVersion={loaded.version}
            onApply={() => applyRecovered(recovered)}
            onDiscard={discardRecovered}
          />
        </Suspense>
      )}

      {leaveGuard.asking && (
        <Suspense fallback={null}>
          <LeaveDialog guard={leaveGuard} />
        </Suspense>
      )}
    </div>
  );
}
