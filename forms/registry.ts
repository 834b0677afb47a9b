import type { z } from 'zod';
import { certificateInputSchema, certificateUpdateSchema } from './certificate.ts';
import { enterpriseInputSchema, enterpriseUpdateSchema } from './enterprise.ts';
import { otherPersonInputSchema, otherPersonUpdateSchema } from './other-person.ts';
import { performanceInputSchema, performanceUpdateSchema } from './performance.ts';
import { projectInputSchema, projectUpdateSchema } from './project.ts';
import { registeredPersonInputSchema, registeredPersonUpdateSchema } from './registered-person.ts';

/** The shapes of one record type, with the names of their counterparts in openapi/components/records.yaml. */
export interface RecordShape {
  key: string;
  /** The contract schema of a create request body. */
  contractSchema: string;
  /** The contract schema of a whole-record update request body. */
  updateContractSchema: string;
  input: z.ZodObject;
  update: z.ZodObject;
}

/** Every enterprise record type, once. forms/contract-drift.test.ts keeps them in step with the contract. */
export const recordRegistry = [
  {
    key: 'enterprise',
    contractSchema: 'EnterpriseInput',
    updateContractSchema: 'EnterpriseUpdate',
    input: enterpriseInputSchema,
    update: enterpriseUpdateSchema,
  },
  {
    key: 'certificate',
    contractSchema: 'CertificateInput',
    updateContractSchema: 'CertificateUpdate',
    input: certificateInputSchema,
    update: certificateUpdateSchema,
  },
  {
    key: 'registeredPerson',
    contractSchema: 'RegisteredPersonInput',
    updateContractSchema: 'RegisteredPersonUpdate',
    input: registeredPersonInputSchema,
    update: registeredPersonUpdateSchema,
  },
  {
    key: 'otherPerson',
    contractSchema: 'OtherPersonInput',
    updateContractSchema: 'OtherPersonUpdate',
    input: otherPersonInputSchema,
    update: otherPersonUpdateSchema,
  },
  {
    key: 'project',
    contractSchema: 'ProjectInput',
    updateContractSchema: 'ProjectUpdate',
    input: projectInputSchema,
    update: projectUpdateSchema,
  },
  {
    key: 'performance',
    contractSchema: 'PerformanceInput',
    updateContractSchema: 'PerformanceUpdate',
    input: performanceInputSchema,
    update: performanceUpdateSchema,
  },
] as const satisfies readonly RecordShape[];

export type RecordKey = (typeof recordRegistry)[number]['key'];
