// Version history shared by both stores: what a new version holds, which
// automatic versions a new one pushes out, and how a version is described.
import { computeTextStats } from '../text';
import {
  MAX_AUTOMATIC_VERSIONS,
  VERSION_KINDS,
  VERSION_REASON_MAX_LENGTH,
  VersionValidationError,
  type CreateVersionInput,
  type DocumentVersion,
  type VersionKind,
} from './types';
import { assertContentFits } from './validation';

/** Why the editor kept an automatic version (the label is shown as is in History). */
export const SESSION_START_REASON = 'start of an editing session';
export const EDITING_INTERVAL_REASON = 'every 10 minutes of editing';

/** The reason of the version kept before a bulk change: "before Accept All". */
export function beforeReason(label: string): string {
  return `before ${label}`;
}

/** What made a version, as History shows it: "before Accept All", "named: before session 3". */
export function describeVersion(version: Pick<DocumentVersion, 'kind' | 'reason'>): string {
  return version.kind === 'named' ? `named: ${version.reason}` : version.reason;
}

/** The fields a store writes for a new version (it adds id, documentId, userId and createdAt). */
export interface NewVersionRecord {
  kind: VersionKind;
  reason: string;
  content: string;
  wordCount: number;
}

/**
 * Validates a new version (kind, a reason of 1 to 100 characters, content
 * within the document limit) and counts its words. Throws before anything
 * is written.
 */
export function buildNewVersion(input: CreateVersionInput): NewVersionRecord {
  if (!VERSION_KINDS.includes(input.kind)) throw new VersionValidationError(`Unknown version kind: ${String(input.kind)}`);
  const reason = input.reason.replace(/\s+/g, ' ').trim();
  if (!reason) throw new VersionValidationError(input.kind === 'named' ? 'Give the version a name' : 'A version needs a reason');
  if (reason.length > VERSION_REASON_MAX_LENGTH) {
    throw new VersionValidationError(`A version name must be at most ${VERSION_REASON_MAX_LENGTH} characters`);
  }
  assertContentFits(input.content);
  return { kind: input.kind, reason, content: input.content, wordCount: computeTextStats(input.content).wordCount };
}

/** Newest first; versions taken at the same instant by id, so the order is stable. */
export function compareVersionsNewestFirst(a: Pick<DocumentVersion, 'createdAt' | 'id'>, b: Pick<DocumentVersion, 'createdAt' | 'id'>): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * The automatic versions to delete when one more is added to `existing`
 * (the oldest first), so that MAX_AUTOMATIC_VERSIONS remain.
 */
export function automaticVersionsToPrune<T extends Pick<DocumentVersion, 'kind' | 'createdAt' | 'id'>>(existing: readonly T[]): T[] {
  const automatic = existing.filter((version) => version.kind === 'auto').sort(compareVersionsNewestFirst);
  return automatic.slice(MAX_AUTOMATIC_VERSIONS - 1).reverse();
}
