import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn, type FieldValues } from 'react-hook-form';
import { fieldSchema } from '@forms/normalize';
import type { RecordFieldUi, RecordValues } from '@forms/record-ui';
import { FormActionBar } from '@/components/schema/form-action-bar';
import { KnownLabelsContext, type KnownLabels } from '@/components/schema/known-labels';
import { LeaveGuard } from '@/components/schema/leave-guard';
import { SchemaField } from '@/components/schema/schema-field';
import { useSchemaForm, type ShownField } from '@/components/schema/use-schema-form';
import { recordFormConfig, type RecordFormUi } from './record-config';
import { useFocusField } from './use-focus-field';

interface RecordFormProps {
  config: RecordFormUi;
  title: string;
  defaultValues?: RecordValues;
  /** The record being edited as fetched: pickers show its `displayKey` names for the ids it holds. */
  record?: RecordValues | null;
  onSubmit: (values: RecordValues) => Promise<unknown>;
  /** Saves the form unvalidated as a draft (暂存); shows the 暂存 button when given. */
  onSaveDraft?: (values: RecordValues) => Promise<unknown>;
  onCancel: () => void;
  /** The field to focus once the form shows (a reminder's 去处理 link: `&focus=<name>`). */
  focusField?: string | null;
}

function DeriveRule({ form, field }: { form: UseFormReturn<FieldValues>; field: RecordFieldUi }) {
  const value: unknown = useWatch({ control: form.control, name: field.name });
  const { derive } = field;
  useEffect(() => {
    const derived = derive?.(value);
    if (!derived) return;
    for (const [name, next] of Object.entries(derived)) {
      if (form.getValues(name) !== next) form.setValue(name, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  }, [value, derive, form]);
  return null;
}

// The names a picker shows for the ids the record holds (its `displayKey` values).
function knownLabels(fields: readonly RecordFieldUi[], record: RecordValues | null | undefined): KnownLabels {
  if (!record) return {};
  const entries = fields
    .filter((field) => field.displayKey && typeof record[field.name] === 'string' && typeof record[field.displayKey] === 'string')
    .map((field) => [field.name, { value: record[field.name] as string, label: record[field.displayKey!] as string }] as const);
  return Object.fromEntries(entries);
}

/**
 * A record's form: the schema-form controller with the record's sections, plus its `derive` rules
 * (a field that fills others once its value is valid). `focusField` is focused once when the form shows.
 */
export function RecordForm({ config, title, defaultValues, record, onSubmit, onSaveDraft, onCancel, focusField }: RecordFormProps) {
  const [labels] = useState(() => knownLabels(config.fields, record));
  // The schema is an object schema, so its output is the record values.
  const state = useSchemaForm({ config: recordFormConfig(config), defaultValues, onSubmit: (values) => onSubmit(values as RecordValues), onSaveDraft });
  const { control } = state.form;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusField(state.form.setFocus, formRef, focusField);
  const sections = config.sections ?? [];
  const known = new Set(sections.map((section) => section.id));
  // Field schemas come from the record's own schema: the form's wraps it (to spread values), which hides its fields.
  const render = (shown: ShownField[]) =>
    shown.map(({ field, required }) => (
      <SchemaField
        key={field.name}
        field={field}
        control={control}
        required={required}
        disabled={state.pending}
        schema={fieldSchema(config.schema, field.name)}
      />
    ));
  const groups = [
    { id: '', title: '', shown: state.shownFields.filter(({ field }) => !field.section || !known.has(field.section)) },
    ...sections.map((section) => ({ ...section, shown: state.shownFields.filter(({ field }) => field.section === section.id) })),
  ];
  return (
    <KnownLabelsContext value={labels}>
      <form ref={formRef} aria-label={title} noValidate onSubmit={state.submit} className="grid gap-6">
        {config.fields.filter((field) => field.derive).map((field) => (
          <DeriveRule key={field.name} form={state.form} field={field} />
        ))}
        {groups.map((group) =>
          group.shown.length === 0 ? null : group.id ? (
            <fieldset key={group.id} className="grid min-w-0 gap-4 md:grid-cols-2">
              <legend className="mb-2 text-base font-semibold">{group.title}</legend>
              {render(group.shown)}
            </fieldset>
          ) : (
            <div key="loose" className="grid gap-4 md:grid-cols-2">
              {render(group.shown)}
            </div>
          ),
        )}
        <FormActionBar pending={state.pending} onCancel={onCancel} onSaveDraft={state.saveDraft ? () => void state.saveDraft?.() : undefined} />
        <LeaveGuard active={state.isDirty} shouldBlock={state.shouldBlock} />
      </form>
    </KnownLabelsContext>
  );
}
