import { lazy, memo, Suspense, useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CreateDocumentDialog } from '../../components/documents/CreateDocumentDialog';
import { DocumentCard } from '../../components/documents/DocumentCard';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { inputClass } from '../../components/ui/Input';
import { Spinner } from '../../components/ui/Spinner';
import { ArchiveIcon, BookIcon, CloudIcon, DatabaseIcon, QuillIcon, ScrollIcon, SparklesIcon, UploadIcon } from '../../components/ui/icons';
import { cn } from '../../components/ui/cn';
import { getEnv } from '../../config/env';
import { useDocumentActions } from '../../lib/document-actions';
import { useDocumentRepository } from '../../lib/documents/context';
import { documentComparator, summarizeDocuments, toRecentDocument } from '../../lib/documents/query';
import {
  DEFAULT_RECENT_LIMIT,
  DOCUMENT_TYPES,
  DOCUMENT_TYPE_LABELS,
  type DocumentSortField,
  type DocumentType,
  type DocumentSummary,
  type LoreDocument,
  type RecentDocument,
  type SortOrder,
} from '../../lib/documents/types';
import { useSession, type UserProfile } from '../../lib/session';
import { formatRecentRelativeTime } from '../../lib/time';
import { useDashboardDocuments } from './useDashboardDocuments';
import { useDashboardList } from './useDashboardList';

// Document Settings (with its share controls) loads when it is opened.
const DocumentSettingsDialog = lazy(() => import('../../components/documents/DocumentSettingsDialog'));
const ConfirmDialog = lazy(() => import('../../components/ui/ConfirmDialog'));
const ShareSection = lazy(() => import('../../components/documents/ShareSection'));

/** Cards shown at first and added by each "Show more" (the spec's list page size). */
export const PAGE_SIZE = 50;

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this document? This action cannot be undone.';

export const SORT_OPTIONS: { value: string; label: string; sortBy: DocumentSortField; sortOrder: SortOrder }[] = [
  { value: 'updated', label: 'Recently Updated', sortBy: 'updatedAt', sortOrder: 'desc' },
  { value: 'created', label: 'Recently Created', sortBy: 'createdAt', sortOrder: 'desc' },
  { value: 'title-asc', label: 'Title A-Z', sortBy: 'title', sortOrder: 'asc' },
  { value: 'title-desc', label: 'Title Z-A', sortBy: 'title', sortOrder: 'desc' },
  { value: 'words', label: 'Most Words', sortBy: 'wordCount', sortOrder: 'desc' },
];

export function dashboardGreeting(mode: string, user: Pick<UserProfile, 'displayName' | 'email'> | null): string {
  if (mode === 'guest') return 'Welcome!';
  const first = user?.displayName?.trim().split(/\s+/)[0] || user?.email?.split('@')[0] || 'Writer';
  return `Welcome back, ${first}!`;
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'settings'; document: LoreDocument }
  | { kind: 'delete'; document: LoreDocument }
  | { kind: 'export'; document: LoreDocument }
  | { kind: 'export-all' }
  | { kind: 'import' }
  | null;

/** Said above the documents kept on this device while the store cannot be reached. */
export const OFFLINE_LIBRARY_MESSAGE =
  'The document store cannot be reached. These are the documents kept on this device (the ones opened here): you can open them and write, and your changes are saved when the connection returns.';

export default function DashboardPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { renderExportDialog, renderExportAllDialog, renderImportDialog } = useDocumentActions();
  const store = useDocumentRepository();
  const docs = useDashboardDocuments(store.repository);

  const [search, setSearch] = useState('');
  const [typeFilter, setTypeFilter] = useState<DocumentType | ''>('');
  const [sort, setSort] = useState(SORT_OPTIONS[0].value);
  const [visibleCount, setVisibleCount] = useState(PAGE_SIZE);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  // Typing stays responsive with a large library: filtering follows the
  // input at a lower priority.
  const deferredSearch = useDeferredValue(search);
  const sortOption = SORT_OPTIONS.find((option) => option.value === sort) ?? SORT_OPTIONS[0];
  const filtered = useDashboardList(docs.documents, {
    search: deferredSearch,
    type: typeFilter || undefined,
    sortBy: sortOption.sortBy,
    sortOrder: sortOption.sortOrder,
    limit: visibleCount,
  });
  const summary = useMemo(() => summarizeDocuments(docs.documents), [docs.documents]);
  const recent = useMemo(
    () =>
      [...docs.documents]
        .sort(documentComparator('lastAccessedAt', 'desc'))
        .slice(0, DEFAULT_RECENT_LIMIT)
        .map(toRecentDocument),
    [docs.documents],
  );

  const resetPaging = () => setVisibleCount(PAGE_SIZE);
  const status = store.error ? 'error' : store.isLoading ? 'loading' : docs.status;
  const isGuest = session.mode === 'guest';

  const runAction = useCallback(async (action: () => Promise<unknown>, failure: string) => {
    setActionError(null);
    try {
      await action();
    } catch (error) {
      console.error(failure, error);
      setActionError(failure);
    }
  }, []);

  // Stable card handlers: the memoised cards skip re-rendering when only the page changes.
  const { duplicate } = docs;
  const openSettings = useCallback((document: LoreDocument) => setDialog({ kind: 'settings', document }), []);
  const askDelete = useCallback((document: LoreDocument) => setDialog({ kind: 'delete', document }), []);
  const openExport = useCallback((document: LoreDocument) => setDialog({ kind: 'export', document }), []);
  const duplicateDocument = useCallback(
    (document: LoreDocument) => void runAction(() => duplicate(document), 'Failed to duplicate document'),
    [runAction, duplicate],
  );

  async function confirmDelete(document: LoreDocument) {
    setDeleting(true);
    await runAction(() => docs.remove(document), 'Failed to delete document');
    setDeleting(false);
    setDialog(null);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold text-ink">{dashboardGreeting(session.mode, session.user)}</h1>
          <p className="mt-1 text-ink-muted">Your campaigns, bestiaries and tales, all in one tome.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {renderImportDialog && (
            <Button size="lg" variant="secondary" onClick={() => setDialog({ kind: 'import' })} disabled={!store.repository}>
              <UploadIcon className="text-lg" /> Import
            </Button>
          )}
          {renderExportAllDialog && (
            <Button
              size="lg"
              variant="secondary"
              onClick={() => setDialog({ kind: 'export-all' })}
              disabled={!store.repository || status !== 'ready' || docs.documents.length === 0}
              title={docs.documents.length === 0 ? 'No documents to export yet' : 'Every document in one .zip'}
            >
              <ArchiveIcon className="text-lg" /> Export All
            </Button>
          )}
          <Button size="lg" onClick={() => setDialog({ kind: 'create' })} disabled={!store.repository}>
            <QuillIcon className="text-lg" /> New Document
          </Button>
        </div>
      </header>

      <StorageNote isGuest={isGuest} backend={session.storageBackend} />

      {actionError && (
        <div className="mt-4 flex items-start gap-3">
          <Alert tone="error" className="flex-1">
            {actionError}
          </Alert>
          <Button variant="ghost" size="sm" onClick={() => setActionError(null)} aria-label="Dismiss error">
            Dismiss
          </Button>
        </div>
      )}

      <Statistics summary={summary} />

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="your-documents" className="order-2 lg:order-1">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="your-documents" className="font-display text-xl font-semibold text-ink">
              Your Documents
            </h2>
            {status === 'ready' && (
              <p className="text-sm text-ink-muted" aria-live="polite">
                {filtered.total.toLocaleString()} of {docs.documents.length.toLocaleString()} documents
              </p>
            )}
          </div>

          <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
            <label className="sr-only" htmlFor="document-search">
              Search documents
            </label>
            <input
              id="document-search"
              type="search"
              className={inputClass}
              placeholder="Search titles, descriptions and tags..."
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                resetPaging();
              }}
            />
            <label className="sr-only" htmlFor="document-type-filter">
              Filter by type
            </label>
            <select
              id="document-type-filter"
              className={inputClass}
              value={typeFilter}
              onChange={(e) => {
                setTypeFilter(e.target.value as DocumentType | '');
                resetPaging();
              }}
            >
              <option value="">All Types</option>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {DOCUMENT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
            <label className="sr-only" htmlFor="document-sort">
              Sort documents
            </label>
            <select
              id="document-sort"
              className={inputClass}
              value={sort}
              onChange={(e) => {
                setSort(e.target.value);
                resetPaging();
              }}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>

          <div className="mt-5">
            {status === 'ready' && docs.keptOnDevice && (
              <Alert tone="warning" title="Offline" className="mb-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p data-testid="offline-library">{OFFLINE_LIBRARY_MESSAGE}</p>
                  <Button size="sm" variant="secondary" onClick={docs.reload}>
                    Try Again
                  </Button>
                </div>
              </Alert>
            )}
            {status === 'loading' && (
              <div className="flex justify-center py-16 text-ink-muted">
                <Spinner label="Loading documents..." />
              </div>
            )}
            {status === 'error' && (
              <EmptyState title="Failed to load documents" tone="error">
                <Button variant="secondary" onClick={docs.reload} disabled={!store.repository}>
                  Try Again
                </Button>
              </EmptyState>
            )}
            {status === 'ready' && docs.documents.length === 0 && (
              <EmptyState title="No documents yet" text="Every legend starts with a blank page.">
                <Button onClick={() => setDialog({ kind: 'create' })}>Create Your First Document</Button>
              </EmptyState>
            )}
            {status === 'ready' && docs.documents.length > 0 && filtered.total === 0 && (
              <EmptyState title="No documents found" text="Try adjusting your search terms or filters." />
            )}
            {status === 'ready' && filtered.documents.length > 0 && (
              <>
                <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Documents">
                  {filtered.documents.map((document) => (
                    <li key={document.id}>
                      <DocumentCard
                        document={document}
                        onEdit={openSettings}
                        onDuplicate={duplicateDocument}
                        onExport={renderExportDialog ? openExport : undefined}
                        onDelete={askDelete}
                      />
                    </li>
                  ))}
                </ul>
                {filtered.hasMore && (
                  <div className="mt-6 flex justify-center">
                    <Button variant="secondary" onClick={() => setVisibleCount((n) => n + PAGE_SIZE)}>
                      Show more ({(filtered.total - filtered.documents.length).toLocaleString()} more)
                    </Button>
                  </div>
                )}
              </>
            )}
          </div>
        </section>

        <RecentDocuments recent={recent} ready={status === 'ready'} />
      </div>

      <CreateDocumentDialog
        open={dialog?.kind === 'create'}
        onOpenChange={(open) => !open && setDialog(null)}
        onCreate={async (input) => {
          const created = await docs.create(input);
          navigate(`/editor/${created.id}`);
        }}
      />
      {dialog?.kind === 'settings' && (
        <Suspense fallback={null}>
          <DocumentSettingsDialog
            open
            onOpenChange={(open) => !open && setDialog(null)}
            document={dialog.document}
            share={<ShareSection documentId={dialog.document.id} />}
            onSave={async (fields) => {
              // The freshest copy: after a conflict it holds the other tab's version.
              const current = docs.documents.find((d) => d.id === dialog.document.id) ?? dialog.document;
              await docs.update(current, fields);
            }}
          />
        </Suspense>
      )}
      {dialog?.kind === 'delete' && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setDialog(null)}
            title="Delete document?"
            description={DELETE_CONFIRMATION}
            confirmLabel={deleting ? 'Deleting...' : 'Delete'}
            destructive
            busy={deleting}
            onConfirm={() => void confirmDelete(dialog.document)}
          />
        </Suspense>
      )}
      {dialog?.kind === 'export-all' &&
        store.repository &&
        renderExportAllDialog?.({ open: true, onOpenChange: (open) => !open && setDialog(null), repository: store.repository })}
      {dialog?.kind === 'import' &&
        store.repository &&
        renderImportDialog?.({
          open: true,
          onOpenChange: (open) => !open && setDialog(null),
          repository: store.repository,
          // A quiet reload: the list stays on screen while the new documents arrive.
          onImported: docs.reload,
          onOpenDocument: (id) => navigate(`/editor/${id}`),
        })}
      {dialog?.kind === 'export' &&
        renderExportDialog?.({
          open: true,
          onOpenChange: (open) => !open && setDialog(null),
          document: dialog.document,
        })}
    </div>
  );
}

// The stats and the recent list change with the library, not with a search,
// filter, sort or page: memoised, they are not rendered again (with their
// number and date formatting) on every keystroke.
const Statistics = memo(function Statistics({ summary }: { summary: DocumentSummary }) {
  return (
    <section aria-label="Statistics" className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label="Documents" value={summary.documentCount} hint="total created" icon={<BookIcon />} />
      <StatCard label="Words" value={summary.totalWords} hint="total written" icon={<QuillIcon />} />
      <StatCard label="This Week" value={summary.createdThisWeek} hint="created in the last 7 days" icon={<SparklesIcon />} />
      <StatCard label="Average" value={summary.averageWords} hint="words per document" icon={<ScrollIcon />} />
    </section>
  );
});

const RecentDocuments = memo(function RecentDocuments({ recent, ready }: { recent: RecentDocument[]; ready: boolean }) {
  const navigate = useNavigate();
  return (
    <aside aria-labelledby="recent-documents" className="order-1 lg:order-2">
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
        <h2 id="recent-documents" className="font-display text-lg font-semibold text-ink">
          Recent Documents
        </h2>
        {ready && recent.length === 0 && <p className="mt-3 text-sm text-ink-muted">Nothing opened yet.</p>}
        {recent.length > 0 && (
          <ul className="mt-3 space-y-1">
            {recent.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => navigate(`/editor/${item.id}`)}
                  className="w-full rounded-lg px-2 py-2 text-left hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-gold"
                >
                  <span className="block truncate text-sm font-medium text-ink">{item.title}</span>
                  <span className="mt-0.5 flex gap-2 text-xs text-ink-muted">
                    <span>{item.wordCount.toLocaleString()} words</span>
                    <span aria-hidden="true">·</span>
                    <span>{DOCUMENT_TYPE_LABELS[item.type]}</span>
                    <span className="ml-auto">{formatRecentRelativeTime(item.lastAccessedAt)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
});

function StatCard({ label, value, hint, icon }: { label: string; value: number; hint: string; icon: ReactNode }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <div className="flex items-center justify-between text-ink-muted">
        <p className="text-sm font-medium">{label}</p>
        <span className="text-lg text-gold" aria-hidden="true">
          {icon}
        </span>
      </div>
      <p className="mt-2 font-display text-3xl font-semibold text-ink" aria-label={`${label}: ${value}`}>
        {value.toLocaleString()}
      </p>
      <p className="mt-1 text-xs text-ink-muted">{hint}</p>
    </div>
  );
}

function EmptyState({ title, text, tone, children }: { title: string; text?: string; tone?: 'error'; children?: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed px-6 py-14 text-center',
        tone === 'error' ? 'border-danger-line bg-danger-bg' : 'border-line bg-surface/60',
      )}
    >
      <ScrollIcon className={cn('text-4xl', tone === 'error' ? 'text-danger-ink' : 'text-gold')} />
      <h3 className={cn('mt-3 font-display text-lg font-semibold', tone === 'error' ? 'text-danger-ink' : 'text-ink')}>{title}</h3>
      {text && <p className="mt-1 text-sm text-ink-muted">{text}</p>}
      {children && <div className="mt-5">{children}</div>}
    </div>
  );
}

function StorageNote({ isGuest, backend }: { isGuest: boolean; backend: 'browser' | 'firestore' }) {
  if (!isGuest && backend === 'firestore') {
    return (
      <p className="mt-4 inline-flex items-center gap-2 text-xs text-ink-muted">
        <CloudIcon />
        {getEnv().firestoreEmulatorHost ? 'Saved to your account in Firestore (the local emulator).' : 'Saved to your account in the cloud.'}
      </p>
    );
  }
  return (
    <p className="mt-4 flex items-center gap-2 rounded-lg border border-info-line bg-info-bg px-3 py-2 text-sm text-info-ink">
      <DatabaseIcon className="shrink-0" />
      {isGuest
        ? 'Guest documents are kept in this browser only. Sign up to keep them in an account.'
        : 'Local mode: documents are stored in this browser (no Firestore emulator is running).'}
    </p>
  );
}
