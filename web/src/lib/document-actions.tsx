import { createContext, useContext, type ReactNode } from 'react';
import type { DocumentRepository, LoreDocument } from './documents/types';

/** What a page hands to the Export Campaign modal. */
export interface ExportDialogRenderProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  document: LoreDocument;
}

/** What the dashboard hands to the Export All and Import dialogs. */
export interface LibraryDialogRenderProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  repository: DocumentRepository;
}

export interface ImportDialogRenderProps extends LibraryDialogRenderProps {
  /** Documents were stored: the page shows them. */
  onImported(): void;
  onOpenDocument(id: string): void;
}

/**
 * Cross-feature pieces the app layer composes into document pages. Features
 * may not import each other, so the app provides, e.g., the export feature's
 * dialog here and the dashboard renders it without knowing where it lives.
 */
export interface DocumentActions {
  /** Renders the Export Campaign modal; without it, pages offer no Export action. */
  renderExportDialog?(props: ExportDialogRenderProps): ReactNode;
  /** Every document in one .zip (backup); without it, the dashboard offers no Export All. */
  renderExportAllDialog?(props: LibraryDialogRenderProps): ReactNode;
  /** Documents in from a backup or other tools' files; without it, no Import. */
  renderImportDialog?(props: ImportDialogRenderProps): ReactNode;
}

const DocumentActionsContext = createContext<DocumentActions>({});

export function DocumentActionsProvider({ value, children }: { value: DocumentActions; children: ReactNode }) {
  return <DocumentActionsContext.Provider value={value}>{children}</DocumentActionsContext.Provider>;
}

export function useDocumentActions(): DocumentActions {
  return useContext(DocumentActionsContext);
}
