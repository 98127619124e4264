// When the editor keeps a version of the document (issue 23): the text as
// stored when the document is first edited in a session, the saved text
// every 10 minutes of editing, the text on screen before every bulk change,
// and named versions on request. Writes go out one at a time, in order; one
// that fails because the store cannot be reached waits for the network.
import { DocumentStoreUnavailableError, type CreateVersionInput, type DocumentRepository, type DocumentVersion } from '../../lib/documents/types';
import { beforeReason, EDITING_INTERVAL_REASON, SESSION_START_REASON } from '../../lib/documents/versions';

export const EDITING_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Runs `task` when the page is idle (at the latest after a second), or on the
 * next turn where the browser has no idle callbacks. Keeping a version
 * serialises and counts the whole document, which must not happen inside the
 * keystroke that started the session.
 */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 0);
}

export interface VersionRecorderOptions {
  repository: Pick<DocumentRepository, 'createVersion'>;
  documentId: string;
  /** The stored text when the editor opened it. */
  storedContent: string;
  intervalMs?: number;
  now?: () => number;
}

/** Editor HTML with no text in it (a new document) is not worth a version. */
function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim() !== '';
}

export class VersionRecorder {
  private readonly options: VersionRecorderOptions;
  private storedContent: string;
  private sessionStarted = false;
  private lastKeptAt: number | null = null;
  private lastKeptContent: string | null = null;
  private readonly queue: CreateVersionInput[] = [];
  private flushing: Promise<void> | null = null;
  private flushScheduled = false;
  private readonly listeners = new Set<() => void>();

  constructor(options: VersionRecorderOptions) {
    this.options = options;
    this.storedContent = options.storedContent;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Every edit: the first of the session keeps the text as it was stored. */
  noteEdit = (): void => {
    if (this.sessionStarted) return;
    this.sessionStarted = true;
    this.keep(SESSION_START_REASON, this.storedContent);
  };

  /** A save landed: after 10 minutes of editing since the last version, the saved text is kept. */
  noteSaved = (content: string): void => {
    this.storedContent = content;
    if (this.lastKeptAt !== null && this.now() - this.lastKeptAt >= (this.options.intervalMs ?? EDITING_INTERVAL_MS)) {
      this.keep(EDITING_INTERVAL_REASON, content);
    }
    // A save got through, so the network is back: send what waited.
    void this.flush();
  };

  /** The editor now shows the stored text again (a conflict resolved by reloading). */
  noteStored = (content: string): void => {
    this.storedContent = content;
  };

  /** Before a bulk change: the text on screen, as "before {label}". */
  beforeBulkChange = (label: string, content: string): void => {
    // This version stands for the session's first one.
    this.sessionStarted = true;
    this.keep(beforeReason(label), content, { evenIfUnchanged: true });
  };

  /** A named version of `content`, written at once; rejects if it cannot be. */
  saveNamed = async (name: string, content: string): Promise<DocumentVersion> => {
    // Versions waiting to be written go first, so history stays in order.
    if (this.queue.length > 0 || this.flushing) await this.flush();
    const version = await this.options.repository.createVersion(this.options.documentId, { kind: 'named', reason: name, content });
    this.notify();
    return version;
  };

  /** Called whenever a version lands (the History panel refreshes). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Versions still waiting for the store (offline). */
  get pendingCount(): number {
    return this.queue.length;
  }

  private keep(reason: string, content: string, { evenIfUnchanged = false } = {}): void {
    this.lastKeptAt = this.now();
    if (!hasText(content)) return;
    // The same text as the version just kept is not kept twice, except
    // before a bulk change, whose label says what happened next.
    if (!evenIfUnchanged && content === this.lastKeptContent) return;
    this.lastKeptContent = content;
    this.queue.push({ kind: 'auto', reason, content });
    this.flushSoon();
  }

  /** Sends the queue once the page is idle: `keep` is called from within edits. */
  private flushSoon(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    whenIdle(() => {
      this.flushScheduled = false;
      void this.flush();
    });
  }

  /** Sends the queued versions in order; stops at a network failure, to go on later. */
  flush = (): Promise<void> => {
    // Cleared in `finally`, which always runs after this assignment, even
    // when there is nothing to send.
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  };

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      try {
        await this.options.repository.createVersion(this.options.documentId, this.queue[0]);
      } catch (error) {
        if (error instanceof DocumentStoreUnavailableError) return;
        // Refused for good (not the owner, too large): a version is a
        // convenience; the document itself is saved on its own path.
        console.error('Failed to keep a version of the document', error);
      }
      this.queue.shift();
      this.notify();
    }
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
