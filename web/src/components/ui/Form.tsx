// Forms: react-hook-form state checked by a zod schema (zod/mini), the same
// way in every tool. The state lives in the component that owns the form
// (useZodForm), so it survives steps that hide the fields; <Form> draws the
// <form> and hands the state to the fields inside (useFormContext).
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type SubmitHandler, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';

/** A form's state for `schema`: values typed from it, checked by it on submit. */
export function useZodForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver: zodResolver(schema) });
}

export interface FormProps<In extends FieldValues, Out> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  form: UseFormReturn<In, unknown, Out>;
  /** Called with the schema's output when every field is valid. */
  onSubmit: SubmitHandler<Out>;
  children: ReactNode;
}

/** The <form> of a useZodForm state: submits through the schema; the browser's own checks are off (the schema's messages show instead). */
export function Form<In extends FieldValues, Out>({ form, onSubmit, children, ...props }: FormProps<In, Out>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...props} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}
