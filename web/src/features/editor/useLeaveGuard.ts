import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';

export interface LeaveGuardOptions {
  hasUnsavedChanges: boolean;
  isSaving: boolean;
  /** The save machine's failure or conflict message. */
  error: string | null;
  /** Saves now (never throws; a failure shows up in `error`). */
  save(): Promise<void>;
}

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
 * closes are the browser's beforeunload question, not this.
 */
export function useLeaveGuard({ hasUnsavedChanges, isSaving, error, save }: LeaveGuardOptions): LeaveGuard {
  const mustAsk = hasUnsavedChanges || isSaving;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => mustAsk && currentLocation.pathname !== nextLocation.pathname,
  );
  const [leaveRequested, setLeaveRequested] = useState(false);
  const blocked = blocker.state === 'blocked';
  // The navigation went on or was called off: the request is over (adjusted
  // while rendering, so a later question starts afresh).
  if (leaveRequested && !blocked) setLeaveRequested(false);
  const savingToLeave = leaveRequested && blocked;

  // Save and leave: go once the save has landed; on a failure or conflict stay,
  // so the editor's message (and the kept text) is in view.
  useEffect(() => {
    if (!savingToLeave || isSaving) return;
    if (!hasUnsavedChanges) blocker.proceed?.();
    else if (error) blocker.reset?.();
  }, [savingToLeave, isSaving, hasUnsavedChanges, error, blocker]);

  return {
    asking: blocker.state === 'blocked',
    savingToLeave,
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    saveAndLeave: () => {
      setLeaveRequested(true);
      void save();
    },
  };
}
