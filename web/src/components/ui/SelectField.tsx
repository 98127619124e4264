import type { ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { Field } from './Field';
import { inputClass } from './Input';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  options: readonly SelectOption[];
  /** An empty first choice ("Choose a class", "Any Profession"). */
  placeholder?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** The field holds a number (the options' values are numbers). */
  numeric?: boolean;
  /** A message from outside the schema (a server's 400 for this field). */
  error?: string;
}

/** A labelled native select bound to the enclosing <Form>'s field `name`, with its error or hint. */
export function SelectField<T extends FieldValues>({ name, label, options, placeholder, hint, optional, numeric, error }: SelectFieldProps<T>) {
  const { register, getFieldState, formState } = useFormContext<T>();
  const message = getFieldState(name, formState).error?.message ?? error;
  return (
    <Field label={label} hint={hint} optional={optional} error={message}>
      <select className={inputClass} required={placeholder !== undefined && !optional} {...register(name, { valueAsNumber: numeric })}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
