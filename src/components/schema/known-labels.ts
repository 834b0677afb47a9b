import { createContext, useContext } from 'react';

/** Labels of values a form opens with, by field name, e.g. a performance's person id → the person's name. */
export type KnownLabels = Readonly<Record<string, { value: string; label: string } | undefined>>;

/**
 * Lets a picker show the name of the value a form was opened with before any search returns it (otherwise it
 * can only show 已选择（id）). A record form provides it from the record's `displayKey` values.
 */
export const KnownLabelsContext = createContext<KnownLabels>({});

/** The known label of `value` in field `name`, if the form was opened with it. */
export function useKnownLabel(name: string, value: string): string | undefined {
  const known = useContext(KnownLabelsContext)[name];
  return known && known.value === value ? known.label : undefined;
}
