// Storing what was read: new documents in as few writes as the store allows,
// and, where the user chose to, documents replaced in place (their text is
// kept in their history first, as "before import"). Nothing is half-imported:
// if a write fails, what was already written is undone.
import { copyTitle } from '../../lib/documents/model';
import type { CreateDocumentInput, DocumentRepository, LoreDocument } from '../../lib/documents/types';
import { beforeReason } from '../../lib/documents/versions';
import type { ImportCandidate } from './readFiles';

/** What to do with a document that already exists. */
export type ConflictChoice = 'keep-both' | 'replace' | 'skip';

export const CONFLICT_CHOICES: { value: ConflictChoice; label: string }[] = [
  { value: 'keep-both', label: 'Keep both' },
  { value: 'replace', label: 'Replace it' },
  { value: 'skip', label: 'Skip this one' },
];

/** A kept copy of an existing document gets this after its title. */
export const IMPORTED_SUFFIX = ' (Imported)';

export interface PlannedImport {
  candidate: ImportCandidate;
  /** The document this one would overwrite: the same backup id, else the same title. */
  existing: LoreDocument | null;
  choice: ConflictChoice;
}

const titleKey = (title: string) => title.trim().toLocaleLowerCase();

/**
 * Pairs each candidate with the document it matches, if any: the one it was
 * exported from (restoring a backup into the same account), else one with
 * the same title. Every match starts as "Keep both": nothing is overwritten
 * unless the user says so.
 */
export function planImport(candidates: readonly ImportCandidate[], existing: readonly LoreDocument[]): PlannedImport[] {
  const byId = new Map(existing.map((document) => [document.id, document]));
  const byTitle = new Map<string, LoreDocument>();
  for (const document of existing) if (!byTitle.has(titleKey(document.title))) byTitle.set(titleKey(document.title), document);
  const claimed = new Set<string>();
  return candidates.map((candidate) => {
    let match = (candidate.originalId && byId.get(candidate.originalId)) || byTitle.get(titleKey(candidate.title)) || null;
    // Two imported files never both replace one document.
    if (match && claimed.has(match.id)) match = null;
    if (match) claimed.add(match.id);
    return { candidate, existing: match, choice: 'keep-both' };
  });
}

export interface ImportProgress {
  done: number;
  total: number;
}

export interface ImportOutcome {
  /** Ids of the new documents, in order. */
  created: string[];
  replaced: string[];
  skipped: number;
}

const CREATE_CHUNK = 100;

function createInput(candidate: ImportCandidate, title: string): CreateDocumentInput {
  return {
    title,
    content: candidate.content,
    type: candidate.type,
    status: candidate.status,
    description: candidate.description,
    tags: candidate.tags,
  };
}

/** Stores the plan; on any failure, undoes what it wrote and rethrows. */
export async function applyImport(
  repository: Pick<DocumentRepository, 'createMany' | 'createVersion' | 'update' | 'delete'>,
  plan: readonly PlannedImport[],
  onProgress?: (progress: ImportProgress) => void,
): Promise<ImportOutcome> {
  const creations = plan.filter((item) => !item.existing || item.choice === 'keep-both');
  const replacements = plan.filter((item) => item.existing && item.choice === 'replace');
  const skipped = plan.length - creations.length - replacements.length;
  const total = creations.length + replacements.length;
  const report = (done: number) => onProgress?.({ done, total });

  const created: string[] = [];
  const replaced: LoreDocument[] = [];
  let done = 0;
  report(0);
  try {
    for (let start = 0; start < creations.length; start += CREATE_CHUNK) {
      const chunk = creations.slice(start, start + CREATE_CHUNK);
      const ids = await repository.createMany(chunk.map(({ candidate, existing }) => createInput(candidate, existing ? copyTitle(candidate.title, IMPORTED_SUFFIX) : candidate.title)));
      created.push(...ids);
      // A backup's kept versions go into each new document's history, oldest first.
      for (const [index, { candidate }] of chunk.entries()) {
        for (const version of candidate.versions) await repository.createVersion(ids[index], version);
      }
      done += chunk.length;
      report(done);
    }
    for (const { candidate, existing } of replacements) {
      const current = existing!;
      await repository.createVersion(current.id, { kind: 'auto', reason: beforeReason('import'), content: current.content });
      await repository.update(
        current.id,
        { content: candidate.content, type: candidate.type, status: candidate.status, description: candidate.description, tags: candidate.tags },
        { expectedVersion: current.version },
      );
      replaced.push(current);
      report(++done);
    }
  } catch (error) {
    await undo(repository, created, replaced);
    throw error;
  }
  return { created, replaced: replaced.map((document) => document.id), skipped };
}

async function undo(repository: Pick<DocumentRepository, 'update' | 'delete'>, created: readonly string[], replaced: readonly LoreDocument[]): Promise<void> {
  for (const id of [...created].reverse()) {
    await repository.delete(id).catch((error: unknown) => console.error(`Failed to undo the import of ${id}`, error));
  }
  for (const previous of replaced) {
    await repository
      .update(previous.id, { content: previous.content, type: previous.type, status: previous.status, description: previous.description, tags: previous.tags })
      .catch((error: unknown) => console.error(`Failed to put back ${previous.id} after a failed import`, error));
  }
}
