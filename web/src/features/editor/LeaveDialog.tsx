import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button, buttonClass } from '../../components/ui/Button';
import type { LeaveGuard } from './useLeaveGuard';

export const LEAVE_TITLE = 'Unsaved changes';
export const LEAVE_QUESTION = 'You have unsaved changes. Leave without saving?';

/**
 * Asks before leaving the editor with unsaved changes: Stay (focused first,
 * and what Escape does), Save and leave, or Leave without saving.
 */
export function LeaveDialog({ guard }: { guard: LeaveGuard }) {
  const busy = guard.savingToLeave;
  return (
    <AlertDialog.Root open={guard.asking} onOpenChange={(open) => !open && !busy && guard.stay()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 text-ink shadow-2xl focus:outline-none">
          <AlertDialog.Title className="font-display text-lg font-semibold">{LEAVE_TITLE}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-muted">{LEAVE_QUESTION}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('secondary')} disabled={busy}>
              Stay
            </AlertDialog.Cancel>
            <Button variant="danger" disabled={busy} onClick={guard.leave}>
              Leave
            </Button>
            <Button variant="gold" disabled={busy} aria-busy={busy} onClick={guard.saveAndLeave}>
              {busy ? 'Saving...' : 'Save and leave'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** Default export for lazy loading where the dialog opens. */
export default LeaveDialog;
