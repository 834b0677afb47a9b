import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/api/api-error';
import { isFieldRequired, isFieldVisible, type FieldConfig, type FormConfig, type FormValues } from './field-config';
import { fieldNameOf, schemaFormResolver, submittedValues } from './schema-resolver';
import { applyServerFieldErrors } from './server-field-errors';

/** Options of `useSchemaForm` (and props of `SchemaForm`). */
export interface UseSchemaFormOptions<S extends z.ZodType> {
  config: FormConfig<S>;
  defaultValues?: FormValues;
  /** Saves valid values (hidden fields left out). A rejection's `ApiError.errors` land on the fields; the toast is the client's. */
  onSubmit: (values: z.output<S>) => Promise<unknown> | unknown;
  /** Saves a draft without validation (暂存); shows the 暂存 button when given. */
  onSaveDraft?: (values: FormValues) => Promise<unknown> | unknown;
}

/** A shown field and whether it is required now. */
export interface ShownField {
  field: FieldConfig;
  required: boolean;
}

/** What `useSchemaForm` gives its view. */
export interface SchemaFormState {
  form: UseFormReturn<FieldValues>;
  shownFields: ShownField[];
  pending: boolean;
  isDirty: boolean;
  submit: (event?: FormEvent) => Promise<void>;
  saveDraft: (() => Promise<void>) | undefined;
  /** For the leave guard: dirty and not in the middle of a save (a save may navigate away). */
  shouldBlock: () => boolean;
}

/**
 * The headless controller of a schema form: react-hook-form with the config's zod schema, dependent
 * visibility and requiredness, one save at a time, and server field errors mapped onto fields.
 *
 * @example const state = useSchemaForm({ config: projectForm, onSubmit: (values) => create.mutateAsync({ body: values }) });
 */
export function useSchemaForm<S extends z.ZodType>({ config, defaultValues, onSubmit, onSaveDraft }: UseSchemaFormOptions<S>): SchemaFormState {
  const [resolver] = useState(() => schemaFormResolver(config.schema, config.fields));
  const form = useForm<FieldValues>({ resolver, defaultValues, mode: 'onTouched' });
  const values = useWatch({ control: form.control }) as FormValues;
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const focusAfterSave = useRef<string | null>(null);

  // The fields are disabled while saving, so the first server error is focused once they are enabled again.
  useEffect(() => {
    if (pending || !focusAfterSave.current) return;
    form.setFocus(focusAfterSave.current);
    focusAfterSave.current = null;
  }, [pending, form]);

  const shownFields = config.fields
    .filter((field) => isFieldVisible(field, values))
    .map((field) => ({ field, required: isFieldRequired(field, values) }));
  const shownNames = shownFields.map(({ field }) => field.name);

  const run = async (save: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await save();
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  const afterSave = async (action: () => Promise<unknown> | unknown) => {
    try {
      await action();
      form.reset(form.getValues());
    } catch (error) {
      // ApiErrors were already shown by the client's toast; anything else is a bug and stays loud.
      if (!(error instanceof ApiError)) throw error;
      focusAfterSave.current = applyServerFieldErrors(error, form.setError, shownNames, (key) => fieldNameOf(config.fields, key));
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    return run(() => form.handleSubmit((valid) => afterSave(() => onSubmit(valid as z.output<S>)))());
  };

  const saveDraft = onSaveDraft
    ? () => run(() => afterSave(() => onSaveDraft(submittedValues(config.fields, form.getValues()))))
    : undefined;

  return { form, shownFields, pending, isDirty: form.formState.isDirty, submit, saveDraft, shouldBlock: () => form.formState.isDirty && !busy.current };
}
