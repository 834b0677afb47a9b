import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { $api } from '@/api/queries';
import { OptionPicker } from './option-picker';
import { useDebouncedValue } from './use-debounced-value';
import type { WidgetProps } from './widget-props';

// A project without a platform code is offered by its name alone.
const projectLabel = ({ projectName, projectCode }: { projectName: string; projectCode: string | null }) =>
  projectCode ? `${projectName}（${projectCode}）` : projectName;

/** kind `project`: one project of the enterprise (listEntProjectOptions), searched by name or code; the value is its id. */
export function ProjectPickerWidget(props: WidgetProps) {
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim());
  const query = $api.useQuery(
    'get',
    '/portal/project/getEntProject',
    { params: { query: { keyword: settled || undefined, pageSize: 20 } } },
    { placeholderData: keepPreviousData, select: (response) => response.data.map((project) => ({ value: project.id, label: projectLabel(project) })) },
  );
  return <OptionPicker widget={props} keyword={keyword} onKeywordChange={setKeyword} options={query.data} isLoading={query.isLoading} isError={query.isError} maxKeywordLength={200} />;
}
