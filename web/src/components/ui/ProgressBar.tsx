import { cn } from './cn';

export interface ProgressBarProps {
  /** What is in progress, shown above the bar and used as its accessible name. */
  label: string;
  /** Done so far, 0 to max; undefined while the amount is not known. */
  value?: number;
  max?: number;
  /** Shown beside the label: "120 of 1,000", "45%". */
  detail?: string;
  className?: string;
}

/** A labelled progress bar (role progressbar with its value for assistive tech). */
export function ProgressBar({ label, value, max = 100, detail, className }: ProgressBarProps) {
  const known = value !== undefined && max > 0;
  const percent = known ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-ink">{label}</span>
        {detail && <span className="tabular-nums text-ink-muted">{detail}</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={known ? max : undefined}
        aria-valuenow={known ? value : undefined}
        aria-valuetext={detail}
        className="h-2.5 overflow-hidden rounded-full bg-surface-muted ring-1 ring-inset ring-line"
      >
        <div
          className={cn('h-full rounded-full bg-gold transition-[width] duration-200', !known && 'w-1/3 animate-pulse')}
          style={known ? { width: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}
