import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { XIcon } from '../ui/icons';
import { StepIndicator, type Step } from './StepIndicator';

export interface ToolShellProps<Id extends string> extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The tool's name, its heading ("Fantasy Name Generator"). */
  title: string;
  /** One line under the title: what the tool does. */
  description: ReactNode;
  /** A small picture beside the title. */
  icon?: ReactNode;
  /** Shows the close button ("Close <title>"): the tool resets and the panel goes back to Errors. */
  onClose?(): void;
  /** The tool's steps, shown under the title. */
  steps?: { items: readonly Step<Id>[]; current: Id };
  children: ReactNode;
}

/**
 * The frame every assistant tool shares: a region named by the tool's
 * title, the title with its description (and icon), the close button, the
 * steps, then the tool itself. Tools show their messages with ToolNotice and
 * label built-in content with BuiltInContentNotice.
 */
export function ToolShell<Id extends string>({ title, description, icon, onClose, steps, children, ...section }: ToolShellProps<Id>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="@container flex flex-col gap-4" {...section}>
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-2.5">
          {icon && (
            <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-gold-soft text-gold" aria-hidden="true">
              {icon}
            </span>
          )}
          <div className="min-w-0">
            <h3 id={titleId} className="font-display text-lg leading-tight font-semibold text-ink">
              {title}
            </h3>
            <p className="mt-0.5 text-sm text-ink-muted">{description}</p>
          </div>
        </div>
        {onClose && (
          <Button variant="ghost" size="sm" className="shrink-0 px-2" aria-label={`Close ${title}`} onClick={onClose}>
            <XIcon className="size-4" />
          </Button>
        )}
      </header>
      {steps && <StepIndicator steps={steps.items} current={steps.current} />}
      {children}
    </section>
  );
}
