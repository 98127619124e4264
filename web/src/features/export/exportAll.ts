// Export all: every document of the user in one .zip (jszip, loaded on use),
// as Markdown (with front matter) and as a standalone HTML page, plus the
// lorewright.json manifest (lib/documents/backup.ts), and optionally every
// document's kept versions.
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_MANIFEST_NAME,
  backupFileName,
  backupFileStem,
  writeFrontMatter,
  type BackupDocumentEntry,
  type BackupManifest,
} from '../../lib/documents/backup';
import type { DocumentRepository, LoreDocument } from '../../lib/documents/types';
import { escapeHtml } from '../../lib/html';
import { parseDocumentHtml } from './blocks';
import { markdownBlocks } from './markdown';

export type ExportAllPhase = 'reading' | 'writing' | 'compressing';

export interface ExportAllProgress {
  phase: ExportAllPhase;
  /** Documents written, or percent compressed. */
  done: number;
  total: number;
}

export interface ExportAllOptions {
  /** Adds each document's kept versions (one more read per document). */
  includeVersions?: boolean;
  now?: Date;
  onProgress?(progress: ExportAllProgress): void;
}

export interface BackupFile {
  fileName: string;
  blob: Blob;
  documentCount: number;
}

/** Lets the page paint the progress bar between chunks of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const PROGRESS_EVERY = 25;

/** A document as a page that opens in any browser; its body is the editor's HTML, as stored. */
export function standaloneHtml(document: Pick<LoreDocument, 'title' | 'content' | 'tags' | 'description' | 'type'>): string {
  const meta = [
    '<meta charset="utf-8">',
    '<meta name="generator" content="Lorewright">',
    `<meta name="lorewright:type" content="${escapeHtml(document.type)}">`,
    document.tags.length > 0 ? `<meta name="keywords" content="${escapeHtml(document.tags.join(', '))}">` : '',
    document.description ? `<meta name="description" content="${escapeHtml(document.description)}">` : '',
  ].filter(Boolean);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    ...meta,
    `<title>${escapeHtml(document.title)}</title>`,
    '<style>body{font-family:Georgia,serif;max-width:42rem;margin:2rem auto;padding:0 1rem;line-height:1.6;color:#241c15}</style>',
    '</head>',
    '<body>',
    document.content,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A document as Markdown, with its title, type, tags and dates in front matter. */
export function documentMarkdown(document: Pick<LoreDocument, 'title' | 'content' | 'tags' | 'description' | 'type' | 'createdAt' | 'updatedAt'>): string {
  const front = writeFrontMatter({
    title: document.title,
    type: document.type,
    tags: document.tags.length > 0 ? document.tags : undefined,
    description: document.description || undefined,
    created: document.createdAt.toISOString(),
    updated: document.updatedAt.toISOString(),
  });
  const body = markdownBlocks(parseDocumentHtml(document.content)).join('\n');
  return `${front}\n${body}${body ? '\n' : ''}`;
}

export async function exportAllDocuments(
  repository: Pick<DocumentRepository, 'list' | 'listVersions'>,
  options: ExportAllOptions = {},
): Promise<BackupFile> {
  const now = options.now ?? new Date();
  const report = options.onProgress ?? (() => {});
  report({ phase: 'reading', done: 0, total: 0 });
  const [{ default: JSZip }, { documents }] = await Promise.all([import('jszip'), repository.list({ limit: Infinity, sortBy: 'title', sortOrder: 'asc' })]);
  const zip = new JSZip();
  const entries: BackupDocumentEntry[] = [];
  const stems = new Set<string>();
  const total = documents.length;
  report({ phase: 'writing', done: 0, total });

  for (const [index, document] of documents.entries()) {
    let stem = backupFileStem(document.title, document.id);
    for (let n = 2; stems.has(stem); n++) stem = `${backupFileStem(document.title, document.id)}-${n}`;
    stems.add(stem);
    const entry: BackupDocumentEntry = {
      id: document.id,
      title: document.title,
      type: document.type,
      status: document.status,
      privacy: document.privacy,
      description: document.description,
      tags: document.tags,
      createdAt: document.createdAt.toISOString(),
      updatedAt: document.updatedAt.toISOString(),
      wordCount: document.stats.wordCount,
      html: `documents/${stem}.html`,
      markdown: `documents/${stem}.md`,
    };
    zip.file(entry.html, standaloneHtml(document));
    zip.file(entry.markdown, documentMarkdown(document));
    if (options.includeVersions) {
      // Oldest first, so an import keeps them in the order they were made.
      const versions = (await repository.listVersions(document.id)).reverse();
      entry.versions = versions.map((version, n) => {
        const html = `versions/${stem}/${String(n + 1).padStart(3, '0')}-${version.kind}.html`;
        zip.file(html, version.content);
        return { kind: version.kind, reason: version.reason, createdAt: version.createdAt.toISOString(), wordCount: version.wordCount, html };
      });
    }
    entries.push(entry);
    if ((index + 1) % PROGRESS_EVERY === 0 || index + 1 === total) {
      report({ phase: 'writing', done: index + 1, total });
      await nextTask();
    }
  }

  const manifest: BackupManifest = { format: BACKUP_FORMAT, formatVersion: BACKUP_FORMAT_VERSION, exportedAt: now.toISOString(), documents: entries };
  zip.file(BACKUP_MANIFEST_NAME, `${JSON.stringify(manifest, null, 2)}\n`);
  report({ phase: 'compressing', done: 0, total: 100 });
  const blob = await zip.generateAsync({ type: 'blob', compression: 'DEFLATE', compressionOptions: { level: 6 }, mimeType: 'application/zip' }, (metadata) =>
    report({ phase: 'compressing', done: Math.round(metadata.percent), total: 100 }),
  );
  return { fileName: backupFileName(now), blob, documentCount: total };
}
