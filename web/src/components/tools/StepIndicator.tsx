import { cn } from '../ui/cn';
import { CheckIcon } from '../ui/icons';

export interface Step<Id extends string = string> {
  id: Id;
  label: string;
}

/** A tool's steps: done ones ticked, the current one marked (aria-current="step"). */
export function StepIndicator<Id extends string>({ steps, current }: { steps: readonly Step<Id>[]; current: Id }) {
  const index = steps.findIndex((step) => step.id === current);
  return (
    <nav aria-label="Steps">
      <ol className="grid gap-1.5" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}>
        {steps.map((step, i) => {
          const done = i < index;
          const active = i === index;
          return (
            <li key={step.id} aria-current={active ? 'step' : undefined} data-step={step.label} className="flex min-w-0 flex-col items-center gap-1 text-center">
              <span className="flex w-full items-center" aria-hidden="true">
                <span className={cn('h-0.5 flex-1 rounded-full', i === 0 ? 'bg-transparent' : i <= index ? 'bg-gold' : 'bg-line')} />
                <span
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold',
                    active && 'border-primary bg-primary text-on-primary',
                    done && 'border-gold bg-gold text-[#1f1405]',
                    !active && !done && 'border-line bg-surface text-ink-muted',
                  )}
                >
                  {done ? <CheckIcon className="size-4" strokeWidth={2.5} /> : i + 1}
                </span>
                <span className={cn('h-0.5 flex-1 rounded-full', i === steps.length - 1 ? 'bg-transparent' : i < index ? 'bg-gold' : 'bg-line')} />
              </span>
              <span className={cn('truncate text-xs', active ? 'font-semibold text-ink' : 'text-ink-muted')}>
                <span className="sr-only">Step {i + 1}: </span>
                {step.label}
                {done && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
