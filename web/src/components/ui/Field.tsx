import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

interface FieldControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control when there is no error. */
  hint?: ReactNode;
  error?: string | null;
  /** Marks the label as optional. */
  optional?: boolean;
  children: ReactElement<FieldControlProps>;
}

/** A label, a control, and its hint or error, wired together for assistive tech. */
export function Field({ label, hint, error, optional, children }: FieldProps) {
  const generated = useId();
  const id = (isValidElement(children) && children.props.id) || generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {optional && <span className="ml-1 font-normal text-ink-muted">(optional)</span>}
      </label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="text-sm text-danger-ink">
          {error}
        </p>
      )}
      {hint && (
        <div id={hintId} className="text-xs text-ink-muted">
          {hint}
        </div>
      )}
    </div>
  );
}
