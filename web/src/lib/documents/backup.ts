// The backup format, shared by Export all (features/export) and Import
// (features/import): one .zip with every document as Markdown and as HTML,
// and a `lorewright.json` manifest listing titles, types, tags and dates
// (and, when asked for, each document's kept versions).
//
//   lorewright.json
//   documents/<title>-<id>.md      front matter (title, type, tags, dates) + Markdown
//   documents/<title>-<id>.html    a standalone page: the editor's HTML, lossless
//   versions/<title>-<id>/<n>.html kept versions (optional)
import * as z from 'zod/mini';
import { DOCUMENT_PRIVACIES, DOCUMENT_STATUSES, DOCUMENT_TYPES, VERSION_KINDS } from './types';

export const BACKUP_MANIFEST_NAME = 'lorewright.json';
export const BACKUP_FORMAT = 'lorewright-backup';
export const BACKUP_FORMAT_VERSION = 1;

const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date'));

const versionEntry = z.object({
  kind: z.enum(VERSION_KINDS),
  reason: z.string(),
  createdAt: isoDate,
  wordCount: z.number(),
  /** Path of the version's HTML inside the zip. */
  html: z.string(),
});

const documentEntry = z.object({
  /** The document's id in the account it came from (restoring into it finds the same document). */
  id: z.string(),
  title: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  status: z.optional(z.enum(DOCUMENT_STATUSES)),
  privacy: z.optional(z.enum(DOCUMENT_PRIVACIES)),
  description: z.optional(z.string()),
  tags: z.array(z.string()),
  createdAt: isoDate,
  updatedAt: isoDate,
  wordCount: z.number(),
  /** Paths inside the zip. */
  html: z.string(),
  markdown: z.string(),
  versions: z.optional(z.array(versionEntry)),
});

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  exportedAt: isoDate,
  documents: z.array(documentEntry),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type BackupDocumentEntry = z.infer<typeof documentEntry>;
export type BackupVersionEntry = z.infer<typeof versionEntry>;

/** The manifest, or a one-line reason it is not one this app can read. */
export function parseBackupManifest(text: string): { manifest: BackupManifest } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: `its ${BACKUP_MANIFEST_NAME} is not valid JSON` };
  }
  if (json && typeof json === 'object' && (json as { format?: unknown }).format === BACKUP_FORMAT) {
    const version = (json as { formatVersion?: unknown }).formatVersion;
    if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
      return { problem: `it was made by a newer Lorewright (backup format ${version}); this one reads format ${BACKUP_FORMAT_VERSION}` };
    }
  }
  const result = z.safeParse(backupManifestSchema, json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    return { problem: `its ${BACKUP_MANIFEST_NAME} is not a Lorewright backup manifest (${issue.message}${where})` };
  }
  return { manifest: result.data };
}

/** A file name stem for a document: its title in lower case with dashes, then part of its id, so two titles never clash. */
export function backupFileStem(title: string, id: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const suffix = id.replace(/[^a-zA-Z0-9]/g, '').slice(0, 8) || 'document';
  return `${slug || 'untitled'}-${suffix}`;
}

/** "lorewright-backup-2026-11-26.zip", by the local date. */
export function backupFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `lorewright-backup-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.zip`;
}

/** What a Markdown file's front matter may say about its document. */
export interface FrontMatter {
  title?: string;
  type?: string;
  tags?: string[];
  description?: string;
}

/**
 * YAML front matter for a backup's Markdown: values as JSON strings and
 * lists, which every YAML reader (Obsidian, Jekyll, Pandoc) accepts.
 */
export function writeFrontMatter(fields: Record<string, string | string[] | undefined>): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

function yamlScalar(raw: string): string {
  const value = raw.trim();
  if (value.startsWith('"')) {
    try {
      return String(JSON.parse(value));
    } catch {
      return value.slice(1, value.endsWith('"') ? -1 : undefined);
    }
  }
  if (value.startsWith("'") && value.endsWith("'") && value.length >= 2) return value.slice(1, -1).replace(/''/g, "'");
  return value;
}

function yamlList(raw: string): string[] {
  const value = raw.trim();
  if (!value) return [];
  if (value.startsWith('[') && value.endsWith(']')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // A YAML flow list without quotes: [goblins, session 3]
    }
    return value.slice(1, -1).split(',').map(yamlScalar).filter(Boolean);
  }
  return value.split(',').map(yamlScalar).filter(Boolean);
}

/**
 * Reads the front matter at the top of a Markdown file (title, type, tags,
 * description; other keys are ignored) and returns the rest as the body.
 * Without front matter, the whole text is the body.
 */
export function readFrontMatter(text: string): { fields: FrontMatter; body: string } {
  const match = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return { fields: {}, body: text };
  const fields: FrontMatter = {};
  const lines = match[1].split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const entry = /^([A-Za-z][\w-]*):[ \t]*(.*)$/.exec(lines[i]);
    if (!entry) continue;
    const key = entry[1].toLowerCase();
    let value = entry[2];
    if (key === 'tags') {
      // A block list on the lines below: "  - goblins"
      const items: string[] = [];
      while (!value.trim() && i + 1 < lines.length && /^\s*-\s+/.test(lines[i + 1])) {
        items.push(yamlScalar(lines[++i].replace(/^\s*-\s+/, '')));
      }
      fields.tags = items.length > 0 ? items : yamlList(value);
      continue;
    }
    value = yamlScalar(value);
    if (key === 'title' && value) fields.title = value;
    else if (key === 'type' && value) fields.type = value.toLowerCase();
    else if ((key === 'description' || key === 'summary') && value) fields.description = value;
  }
  return { fields, body: text.slice(match[0].length) };
}
