import { DOCUMENTS_DB_NAME, openDocumentsDB, type GuestImportRecord } from './browser';
import { normalizeStoredDocument } from './model';
import type { DocumentRepository, LoreDocument } from './types';

const GUEST_PREFIX = 'guest_';
// Every guest id in the 'by-user' index: 'guest_' up to 'guest_' + the highest code unit.
const guestIdRange = () => IDBKeyRange.bound(GUEST_PREFIX, `${GUEST_PREFIX}\uffff`);
const importKey = (accountId: string, guestDocumentId: string) => `${accountId}|${guestDocumentId}`;

export interface GuestImportResult {
  imported: number;
  failed: number;
}

/**
 * Guest documents kept in this browser that have not yet been imported into
 * (or declined for) this account, oldest first.
 */
export async function findImportableGuestDocuments(
  accountId: string,
  dbName: string = DOCUMENTS_DB_NAME,
): Promise<LoreDocument[]> {
  const db = await openDocumentsDB(dbName);
  const [guestDocuments, handled] = await Promise.all([
    db.getAllFromIndex('documents', 'by-user', guestIdRange()),
    db.getAllFromIndex('guestImports', 'by-account', accountId),
  ]);
  const handledIds = new Set(handled.map((record) => record.guestDocumentId));
  return guestDocuments
    .filter((document) => !handledIds.has(document.id))
    .map((document) =>
      normalizeStoredDocument(document.id, document as unknown as Record<string, unknown>, (value) =>
        value instanceof Date ? value : new Date(0),
      ),
    )
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Copies guest documents into the account's store and remembers each one,
 * so a second offer (another sign-in, another tab) never imports it again.
 * The guest copies stay in the browser. One failure does not stop the rest.
 */
export async function importGuestDocuments(
  documents: readonly LoreDocument[],
  target: DocumentRepository,
  dbName: string = DOCUMENTS_DB_NAME,
): Promise<GuestImportResult> {
  const db = await openDocumentsDB(dbName);
  let imported = 0;
  let failed = 0;
  for (const document of documents) {
    const key = importKey(target.userId, document.id);
    // Re-checked per document: another tab may have imported it meanwhile.
    if (await db.get('guestImports', key)) continue;
    try {
      let copy = await target.create({
        title: document.title,
        content: document.content,
        type: document.type,
        privacy: document.privacy,
        description: document.description,
        tags: document.tags,
      });
      if (document.status !== copy.status) {
        copy = await target.update(copy.id, { status: document.status }, { expectedVersion: copy.version });
      }
      await db.put('guestImports', {
        key,
        accountId: target.userId,
        guestDocumentId: document.id,
        importedDocumentId: copy.id,
        handledAt: new Date(),
      });
      imported++;
    } catch (error) {
      console.error(`Failed to import guest document ${document.id}`, error);
      failed++;
    }
  }
  return { imported, failed };
}

/** Records that the user declined these documents, so they are not offered again. */
export async function declineGuestDocuments(
  accountId: string,
  documents: readonly LoreDocument[],
  dbName: string = DOCUMENTS_DB_NAME,
): Promise<void> {
  const db = await openDocumentsDB(dbName);
  const tx = db.transaction('guestImports', 'readwrite');
  const records: GuestImportRecord[] = documents.map((document) => ({
    key: importKey(accountId, document.id),
    accountId,
    guestDocumentId: document.id,
    importedDocumentId: null,
    handledAt: new Date(),
  }));
  await Promise.all([...records.map((record) => tx.store.put(record)), tx.done]);
}
