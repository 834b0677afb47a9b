import { describe, expect, it } from 'vitest';
import { enterpriseMenuId } from '../../forms/enterprise-pages.ts';
import { loadContract, type OperationInfo } from '../http/contract.ts';
import { operationRoutes } from './key-scope.ts';

const operation = (operationId: string, keyPages: string[]): OperationInfo => ({
  operationId,
  method: 'GET',
  path: `/portal/${operationId}`,
  tag: 'enterprise',
  requiresAuth: true,
  permissions: [],
  roles: [],
  keyPages,
  tokenless: false,
  sendsCode: false,
});

describe('operationRoutes', () => {
  it("maps the contract's x-key-pages to the pages' route ids", async () => {
    const routes = operationRoutes((await loadContract()).operations.values());
    expect(routes.get('getEnt')).toEqual([enterpriseMenuId('businessLicence'), enterpriseMenuId('businessLicenceReminders')]);
    expect(routes.get('getEntInfoTotal')).toEqual([enterpriseMenuId('infoCentre')]);
    expect(routes.get('listPersonPerformances')).toEqual(
      (['registeredPersons', 'registeredPersonReminders', 'performances', 'performanceReminders'] as const).map(enterpriseMenuId),
    );
    expect(routes.has('getInfo')).toBe(false);
  });

  it('refuses a page name the page table does not have', () => {
    expect(() => operationRoutes([operation('getEnt', ['businessLicence', 'licenceInfo'])])).toThrow(/getEnt.*licenceInfo/);
  });
});
