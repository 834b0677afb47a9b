import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '@/api/queries';
import type { ScopeChoice } from '../check-areas';

export interface ScopeOption {
  value: string;
  label: string;
}

/** The contract's largest picker answer. */
const OPTIONS_LIMIT = 50;

/**
 * The registered persons or projects matching `keyword`, from the same picker calls the performance form uses
 * (listEntPersonOptions limited to registered persons, listEntProjectOptions).
 */
export function useScopeOptions(options: ScopeChoice['options'], keyword: string) {
  const shared = { placeholderData: keepPreviousData };
  const persons = $api.useQuery(
    'get',
    '/portal/project/getEntPerson',
    { params: { query: { keyword: keyword || undefined, kind: ['registered'], pageSize: OPTIONS_LIMIT } } },
    { ...shared, enabled: options === 'persons', select: (response): ScopeOption[] => response.data.map((person) => ({ value: person.id, label: `${person.name}（${person.idCard}）` })) },
  );
  const projects = $api.useQuery(
    'get',
    '/portal/project/getEntProject',
    { params: { query: { keyword: keyword || undefined, pageSize: OPTIONS_LIMIT } } },
    {
      ...shared,
      enabled: options === 'projects',
      select: (response): ScopeOption[] => response.data.map((project) => ({ value: project.id, label: project.projectCode ? `${project.projectName}（${project.projectCode}）` : project.projectName })),
    },
  );
  return options === 'persons' ? persons : projects;
}
