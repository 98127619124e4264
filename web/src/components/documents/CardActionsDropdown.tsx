import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import type { LoreDocument } from '../../lib/documents/types';
import { cn } from '../ui/cn';

export interface CardAction {
  label: string;
  handler(document: LoreDocument): void;
}

export interface CardActionsDropdownProps {
  label: string;
  actions: CardAction[];
  document: LoreDocument;
  open: boolean;
  onOpenChange(open: boolean): void;
  triggerClass: string;
  icon: ReactNode;
}

/**
 * A document card's actions as a Radix menu. Its own chunk (with Radix's
 * menu and Floating UI, 12 KB gzipped), loaded when a card's menu is first
 * opened (DocumentCard.tsx).
 */
export default function CardActionsDropdown({ label, actions, document, open, onOpenChange, triggerClass, icon }: CardActionsDropdownProps) {
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger aria-label={label} className={triggerClass}>
        {icon}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-36 rounded-xl border border-line bg-surface p-1 text-sm text-ink shadow-lg"
        >
          {actions.map(({ label: actionLabel, handler }) => (
            <DropdownMenu.Item
              key={actionLabel}
              onSelect={() => handler(document)}
              className={cn(
                'cursor-pointer rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-surface-muted',
                actionLabel === 'Delete' && 'text-danger-ink',
              )}
            >
              {actionLabel}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
