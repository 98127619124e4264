import { lazy, Suspense } from 'react';
import type { DocumentActions } from '../lib/document-actions';

// The export feature (and jsPDF behind it) loads only when a user opens Export.
const ExportDialog = lazy(() => import('../features/export/ExportDialog').then((m) => ({ default: m.ExportDialog })));

/** Cross-feature pieces for document pages: the dashboard and the editor render these without importing them. */
export const documentActions: DocumentActions = {
  renderExportDialog: (props) => (
    <Suspense fallback={null}>
      <ExportDialog {...props} />
    </Suspense>
  ),
};
