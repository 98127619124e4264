// For tests: put <BridgeProbe /> where the assistant tools go, then drive the
// editor through probedBridge() the way a tool does. Forgotten when the probe
// unmounts (each test's render is cleaned up after it).
import { useEffect, type ReactNode } from 'react';
import { useEditorBridge, type EditorBridge } from '../../lib/editor-bridge';

let current: EditorBridge | null = null;

export function BridgeProbe({ children = null }: { children?: ReactNode }) {
  const bridge = useEditorBridge();
  useEffect(() => {
    current = bridge;
    return () => {
      if (current === bridge) current = null;
    };
  }, [bridge]);
  return children;
}

/** The bridge of the editor on screen (throws before one has mounted). */
export function probedBridge(): EditorBridge {
  if (!current) throw new Error('No editor bridge yet: is <BridgeProbe /> in the assistant panel?');
  return current;
}

/** True once an editor's bridge has reached the probe. */
export const hasProbedBridge = (): boolean => current !== null;
