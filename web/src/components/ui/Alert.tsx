import type { ReactNode } from 'react';
import { cn } from './cn';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<AlertTone, string> = {
  error: 'border-danger-line bg-danger-bg text-danger-ink',
  success: 'border-success-line bg-success-bg text-success-ink',
  info: 'border-info-line bg-info-bg text-info-ink',
  warning: 'border-gold/50 bg-gold-soft text-ink',
};

/**
 * A boxed message; errors are announced immediately (role alert), others
 * politely. `live={false}` drops the role, for a box placed in a live region
 * of its own.
 */
export function Alert({ tone, title, children, className, live = true }: { tone: AlertTone; title?: ReactNode; children: ReactNode; className?: string; live?: boolean }) {
  return (
    <div
      role={!live ? undefined : tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      className={cn('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
    >
      {title && <p className="mb-0.5 font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}
