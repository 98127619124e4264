import { lazy, Suspense } from 'react';
import type { DocumentActions } from '../lib/document-actions';

// The export feature (and jsPDF behind it) loads only when a user opens Export.
const ExportDialog = lazy(() => import('../features/export/ExportDialog').then((m) => ({ default: m.ExportDialog })));
// Backup and import load when a user opens them (jszip, mammoth and the readers behind them later still).
const ExportAllDialog = lazy(() => import('../features/export/ExportAllDialog').then((m) => ({ default: m.ExportAllDialog })));
const ImportDialog = lazy(() => import('../features/import/ImportDialog').then((m) => ({ default: m.ImportDialog })));

/** Cross-feature pieces for document pages: the dashboard and the editor render these without importing them. */
export const documentActions: DocumentActions = {
  renderExportDialog: (props) => (
    <Suspense fallback={null}>
      <ExportDialog {...props} />
    </Suspense>
  ),
  renderExportAllDialog: (props) => (
    <Suspense fallback={null}>
      <ExportAllDialog {...props} />
    </Suspense>
  ),
  renderImportDialog: ({ onImported, ...props }) => (
    <Suspense fallback={null}>
      <ImportDialog {...props} onImported={() => onImported()} />
    </Suspense>
  ),
};
