import type { ReactNode } from 'react';
import { cn } from './cn';

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full border border-gold/40 bg-gold-soft px-2.5 py-0.5 text-xs font-semibold text-ink', className)}>
      {children}
    </span>
  );
}
