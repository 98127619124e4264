import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';
import type { TextStats } from '../../lib/text';
import { documentStats } from './documentStats';

/** Statistics follow a short pause in typing rather than every keystroke. */
export const STATS_DELAY_MS = 150;

function sameStats(a: TextStats, b: TextStats): boolean {
  return (Object.keys(a) as (keyof TextStats)[]).every((key) => a[key] === b[key]);
}

/** The statistics of the editor's current content, updated shortly after each edit. */
export function useLiveStats(editor: Editor, delayMs = STATS_DELAY_MS): TextStats {
  const [stats, setStats] = useState<TextStats>(() => documentStats(editor.state.doc));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const recompute = () => {
      timer = null;
      if (editor.isDestroyed) return;
      const next = documentStats(editor.state.doc);
      setStats((current) => (sameStats(current, next) ? current : next));
    };
    const onUpdate = () => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(recompute, delayMs);
    };
    editor.on('update', onUpdate);
    return () => {
      editor.off('update', onUpdate);
      if (timer !== null) clearTimeout(timer);
    };
  }, [editor, delayMs]);
  return stats;
}
