import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from './cn';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  widthClass?: string;
  /** Blocks closing by Escape or outside click (e.g. while submitting). */
  locked?: boolean;
}

/** A modal dialog on Radix (focus trap, Escape, aria wiring) in the app's style. */
export function Dialog({ open, onOpenChange, title, description, children, widthClass = 'max-w-lg', locked }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (!locked || next ? onOpenChange(next) : undefined)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <RadixDialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-2xl border border-line bg-surface p-6 text-ink shadow-2xl focus:outline-none',
            widthClass,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="font-display text-xl font-semibold">{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className="mt-1 text-sm text-ink-muted">{description}</RadixDialog.Description>}
            </div>
            <RadixDialog.Close
              disabled={locked}
              aria-label="Close"
              className="rounded-md p-1 text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-50"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
              </svg>
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
