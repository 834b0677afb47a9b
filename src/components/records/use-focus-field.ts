import { useEffect, type RefObject } from 'react';
import type { FieldValues, UseFormSetFocus } from 'react-hook-form';

const FIELD_NAME = /^[A-Za-z][\w.]*$/;

/**
 * Focuses and scrolls to one field of a just-mounted form, once: a reminder's 去处理 opens the record's form with
 * `&focus=certValidTo`. The form mounts after the record has loaded, so the field holds its value. It waits a tick:
 * a record page moves focus to its new heading in an effect of its own, which runs after the form's.
 *
 * @example useFocusField(form.setFocus, formRef, params.get('focus'))
 */
export function useFocusField(setFocus: UseFormSetFocus<FieldValues>, formRef: RefObject<HTMLFormElement | null>, name: string | null | undefined): void {
  useEffect(() => {
    if (!name || !FIELD_NAME.test(name)) return;
    const timer = setTimeout(() => {
      const form = formRef.current;
      setFocus(name);
      // A widget that does not hand react-hook-form its element (a picker) is found by name.
      if (form && !form.contains(document.activeElement)) form.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
      if (form?.contains(document.activeElement)) document.activeElement?.scrollIntoView({ block: 'center' });
    });
    return () => clearTimeout(timer);
    // setFocus and the ref are stable, so this runs once per form and field name.
  }, [setFocus, formRef, name]);
}
