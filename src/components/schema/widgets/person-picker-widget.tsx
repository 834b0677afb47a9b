import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { $api } from '@/api/queries';
import { OptionPicker } from './option-picker';
import { useDebouncedValue } from './use-debounced-value';
import type { WidgetProps } from './widget-props';

/**
 * kind `person`: one person of the enterprise (listEntPersonOptions), searched by name or ID-card prefix;
 * the value is the person's id. `personKinds` limits the sources (人员业绩: ['registered']).
 */
export function PersonPickerWidget(props: WidgetProps) {
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim());
  const kind = props.field.personKinds ? [...props.field.personKinds] : undefined;
  const query = $api.useQuery(
    'get',
    '/portal/project/getEntPerson',
    { params: { query: { keyword: settled || undefined, kind, pageSize: 20 } } },
    { placeholderData: keepPreviousData, select: (response) => response.data.map((person) => ({ value: person.id, label: `${person.name}（${person.idCard}）` })) },
  );
  return <OptionPicker widget={props} keyword={keyword} onKeywordChange={setKeyword} options={query.data} isLoading={query.isLoading} isError={query.isError} maxKeywordLength={50} />;
}
