import type { Editor } from '@tiptap/core';
import { useSyncExternalStore } from 'react';
import type { TextStats } from '../../lib/text';
import { documentStats } from './documentStats';

/** Statistics follow a short pause in typing rather than every keystroke. */
export const STATS_DELAY_MS = 150;

function sameStats(a: TextStats, b: TextStats): boolean {
  return (Object.keys(a) as (keyof TextStats)[]).every((key) => a[key] === b[key]);
}

/**
 * The statistics of the editor's content, recomputed a moment after each
 * edit. Only the components that show them subscribe (the header's word
 * count, the statistics panel): held as state in the editor workspace, each
 * pause in typing re-rendered the whole workspace, assistant tabs included.
 */
export class LiveStats {
  private stats: TextStats;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly editor: Editor,
    private readonly delayMs = STATS_DELAY_MS,
  ) {
    this.stats = documentStats(editor.state.doc);
  }

  subscribe = (listener: () => void): (() => void) => {
    if (this.listeners.size === 0) {
      this.editor.on('update', this.onUpdate);
      // Edits made while nobody listened count too.
      this.recompute();
    }
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.editor.off('update', this.onUpdate);
      this.cancel();
    };
  };

  getSnapshot = (): TextStats => this.stats;

  private onUpdate = (): void => {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.recompute();
    }, this.delayMs);
  };

  private recompute(): void {
    if (this.editor.isDestroyed) return;
    const next = documentStats(this.editor.state.doc);
    if (sameStats(this.stats, next)) return;
    this.stats = next;
    for (const listener of this.listeners) listener();
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** The current statistics; the calling component re-renders when they change. */
export function useLiveStats(liveStats: LiveStats): TextStats {
  return useSyncExternalStore(liveStats.subscribe, liveStats.getSnapshot);
}
