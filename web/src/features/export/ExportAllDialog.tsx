import { useId, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { ProgressBar } from '../../components/ui/ProgressBar';
import type { DocumentRepository } from '../../lib/documents/types';
import { DocumentStoreUnavailableError } from '../../lib/documents/types';
import { downloadFile } from './export-document';
import { exportAllDocuments, type BackupFile, type ExportAllOptions, type ExportAllProgress } from './exportAll';
import { EXPORT_FAILED_MESSAGE } from './ExportDialog';

export interface ExportAllDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  repository: DocumentRepository;
  /** Builds the zip; tests replace it. */
  exporter?: (repository: DocumentRepository, options: ExportAllOptions) => Promise<BackupFile>;
  /** Hands the file to the user; tests replace it. */
  download?: (file: BackupFile) => void;
}

type State =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportAllProgress }
  | { kind: 'done'; file: BackupFile }
  | { kind: 'failed'; message: string };

const number = new Intl.NumberFormat('en-US');
const documents = (n: number) => `${number.format(n)} ${n === 1 ? 'document' : 'documents'}`;

function megabytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function progressText(progress: ExportAllProgress): { label: string; detail?: string; value?: number; max?: number } {
  switch (progress.phase) {
    case 'reading':
      return { label: 'Reading your documents...' };
    case 'writing':
      return { label: 'Writing Markdown and HTML...', detail: `${number.format(progress.done)} of ${documents(progress.total)}`, value: progress.done, max: progress.total };
    case 'compressing':
      return { label: 'Compressing the .zip...', detail: `${progress.done}%`, value: progress.done, max: 100 };
  }
}

/** Dashboard: every document in one .zip (Markdown, HTML and a manifest). */
export function ExportAllDialog({ open, onOpenChange, repository, exporter = exportAllDocuments, download = downloadFile }: ExportAllDialogProps) {
  const [includeVersions, setIncludeVersions] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const versionsId = useId();
  const running = state.kind === 'running';

  async function run() {
    setState({ kind: 'running', progress: { phase: 'reading', done: 0, total: 0 } });
    try {
      const file = await exporter(repository, { includeVersions, onProgress: (progress) => setState({ kind: 'running', progress }) });
      download(file);
      setState({ kind: 'done', file });
    } catch (error) {
      console.error('Export all failed', error);
      setState({
        kind: 'failed',
        message: error instanceof DocumentStoreUnavailableError ? `${EXPORT_FAILED_MESSAGE} You seem to be offline.` : EXPORT_FAILED_MESSAGE,
      });
    }
  }

  const progress = state.kind === 'running' ? progressText(state.progress) : null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setState({ kind: 'idle' });
      }}
      locked={running}
      title="Export All Documents"
      description="One .zip with every document as Markdown and as HTML, and a lorewright.json list of titles, types, tags and dates. Keep it as a backup, open the files anywhere, or import it into Lorewright again."
    >
      <div className="space-y-4">
        <div className="flex items-start gap-3 rounded-lg border border-line p-3">
          <input
            id={versionsId}
            type="checkbox"
            className="mt-0.5 size-4 accent-[var(--lw-primary)]"
            checked={includeVersions}
            disabled={running}
            onChange={(event) => setIncludeVersions(event.target.checked)}
          />
          <label htmlFor={versionsId} className="text-sm">
            <span className="font-medium text-ink">Include version history</span>
            <span className="block text-ink-muted">Each document’s kept versions too. Takes longer with many documents.</span>
          </label>
        </div>

        {progress && <ProgressBar label={progress.label} detail={progress.detail} value={progress.value} max={progress.max} />}
        {state.kind === 'done' && (
          <Alert tone="success">
            Exported {documents(state.file.documentCount)} to {state.file.fileName} ({megabytes(state.file.blob.size)}).
          </Alert>
        )}
        {state.kind === 'failed' && <Alert tone="error">{state.message}</Alert>}

        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={running}>
            {state.kind === 'done' ? 'Done' : 'Cancel'}
          </Button>
          {state.kind !== 'done' && (
            <Button onClick={() => void run()} disabled={running}>
              {running ? 'Exporting...' : 'Export All'}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
