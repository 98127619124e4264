import { cn } from '../../components/ui/cn';
import { CheckIcon } from '../../components/ui/icons';

export const STEPS = [
  { id: 'setup', label: 'Setup' },
  { id: 'options', label: 'Options' },
  { id: 'generate', label: 'Generate' },
  { id: 'results', label: 'Results' },
] as const;
export type StepId = (typeof STEPS)[number]['id'];

/** The wizard's four steps: done ones ticked, the current one marked (aria-current="step"). */
export function StepIndicator({ current }: { current: StepId }) {
  const index = STEPS.findIndex((step) => step.id === current);
  return (
    <nav aria-label="Wizard progress">
      <ol className="grid grid-cols-4 gap-1.5">
        {STEPS.map((step, i) => {
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
                <span className={cn('h-0.5 flex-1 rounded-full', i === STEPS.length - 1 ? 'bg-transparent' : i < index ? 'bg-gold' : 'bg-line')} />
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
