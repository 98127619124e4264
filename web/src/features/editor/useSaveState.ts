import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';

/** Spec section 9: autosave 2 s after the last edit. */
export const AUTOSAVE_DELAY_MS = 2000;
export const SAVE_FAILED_MESSAGE = 'Failed to save document';
export const CONFLICT_MESSAGE = 'This document was saved in another tab or window after you opened it.';
export const RELOAD_FAILED_MESSAGE = 'Failed to reload the document. Your text is unchanged.';
/** Shown in the editor header while the store cannot be reached (the wording). */
export const OFFLINE_MESSAGE = 'Offline: changes are kept on this device';
/** While offline, a save is tried again this often even if the browser never says it is back online. */
export const OFFLINE_RETRY_MS = 20_000;

export type SaveStatus = 'saved' | 'unsaved' | 'saving';

export interface SavedVersion {
  version: number;
  savedAt: Date;
}

export interface LatestVersion extends SavedVersion {
  content: string;
}

export interface SaveStateOptions {
  /** The version the editor loaded; saves are refused if the store moved on. */
  initialVersion: number;
  initialSavedAt: Date | null;
  /** Reads the content to save; called when a save starts, never per keystroke. */
  readContent(): string;
  /** Stores content on top of `baseVersion`; throws on failure. */
  persist(content: string, baseVersion: number): Promise<SavedVersion>;
  /** True when `persist` failed because someone else saved first. */
  isConflict(error: unknown): boolean;
  /** The stored document, for resolving a conflict. */
  loadLatest(): Promise<LatestVersion>;
  /** Shows reloaded content in the editor without counting it as an edit. */
  showContent(content: string): void;
  /**
   * Says why a save failed when the reason is the user's to act on (such as a
   * document too large to store): the message shown and the short save state
   * ("Not saved: too large for one document"). Other failures read "Failed to
   * save document" and SAVE_FAILED_STATE.
   */
  describeFailure?(error: unknown): { message: string; state: string } | undefined;
  /** Default true (the document's isAutoSaveEnabled). */
  autosave?: boolean;
  autosaveDelayMs?: number;
  /**
   * Keeps the text on this device before a save is attempted (the edit
   * journal). A failure here is logged and the save goes ahead.
   */
  journal?(content: string, baseVersion: number): Promise<void>;
  /** The store acknowledged this text: its journal entry may go. */
  acknowledged?(content: string, saved: SavedVersion): void;
  /** True when `persist` failed because the store cannot be reached. */
  isUnavailable?(error: unknown): boolean;
  /**
   * Saving needs the network (Firestore; not the browser store): while the
   * browser is offline, edits are only journalled, and saving resumes when
   * it is back online.
   */
  needsNetwork?: boolean;
  offlineRetryMs?: number;
}

export interface SaveSnapshot {
  status: SaveStatus;
  hasUnsavedChanges: boolean;
  isSaving: boolean;
  lastSavedAt: Date | null;
  /** A failure or conflict message; the text and the unsaved flag are kept. */
  error: string | null;
  /** The last save failed: why, in a few words (SAVE_FAILED_STATE or describeFailure's state). */
  failure: string | null;
  conflict: boolean;
  /**
   * The store cannot be reached: edits are kept on this device (the journal)
   * and saved when it can be reached again.
   */
  offline: boolean;
}

export const SAVE_FAILED_STATE = 'Not saved: the last save failed';

/**
 * The editor's save-state machine (spec section 4): Saved, Unsaved, Saving...
 *
 * - every edit marks the document unsaved and restarts the autosave timer;
 * - an explicit save cancels the timer and saves at once;
 * - saves run asynchronously; edits made while one is in flight keep the
 *   unsaved flag and are autosaved afterwards;
 * - a failure keeps the flag and says so; a version conflict stops autosave
 *   until the user keeps their copy or reloads the stored one.
 */
export class SaveController {
  options: SaveStateOptions;
  private snapshot: SaveSnapshot;
  private readonly listeners = new Set<() => void>();
  // Every edit bumps the revision; a save covers the revision it started at.
  private revision = 0;
  private baseVersion: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private saveRequestedDuringFlight = false;
  private disposed = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: SaveStateOptions) {
    this.options = options;
    this.baseVersion = options.initialVersion;
    this.snapshot = {
      status: 'saved',
      hasUnsavedChanges: false,
      isSaving: false,
      lastSavedAt: options.initialSavedAt,
      error: null,
      failure: null,
      conflict: false,
      offline: false,
    };
  }

  /** The newest options (callbacks), used by saves started from now on. */
  setOptions(options: SaveStateOptions): void {
    this.options = options;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SaveSnapshot => this.snapshot;

  /** Call on every edit: no React update unless the unsaved flag flips. */
  markChanged = (): void => {
    this.revision++;
    this.update({ hasUnsavedChanges: true });
    // A save in flight schedules the next autosave when it finishes.
    if (!this.inFlight) this.scheduleAutosave();
  };

  /** Saves now, cancelling the autosave timer. */
  save = (): Promise<void> => {
    this.clearTimer();
    if (this.inFlight) {
      this.saveRequestedDuringFlight = true;
      return this.inFlight;
    }
    return this.startSave();
  };

  /** Conflict: save this copy on top of the version now stored. */
  keepMine = async (): Promise<void> => {
    try {
      const latest = await this.options.loadLatest();
      this.baseVersion = latest.version;
    } catch (err) {
      console.error(SAVE_FAILED_MESSAGE, err);
      this.update({ error: SAVE_FAILED_MESSAGE });
      return;
    }
    this.update({ conflict: false, error: null, hasUnsavedChanges: true });
    await this.save();
  };

  /** Conflict: replace this copy with the stored version. */
  reloadTheirs = async (): Promise<void> => {
    let latest: LatestVersion;
    try {
      latest = await this.options.loadLatest();
    } catch (err) {
      console.error(RELOAD_FAILED_MESSAGE, err);
      this.update({ error: RELOAD_FAILED_MESSAGE });
      return;
    }
    this.options.showContent(latest.content);
    this.clearTimer();
    this.baseVersion = latest.version;
    this.update({ conflict: false, error: null, failure: null, hasUnsavedChanges: false, lastSavedAt: latest.savedAt });
  };

  /**
   * Runs another write to the same document (its settings) after any save in
   * flight, on the version this editor holds; its result becomes the base of
   * later saves. A conflict here is reported like a save conflict.
   */
  withVersion = async <T extends { version: number }>(write: (baseVersion: number) => Promise<T>): Promise<T> => {
    if (this.inFlight) await this.inFlight;
    try {
      const result = await write(this.baseVersion);
      this.baseVersion = result.version;
      return result;
    } catch (err) {
      if (this.options.isConflict(err)) {
        this.clearTimer();
        this.update({ conflict: true, error: CONFLICT_MESSAGE });
      }
      throw err;
    }
  };

  dismissError = (): void => {
    if (!this.snapshot.conflict) this.update({ error: null });
  };

  /** (Re)starts after `dispose`, as React's strict mode remounts effects. */
  activate(): void {
    this.disposed = false;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    if (this.options.needsNetwork && navigator.onLine === false) this.update({ offline: true });
  }

  /** Stops the timers and any follow-up save (the page is going away). */
  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.clearRetry();
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
  }

  /**
   * Journals the text on screen now, without saving: for the moment the page
   * is hidden or closed, when the autosave may never come.
   */
  journalNow = (): Promise<void> => {
    if (!this.snapshot.hasUnsavedChanges || !this.options.journal) return Promise.resolve();
    return this.writeJournal(this.options.readContent());
  };

  private onOnline = (): void => {
    if (!this.snapshot.offline) return;
    this.update({ offline: false });
    if (this.snapshot.hasUnsavedChanges) void this.save();
  };

  private onOffline = (): void => {
    if (this.options.needsNetwork) this.update({ offline: true });
  };

  private async writeJournal(content: string): Promise<void> {
    try {
      await this.options.journal?.(content, this.baseVersion);
    } catch (err) {
      console.error('Failed to keep the text on this device', err);
    }
  }

  /** Offline: try again when the browser says it is back, or after a while in case it never does. */
  private goOffline(): void {
    this.update({ offline: true, isSaving: false, error: null, failure: null });
    this.clearRetry();
    if (this.disposed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.snapshot.hasUnsavedChanges) void this.save();
    }, this.options.offlineRetryMs ?? OFFLINE_RETRY_MS);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
    }
  }

  private startSave(): Promise<void> {
    if (!this.snapshot.hasUnsavedChanges || this.snapshot.conflict || this.disposed) return Promise.resolve();
    const savingRevision = this.revision;
    this.update({ isSaving: true });
    const run = async () => {
      try {
        const content = this.options.readContent();
        // Kept on this device first: whatever happens to the save, the text survives a reload.
        await this.writeJournal(content);
        if (this.options.needsNetwork && navigator.onLine === false) {
          this.goOffline();
          return;
        }
        const saved = await this.options.persist(content, this.baseVersion);
        this.baseVersion = saved.version;
        const untouched = this.revision === savingRevision;
        this.clearRetry();
        this.update({ lastSavedAt: saved.savedAt, error: null, failure: null, offline: false, hasUnsavedChanges: !untouched, isSaving: false });
        this.options.acknowledged?.(content, saved);
      } catch (err) {
        if (this.options.isUnavailable?.(err)) {
          this.saveRequestedDuringFlight = false;
          this.goOffline();
        } else if (this.options.isConflict(err)) {
          this.saveRequestedDuringFlight = false;
          this.update({ conflict: true, error: CONFLICT_MESSAGE, isSaving: false });
        } else {
          const described = this.options.describeFailure?.(err);
          if (!described) console.error(SAVE_FAILED_MESSAGE, err);
          this.update({
            error: described?.message ?? SAVE_FAILED_MESSAGE,
            failure: described?.state ?? SAVE_FAILED_STATE,
            isSaving: false,
          });
        }
      } finally {
        this.inFlight = null;
      }
      if (this.disposed || this.snapshot.offline) return;
      if (this.saveRequestedDuringFlight) {
        this.saveRequestedDuringFlight = false;
        await this.startSave();
      } else if (this.snapshot.hasUnsavedChanges && this.revision !== savingRevision) {
        this.scheduleAutosave();
      }
    };
    this.inFlight = run();
    return this.inFlight;
  }

  private scheduleAutosave(): void {
    this.clearTimer();
    if (this.disposed) return;
    if (this.snapshot.offline || this.snapshot.conflict || this.options.autosave === false) {
      // No save will start by itself: keep each pause's text on this device instead.
      if (!this.options.journal) return;
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.journalNow();
      }, this.options.autosaveDelayMs ?? AUTOSAVE_DELAY_MS);
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save();
    }, this.options.autosaveDelayMs ?? AUTOSAVE_DELAY_MS);
  }

  private clearTimer(): void {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }

  private update(patch: Partial<Omit<SaveSnapshot, 'status'>>): void {
    const next = { ...this.snapshot, ...patch };
    const changed = (Object.keys(patch) as (keyof typeof patch)[]).some((key) => next[key] !== this.snapshot[key]);
    if (!changed) return;
    next.status = next.isSaving ? 'saving' : next.hasUnsavedChanges ? 'unsaved' : 'saved';
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

/**
 * React binding of SaveController: one per editor, the latest options used at
 * each save. It subscribes to nothing: each component reads the part of the
 * save state it shows with useSaveSnapshot, so the first keystroke after a save
 * (Saved to Unsaved) re-renders the save button and status, not the workspace.
 */
export function useSaveController(options: SaveStateOptions): SaveController {
  const [controller] = useState(() => new SaveController(options));
  // Saves started after this render use its options (the newest callbacks).
  useLayoutEffect(() => {
    controller.setOptions(options);
  });
  useEffect(() => {
    controller.activate();
    return () => controller.dispose();
  }, [controller]);
  return controller;
}

/**
 * One value of the save state; the calling component re-renders only when it
 * changes. `select` returns a primitive or the snapshot itself (a snapshot is
 * replaced, never changed).
 */
export function useSaveSnapshot<T>(controller: SaveController, select: (snapshot: SaveSnapshot) => T): T {
  return useSyncExternalStore(controller.subscribe, () => select(controller.getSnapshot()));
}
