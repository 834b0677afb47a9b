import { enterpriseUi } from '@forms/enterprise.ui';
import type { SingleRecordUiConfig } from '@forms/single-record-ui';
import { paths } from '@/config/paths';

/** Which one-per-enterprise record type each /qyxx page shows (see RECORD_PAGES for listed types). */
export const SINGLE_RECORD_PAGES: Readonly<Record<string, SingleRecordUiConfig>> = {
  [paths.enterpriseInfo.businessLicence.path]: enterpriseUi,
};
