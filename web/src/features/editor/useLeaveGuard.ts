import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import type { SaveController } from './useSaveState';

export interface LeaveGuard {
  /** An in-app navigation is waiting for the user's answer. */
  asking: boolean;
  /** "Save and leave" is saving; navigation follows when it succeeds. */
  savingToLeave: boolean;
  stay(): void;
  leave(): void;
  saveAndLeave(): void;
}

/**
 * Holds every in-app navigation away from the page (browser Back, links, the
 * editor's own Back button) while there are unsaved changes or a save is in
 * flight, until the user stays, leaves, or saves and leaves. Reloads and tab
 * closes are the browser's beforeunload question (useUnloadGuard).
 *
 * The save state is read when it matters (a navigation, a save landing), not
 * rendered: the editor does not re-render when a keystroke marks it unsaved.
 */
export function useLeaveGuard(save: SaveController): LeaveGuard {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const { hasUnsavedChanges, isSaving } = save.getSnapshot();
    return (hasUnsavedChanges || isSaving) && currentLocation.pathname !== nextLocation.pathname;
  });
  const [leaveRequested, setLeaveRequested] = useState(false);
  const blocked = blocker.state === 'blocked';
  // The navigation went on or was called off: the request is over (adjusted
  // while rendering, so a later question starts afresh).
  if (leaveRequested && !blocked) setLeaveRequested(false);
  const savingToLeave = leaveRequested && blocked;

  // Save and leave: go once the save has landed; on a failure or conflict stay,
  // so the editor's message (and the kept text) is in view.
  useEffect(() => {
    if (!savingToLeave) return;
    const settle = () => {
      const { isSaving, hasUnsavedChanges, error } = save.getSnapshot();
      if (isSaving) return;
      if (!hasUnsavedChanges) blocker.proceed?.();
      else if (error) blocker.reset?.();
    };
    settle();
    return save.subscribe(settle);
  }, [savingToLeave, save, blocker]);

  return {
    asking: blocked,
    savingToLeave,
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    saveAndLeave: () => {
      setLeaveRequested(true);
      void save.save();
    },
  };
}

/**
 * The browser asks before closing or reloading the tab while there are
 * unsaved changes. The listener is there only then: a page with one is kept
 * out of the back/forward cache.
 */
export function useUnloadGuard(save: SaveController): void {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    let listening = false;
    const follow = () => {
      const unsaved = save.getSnapshot().hasUnsavedChanges;
      if (unsaved === listening) return;
      listening = unsaved;
      if (unsaved) window.addEventListener('beforeunload', onBeforeUnload);
      else window.removeEventListener('beforeunload', onBeforeUnload);
    };
    follow();
    const stop = save.subscribe(follow);
    return () => {
      stop();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [save]);
}
