import { certificateUi } from '@forms/certificate.ui';
import { otherPersonUi } from '@forms/other-person.ui';
import { performanceUi } from '@forms/performance.ui';
import { projectUi } from '@forms/project.ui';
import type { RecordUiConfig } from '@forms/record-ui';
import { registeredPersonUi } from '@forms/registered-person.ui';
import { paths } from '@/config/paths';

/** Which record type each /qyxx page shows; pages not listed keep their placeholder. */
export const RECORD_PAGES: Readonly<Record<string, RecordUiConfig>> = {
  [paths.enterpriseInfo.certificates.path]: certificateUi,
  [paths.enterpriseInfo.registeredPersons.path]: registeredPersonUi,
  [paths.enterpriseInfo.otherPersons.path]: otherPersonUi,
  [paths.enterpriseInfo.projects.path]: projectUi,
  [paths.enterpriseInfo.performances.path]: performanceUi,
};
