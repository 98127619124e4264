import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from './cn';

export const inputClass =
  'block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink shadow-sm ' +
  'placeholder:text-ink-muted/70 focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/40 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger-ink';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(inputClass, className)} {...props} />;
});
