import type { z } from 'zod';
import { certificateUi } from './certificate.ui.ts';
import { enterpriseUi } from './enterprise.ui.ts';
import { otherPersonUi } from './other-person.ui.ts';
import { performanceUi } from './performance.ui.ts';
import { projectUi } from './project.ui.ts';
import { registeredPersonUi } from './registered-person.ui.ts';
import { certificateInputSchema, certificateUpdateSchema } from './certificate.ts';
import { enterpriseInputSchema, enterpriseUpdateSchema } from './enterprise.ts';
import { otherPersonInputSchema, otherPersonUpdateSchema } from './other-person.ts';
import { performanceInputSchema, performanceUpdateSchema } from './performance.ts';
import { projectInputSchema, projectUpdateSchema } from './project.ts';
import { registeredPersonInputSchema, registeredPersonUpdateSchema } from './registered-person.ts';
import type { RecordUiConfig } from './record-ui.ts';
import type { SingleRecordUiConfig } from './single-record-ui.ts';

/** The shapes of one record type, with the names of their counterparts in openapi/components/records.yaml. */
export interface RecordShape {
  key: string;
  /** The contract schema of a create request body. */
  contractSchema: string;
  /** The contract schema of a whole-record update request body. */
  updateContractSchema: string;
  input: z.ZodObject;
  update: z.ZodObject;
  /** How the generic record pages show it (src/components/records). */
  ui: RecordUiConfig | SingleRecordUiConfig;
}

/** Every enterprise record type, once. forms/contract-drift.test.ts keeps them in step with the contract. */
export const recordRegistry = [
  {
    key: 'enterprise',
    contractSchema: 'EnterpriseInput',
    updateContractSchema: 'EnterpriseUpdate',
    input: enterpriseInputSchema,
    update: enterpriseUpdateSchema,
    ui: enterpriseUi,
  },
  {
    key: 'certificate',
    contractSchema: 'CertificateInput',
    updateContractSchema: 'CertificateUpdate',
    input: certificateInputSchema,
    update: certificateUpdateSchema,
    ui: certificateUi,
  },
  {
    key: 'registeredPerson',
    contractSchema: 'RegisteredPersonInput',
    updateContractSchema: 'RegisteredPersonUpdate',
    input: registeredPersonInputSchema,
    update: registeredPersonUpdateSchema,
    ui: registeredPersonUi,
  },
  {
    key: 'otherPerson',
    contractSchema: 'OtherPersonInput',
    updateContractSchema: 'OtherPersonUpdate',
    input: otherPersonInputSchema,
    update: otherPersonUpdateSchema,
    ui: otherPersonUi,
  },
  {
    key: 'project',
    contractSchema: 'ProjectInput',
    updateContractSchema: 'ProjectUpdate',
    input: projectInputSchema,
    update: projectUpdateSchema,
    ui: projectUi,
  },
  {
    key: 'performance',
    contractSchema: 'PerformanceInput',
    updateContractSchema: 'PerformanceUpdate',
    input: performanceInputSchema,
    update: performanceUpdateSchema,
    ui: performanceUi,
  },
] as const satisfies readonly RecordShape[];

export type RecordKey = (typeof recordRegistry)[number]['key'];
