import type { z } from 'zod';
import { fieldSchema } from '@forms/normalize';
import type { FieldConfig } from './field-config';
import { FormActionBar } from './form-action-bar';
import { LeaveGuard } from './leave-guard';
import { SchemaField } from './schema-field';
import { useSchemaForm, type ShownField, type UseSchemaFormOptions } from './use-schema-form';

/** Props of `SchemaForm`: the `useSchemaForm` options plus the view's own. */
export interface SchemaFormProps<S extends z.ZodType> extends UseSchemaFormOptions<S> {
  /** The form's accessible name, e.g. 新增项目. */
  title: string;
  onCancel?: () => void;
  submitLabel?: string;
}

/**
 * Renders a record form from its config: sections as fieldsets in a 1–2 column grid, widgets from the field
 * registry, a sticky 取消/暂存/保存 bar, and a guard against leaving with unsaved changes.
 * Needs a data router (createBrowserRouter / createMemoryRouter) for the guard.
 *
 * @example <SchemaForm title="新增项目" config={projectForm} onSubmit={save} onCancel={() => navigate(-1)} />
 */
export function SchemaForm<S extends z.ZodType>({ title, onCancel, submitLabel, ...options }: SchemaFormProps<S>) {
  const state = useSchemaForm(options);
  const { control } = state.form;
  const sectionIds = new Set((options.config.sections ?? []).map((section) => section.id));
  const inSection = (field: FieldConfig, id: string | undefined) =>
    id === undefined ? !field.section || !sectionIds.has(field.section) : field.section === id;
  const renderFields = (shown: ShownField[]) =>
    shown.map(({ field, required }) => (
      <SchemaField
        key={field.name}
        field={field}
        control={control}
        required={required}
        disabled={state.pending}
        schema={fieldSchema(options.config.schema, field.name)}
      />
    ));
  const loose = state.shownFields.filter(({ field }) => inSection(field, undefined));

  return (
    <form aria-label={title} noValidate onSubmit={state.submit} className="grid gap-6">
      {loose.length > 0 ? <div className="grid gap-4 md:grid-cols-2">{renderFields(loose)}</div> : null}
      {(options.config.sections ?? []).map((section) => {
        const shown = state.shownFields.filter(({ field }) => inSection(field, section.id));
        if (shown.length === 0) return null;
        return (
          <fieldset key={section.id} className="grid min-w-0 gap-4 md:grid-cols-2">
            <legend className="mb-2 text-base font-semibold">{section.title}</legend>
            {renderFields(shown)}
          </fieldset>
        );
      })}
      <FormActionBar pending={state.pending} onCancel={onCancel} onSaveDraft={state.saveDraft} submitLabel={submitLabel} />
      <LeaveGuard active={state.isDirty} shouldBlock={state.shouldBlock} />
    </form>
  );
}
