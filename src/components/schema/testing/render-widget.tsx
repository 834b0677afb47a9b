import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import type { FieldConfig } from '../field-config';
import type { WidgetProps } from '../widgets/widget-props';

function Harness({ Widget, field, initial, onChange }: { Widget: ComponentType<WidgetProps>; field: FieldConfig; initial: unknown; onChange: (value: unknown) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <label id="w-label" htmlFor="w-control">
        {field.label}
      </label>
      <Widget
        id="w-control"
        labelId="w-label"
        field={field}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        onBlur={() => undefined}
        inputRef={() => undefined}
        disabled={false}
        invalid={false}
        required={false}
        describedBy={undefined}
      />
    </div>
  );
}

/** Renders one widget under a label, holding its value in state; `onChange` records every new value. */
export function renderWidget(Widget: ComponentType<WidgetProps>, field: FieldConfig, initial?: unknown) {
  const onChange = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Harness Widget={Widget} field={field} initial={initial} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { ...view, user, onChange };
}
