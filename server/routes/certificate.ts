import {
  certificateInputSchema,
  certificateItemInputSchema,
  certificateItemUpdateSchema,
  certificateUpdateSchema,
} from '../../forms/certificate.ts';
import { ok, page } from '../http/envelope.ts';
import { defineHandlers } from '../http/handlers.ts';
import { parseBody } from '../http/zod-validation.ts';
import { certificateExceptions } from '../records/certificate-exceptions.ts';
import { certificateItemRepository as items } from '../records/certificate-item-repository.ts';
import { certificateRepository as certificates } from '../records/certificate-repository.ts';
import { recordOwner } from '../records/enterprise-scope.ts';

// Every operation is scoped to the caller's enterprise: another enterprise's certificate or item id reads as not found.
export const certificateHandlers = defineHandlers({
  listCertificates: async ({ query, session, services }) => {
    const { rows, total } = await certificates.list(services.db, recordOwner(session).entId, query);
    return page(rows, total);
  },

  getCertificate: async ({ params, session, services }) => ok(await certificates.get(services.db, recordOwner(session).entId, params.id)),

  addCertificate: async ({ body, session, services }) => {
    const owner = recordOwner(session);
    return ok(await certificates.add(services.db, owner, parseBody(certificateInputSchema, body)), '新增成功');
  },

  editCertificate: async ({ body, session, services }) => {
    const owner = recordOwner(session);
    const { id, ...input } = parseBody(certificateUpdateSchema, body);
    return ok(await certificates.update(services.db, owner, id, input), '修改成功');
  },

  deleteCertificate: async ({ params, session, services }) => {
    await certificates.remove(services.db, recordOwner(session), params.id);
    return ok(undefined, '删除成功');
  },

  getCertificateExceptions: async ({ params, session, services }) =>
    ok(await certificateExceptions(services.db, recordOwner(session).entId, params.id)),

  listCertificateItems: async ({ params, session, services }) => ok(await items.listOf(services.db, recordOwner(session).entId, params.id)),

  getCertificateItem: async ({ params, session, services }) => ok(await items.get(services.db, recordOwner(session).entId, params.id)),

  addCertificateItem: async ({ body, session, services }) => {
    const owner = recordOwner(session);
    return ok(await items.add(services.db, owner, parseBody(certificateItemInputSchema, body)), '新增成功');
  },

  editCertificateItem: async ({ body, session, services }) => {
    const owner = recordOwner(session);
    const { id, ...input } = parseBody(certificateItemUpdateSchema, body);
    return ok(await items.update(services.db, owner, id, input), '修改成功');
  },

  deleteCertificateItem: async ({ params, session, services }) => {
    await items.remove(services.db, recordOwner(session), params.id);
    return ok(undefined, '删除成功');
  },
});
