import { createContext, useContext, type ReactNode } from 'react';
import type { LoreDocument } from './documents/types';

/** What a page hands to the Export Campaign modal. */
export interface ExportDialogRenderProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  document: LoreDocument;
}

/**
 * Cross-feature pieces the app layer composes into document pages. Features
 * may not import each other, so the app provides, e.g., the export feature's
 * dialog here and the dashboard renders it without knowing where it lives.
 */
export interface DocumentActions {
  /** Renders the Export Campaign modal; without it, pages offer no Export action. */
  renderExportDialog?(props: ExportDialogRenderProps): ReactNode;
}

const DocumentActionsContext = createContext<DocumentActions>({});

export function DocumentActionsProvider({ value, children }: { value: DocumentActions; children: ReactNode }) {
  return <DocumentActionsContext.Provider value={value}>{children}</DocumentActionsContext.Provider>;
}

export function useDocumentActions(): DocumentActions {
  return useContext(DocumentActionsContext);
}
