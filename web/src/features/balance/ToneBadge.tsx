import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';
import type { Tone } from './balanceLogic';

/** Text and border colours of a rating: green, yellow, red (always with words). */
export const TONE_CLASSES: Record<Tone, string> = {
  good: 'border-success-line bg-success-bg text-success-ink',
  fair: 'border-gold/60 bg-gold-soft text-ink',
  poor: 'border-danger-line bg-danger-bg text-danger-ink',
};

/** The fill of a meter or a score in the same three colours. */
export const TONE_FILL: Record<Tone, string> = {
  good: 'bg-success-ink',
  fair: 'bg-gold',
  poor: 'bg-danger-ink',
};

export function ToneBadge({ tone, children, className, testId }: { tone: Tone; children: ReactNode; className?: string; testId?: string }) {
  return (
    <span
      data-tone={tone}
      data-testid={testId}
      className={cn('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONE_CLASSES[tone], className)}
    >
      {children}
    </span>
  );
}
