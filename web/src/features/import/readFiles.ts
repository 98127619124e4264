// Reading the files a user chose to import into documents, before anything
// is stored: a Lorewright backup (.zip with lorewright.json), a .zip of
// documents, Markdown, plain text, web pages and Word documents. Every file
// is read and checked first; a single problem means nothing is imported, and
// each problem names its file and what is wrong with it.
import type JSZip from 'jszip';
import { BACKUP_MANIFEST_NAME, parseBackupManifest, type FrontMatter } from '../../lib/documents/backup';
import {
  CONTENT_MAX_BYTES,
  DESCRIPTION_MAX_LENGTH,
  DOCUMENT_TYPES,
  MAX_TAGS,
  TAG_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
  type DocumentStatus,
  type DocumentType,
  type VersionKind,
} from '../../lib/documents/types';
import { normalizeTags, utf8Bytes } from '../../lib/documents/validation';
import { countWords, htmlToPlainText } from '../../lib/text';
import { docxToDocument, htmlPageToDocument, isBlank, markdownToDocument, textToDocument, type ConvertedText } from './convert';

const MB = 1024 * 1024;

/** The largest file of each kind (a document holds at most 900 KB of text and formatting). */
export const IMPORT_LIMITS = {
  textBytes: 5 * MB,
  docxBytes: 10 * MB,
  zipBytes: 100 * MB,
  /** Files inside a .zip, and what they may unpack to (a guard against zip bombs). */
  zipEntries: 20_000,
  zipEntryBytes: 5 * MB,
  zipTotalBytes: 400 * MB,
} as const;

type FileKind = 'zip' | 'markdown' | 'text' | 'html' | 'docx';

const EXTENSIONS: Record<string, FileKind> = {
  zip: 'zip',
  md: 'markdown',
  markdown: 'markdown',
  txt: 'text',
  text: 'text',
  html: 'html',
  htm: 'html',
  docx: 'docx',
};

/** For the file picker's `accept`. */
export const ACCEPTED_FILES = '.zip,.md,.markdown,.txt,.html,.htm,.docx';

const KIND_NAMES: Record<FileKind, string> = { zip: '.zip', markdown: 'Markdown', text: 'text', html: 'web page', docx: 'Word' };

export interface ImportedVersion {
  kind: VersionKind;
  reason: string;
  content: string;
}

/** One document ready to be stored. */
export interface ImportCandidate {
  /** Where it came from: "notes.md", or "backup.zip: documents/notes.html". */
  source: string;
  title: string;
  type: DocumentType;
  status: DocumentStatus;
  description: string;
  tags: string[];
  /** Editor HTML, sanitised. */
  content: string;
  wordCount: number;
  /** From a Lorewright backup: its id in the account it was exported from. */
  originalId?: string;
  /** From a backup made with version history, oldest first. */
  versions: ImportedVersion[];
  /** What was reduced or left out on the way in. */
  notes: string[];
}

export interface ImportProblem {
  file: string;
  message: string;
}

export interface ImportReading {
  candidates: ImportCandidate[];
  problems: ImportProblem[];
}

export interface ReadProgress {
  label: string;
  done: number;
  total: number;
}

const number = new Intl.NumberFormat('en-US');

function sizeText(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${number.format(Math.ceil(bytes / 1024))} KB`;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** "Curse_of_the-Crimson Keep.md" reads "Curse of the-Crimson Keep". */
export function titleFromFileName(name: string): string {
  const base = name.split('/').pop()!.replace(/\.[^.]+$/, '');
  return base.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim();
}

function fitTitle(title: string): string {
  const trimmed = title.replace(/\s+/g, ' ').trim().slice(0, TITLE_MAX_LENGTH).trim();
  return trimmed.length >= TITLE_MIN_LENGTH ? trimmed : 'Imported document';
}

/** Checks a converted text and turns it into a candidate, or says what is wrong with it. */
function candidate(
  source: string,
  converted: ConvertedText,
  fields: FrontMatter & { status?: DocumentStatus; originalId?: string; versions?: ImportedVersion[] },
  fallbackTitle: string,
): ImportCandidate | ImportProblem {
  if (isBlank(converted.html)) return { file: source, message: 'has no text to import.' };
  const bytes = utf8Bytes(converted.html);
  if (bytes > CONTENT_MAX_BYTES) {
    return {
      file: source,
      message: `is too long for one document: its text and formatting take ${sizeText(bytes)}, and one document holds at most ${sizeText(CONTENT_MAX_BYTES)}. Split it into smaller files and import those.`,
    };
  }
  const notes = [...converted.notes];
  // Without a title of its own, a text that opens with a main heading is named by it.
  const heading = /^<h1>([\s\S]*?)<\/h1>/.exec(converted.html);
  if (!fields.title && heading) fallbackTitle = htmlToPlainText(heading[1]) || fallbackTitle;
  const allTags = normalizeTags(fields.tags ?? []).filter((tag) => tag.length <= TAG_MAX_LENGTH);
  if (allTags.length > MAX_TAGS) notes.push(`Only the first ${MAX_TAGS} of its ${allTags.length} tags were kept.`);
  const description = (fields.description ?? '').trim();
  if (description.length > DESCRIPTION_MAX_LENGTH) notes.push(`Its description was shortened to ${DESCRIPTION_MAX_LENGTH} characters.`);
  const type = DOCUMENT_TYPES.find((known) => known === fields.type) ?? 'other';
  return {
    source,
    title: fitTitle(fields.title || fallbackTitle),
    type,
    status: fields.status ?? 'draft',
    description: description.slice(0, DESCRIPTION_MAX_LENGTH),
    tags: allTags.slice(0, MAX_TAGS),
    content: converted.html,
    wordCount: countWords(htmlToPlainText(converted.html)),
    originalId: fields.originalId,
    versions: fields.versions ?? [],
    notes,
  };
}

const isProblem = (value: ImportCandidate | ImportProblem): value is ImportProblem => 'message' in value;

const decoder = () => new TextDecoder('utf-8');

/** A file's bytes (FileReader where Blob#arrayBuffer is missing: older browsers, jsdom). */
function fileBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** One document file's bytes to a candidate (also used for the files inside a plain .zip). */
async function readDocumentBytes(source: string, name: string, kind: Exclude<FileKind, 'zip'>, bytes: ArrayBuffer): Promise<ImportCandidate | ImportProblem> {
  const fallbackTitle = titleFromFileName(name);
  if (kind === 'docx') {
    let converted: ConvertedText;
    try {
      converted = await docxToDocument(bytes);
    } catch (error) {
      console.error(`Failed to read ${source} as a Word document`, error);
      return { file: source, message: 'is not a Word document Lorewright can read (.docx). It may be damaged, or an older .doc saved under a new name.' };
    }
    return candidate(source, converted, {}, fallbackTitle);
  }
  const text = decoder().decode(bytes);
  if (kind === 'markdown') {
    const converted = markdownToDocument(text);
    return candidate(source, converted, converted.fields, fallbackTitle);
  }
  if (kind === 'html') {
    const converted = htmlPageToDocument(text);
    return candidate(source, converted, converted.fields, fallbackTitle);
  }
  return candidate(source, textToDocument(text), {}, fallbackTitle);
}

/** jszip's documented ZipObject#internalStream, which its typings leave out. */
interface EntryStream {
  on(event: 'data', listener: (chunk: Uint8Array) => void): EntryStream;
  on(event: 'error', listener: (error: Error) => void): EntryStream;
  on(event: 'end', listener: () => void): EntryStream;
  pause(): EntryStream;
  resume(): EntryStream;
}

/**
 * Reads one entry of a zip as it unpacks, giving up (null) past `maxBytes`:
 * a small .zip that unpacks to gigabytes is stopped early, whatever sizes
 * its directory claims.
 */
function readEntry(entry: JSZip.JSZipObject, maxBytes: number): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let done = false;
    const stream = (entry as unknown as { internalStream(type: 'uint8array'): EntryStream }).internalStream('uint8array');
    stream
      .on('data', (chunk) => {
        if (done) return;
        size += chunk.length;
        if (size > maxBytes) {
          done = true;
          stream.pause();
          resolve(null);
          return;
        }
        chunks.push(chunk);
      })
      .on('error', (error) => {
        if (!done) reject(error);
        done = true;
      })
      .on('end', () => {
        if (done) return;
        done = true;
        const bytes = new Uint8Array(size);
        let offset = 0;
        for (const chunk of chunks) {
          bytes.set(chunk, offset);
          offset += chunk.length;
        }
        resolve(bytes);
      })
      .resume();
  });
}

const asArrayBuffer = (bytes: Uint8Array): ArrayBuffer => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

async function readZip(file: File, report: (progress: ReadProgress) => void): Promise<ImportReading> {
  const problems: ImportProblem[] = [];
  const candidates: ImportCandidate[] = [];
  const { default: JSZipClass } = await import('jszip');
  let zip: JSZip;
  try {
    zip = await JSZipClass.loadAsync(await fileBytes(file), { checkCRC32: true });
  } catch {
    return { candidates, problems: [{ file: file.name, message: 'is not a readable .zip file: it may be damaged or incomplete.' }] };
  }
  const entries = Object.values(zip.files).filter((entry) => !entry.dir);
  if (entries.length > IMPORT_LIMITS.zipEntries) {
    return { candidates, problems: [{ file: file.name, message: `holds ${number.format(entries.length)} files; Lorewright imports a .zip of up to ${number.format(IMPORT_LIMITS.zipEntries)}.` }] };
  }
  let unpacked = 0;
  /** An entry's text, or a problem (missing, too large, damaged). */
  const entryBytes = async (path: string): Promise<Uint8Array | ImportProblem> => {
    const entry = zip.file(path);
    const where = `${file.name}: ${path}`;
    if (!entry) return { file: file.name, message: `is incomplete: ${path} is listed in ${BACKUP_MANIFEST_NAME} but missing.` };
    let bytes: Uint8Array | null;
    try {
      bytes = await readEntry(entry, Math.min(IMPORT_LIMITS.zipEntryBytes, IMPORT_LIMITS.zipTotalBytes - unpacked));
    } catch {
      return { file: where, message: 'is damaged and cannot be read.' };
    }
    if (!bytes) return { file: where, message: `is larger than ${sizeText(IMPORT_LIMITS.zipEntryBytes)} unpacked, more than one document can hold.` };
    unpacked += bytes.length;
    return bytes;
  };

  const manifestEntry = zip.file(BACKUP_MANIFEST_NAME);
  if (manifestEntry) {
    const manifestBytes = await entryBytes(BACKUP_MANIFEST_NAME);
    if (!(manifestBytes instanceof Uint8Array)) return { candidates, problems: [manifestBytes] };
    const parsed = parseBackupManifest(decoder().decode(manifestBytes));
    if ('problem' in parsed) return { candidates, problems: [{ file: file.name, message: `is not a Lorewright backup Lorewright can read: ${parsed.problem}.` }] };
    const { documents } = parsed.manifest;
    for (const [index, entry] of documents.entries()) {
      const bytes = await entryBytes(entry.html);
      if (!(bytes instanceof Uint8Array)) {
        problems.push(bytes);
        continue;
      }
      const versions: ImportedVersion[] = [];
      for (const version of entry.versions ?? []) {
        const versionBytes = await entryBytes(version.html);
        if (!(versionBytes instanceof Uint8Array)) {
          problems.push(versionBytes);
          continue;
        }
        // The version's own date goes into its reason: the store dates it now.
        const when = new Date(version.createdAt).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
        versions.push({ kind: version.kind, reason: `${version.reason} (${when})`.slice(0, 100), content: decoder().decode(versionBytes) });
      }
      const page = htmlPageToDocument(decoder().decode(bytes));
      const result = candidate(
        `${file.name}: ${entry.html}`,
        page,
        { title: entry.title, type: entry.type, tags: entry.tags, description: entry.description, status: entry.status, originalId: entry.id, versions },
        entry.title,
      );
      if (isProblem(result)) problems.push(result);
      else candidates.push(result);
      if ((index + 1) % 25 === 0 || index + 1 === documents.length) {
        report({ label: `Reading ${file.name}`, done: index + 1, total: documents.length });
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    }
    return { candidates, problems };
  }

  // A .zip of documents that is not a Lorewright backup: each file it holds that Lorewright reads.
  const documentEntries = entries.filter((entry) => {
    const name = entry.name.split('/').pop() ?? '';
    return !entry.name.startsWith('__MACOSX/') && !name.startsWith('.') && EXTENSIONS[extensionOf(name)] && EXTENSIONS[extensionOf(name)] !== 'zip';
  });
  if (documentEntries.length === 0) {
    return { candidates, problems: [{ file: file.name, message: `holds no ${BACKUP_MANIFEST_NAME} and no document Lorewright can import (.md, .txt, .html or .docx).` }] };
  }
  for (const [index, entry] of documentEntries.entries()) {
    const bytes = await entryBytes(entry.name);
    if (!(bytes instanceof Uint8Array)) {
      problems.push(bytes);
      continue;
    }
    const kind = EXTENSIONS[extensionOf(entry.name)] as Exclude<FileKind, 'zip'>;
    const result = await readDocumentBytes(`${file.name}: ${entry.name}`, entry.name, kind, asArrayBuffer(bytes));
    if (isProblem(result)) problems.push(result);
    else candidates.push(result);
    report({ label: `Reading ${file.name}`, done: index + 1, total: documentEntries.length });
  }
  return { candidates, problems };
}

/**
 * Reads and checks every chosen file. Candidates and problems are both
 * returned; the caller stores nothing while there is any problem.
 */
export async function readImportFiles(files: readonly File[], onProgress?: (progress: ReadProgress) => void): Promise<ImportReading> {
  const report = onProgress ?? (() => {});
  const reading: ImportReading = { candidates: [], problems: [] };
  for (const [index, file] of files.entries()) {
    report({ label: `Reading ${file.name}`, done: index, total: files.length });
    const kind = EXTENSIONS[extensionOf(file.name)];
    if (!kind) {
      reading.problems.push({ file: file.name, message: 'is not a kind of file Lorewright imports. Choose .zip, .md, .txt, .html or .docx files.' });
      continue;
    }
    const limit = kind === 'zip' ? IMPORT_LIMITS.zipBytes : kind === 'docx' ? IMPORT_LIMITS.docxBytes : IMPORT_LIMITS.textBytes;
    if (file.size === 0) {
      reading.problems.push({ file: file.name, message: 'is empty.' });
      continue;
    }
    if (file.size > limit) {
      reading.problems.push({ file: file.name, message: `is ${sizeText(file.size)}; Lorewright imports ${KIND_NAMES[kind]} files of up to ${sizeText(limit)}.` });
      continue;
    }
    if (kind === 'zip') {
      const fromZip = await readZip(file, report);
      reading.candidates.push(...fromZip.candidates);
      reading.problems.push(...fromZip.problems);
      continue;
    }
    const result = await readDocumentBytes(file.name, file.name, kind, await fileBytes(file));
    if (isProblem(result)) reading.problems.push(result);
    else reading.candidates.push(result);
  }
  report({ label: 'Read', done: files.length, total: files.length });
  return reading;
}
