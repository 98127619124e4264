import { ConfirmDialog } from '../components/ui/ConfirmDialog';

/** What signing out with edits not yet saved to the account would remove. */
export function unsavedSignOutText(count: number): string {
  const which = count === 1 ? 'One document has' : `${count} documents have`;
  return `${which} changes not yet saved to your account. They are kept on this device until they are saved; signing out removes them from it. To keep them, stay signed in and open them while online.`;
}

/** Asks before a sign-out that would remove edits only this device holds. */
export default function UnsavedSignOutDialog({ count, onStay, onSignOut }: { count: number; onStay(): void; onSignOut(): void }) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onStay()}
      title="Unsaved changes on this device"
      description={unsavedSignOutText(count)}
      confirmLabel="Sign Out Anyway"
      cancelLabel="Stay Signed In"
      destructive
      onConfirm={onSignOut}
    />
  );
}
