import { enterpriseInputSchema, enterpriseUpdateSchema } from '../../forms/enterprise.ts';
import { ok, page } from '../http/envelope.ts';
import { defineHandlers } from '../http/handlers.ts';
import { parseBody } from '../http/zod-validation.ts';
import { enterpriseCounts as counts } from '../records/enterprise-counts.ts';
import { enterpriseLicenceRepository as licences } from '../records/enterprise-licence-repository.ts';
import { attachmentRepository as files } from '../records/attachment-repository.ts';
import { receiveUpload } from '../records/attachment-upload.ts';
import { recordOwner } from '../records/enterprise-scope.ts';

// The business licence (营业执照) and the information-centre counts, always of the caller's own enterprise.
export const enterpriseHandlers = defineHandlers({
  getEnt: async ({ session, services }) => ok(await licences.get(services.db, recordOwner(session).entId)),

  createEnt: async ({ body, session, services }) => {
    const owner = recordOwner(session);
    return ok(await licences.create(services.db, owner, parseBody(enterpriseInputSchema, body)), '新增成功');
  },

  editEnt: async ({ body, session, services }) => {
    const owner = recordOwner(session);
    const { id, ...input } = parseBody(enterpriseUpdateSchema, body);
    return ok(await licences.save(services.db, owner, 'edit', id, () => input), '修改成功');
  },

  // A patch is merged onto the stored licence and the result validated as a whole EnterpriseInput.
  updateEnt: async ({ body, session, services }) => {
    const owner = recordOwner(session);
    const { id, ...patch } = body;
    const merge = (current: object) => parseBody(enterpriseInputSchema, { ...current, ...patch });
    return ok(await licences.save(services.db, owner, 'update', id, merge), '修改成功');
  },

  getEntDraft: async ({ session, services }) => ok(await licences.draft(services.db, recordOwner(session).entId)),

  saveEntDraft: async ({ body, session, services }) => ok(await licences.saveDraft(services.db, recordOwner(session), body), '暂存成功'),

  deleteEntDraft: async ({ session, services }) => {
    await licences.deleteDraft(services.db, recordOwner(session).entId);
    return ok(undefined, '删除成功');
  },

  listEntChangelogs: async ({ query, session, services }) => {
    const { rows, total } = await licences.changelogs(services.db, recordOwner(session).entId, query);
    return page(rows, total);
  },

  getEntInfoTotal: async ({ session, services }) => ok(await counts.total(services.db, recordOwner(session).entId)),

  getEntRemindNum: async ({ session, services }) => ok(await counts.reminders(services.db, recordOwner(session).entId)),

  getEntCertificateNum: async ({ session, services }) => ok(await counts.certificates(services.db, recordOwner(session).entId)),

  getEntProjectNum: async ({ session, services }) => ok(await counts.projects(services.db, recordOwner(session).entId)),

  getEntPersonNum: async ({ session, services }) => ok(await counts.persons(services.db, recordOwner(session).entId)),

  // Licence scans: uploaded unbound, bound when the licence lists them, always within the caller's enterprise.
  addYyzzFile: async ({ request, session, services }) =>
    ok(await receiveUpload(request, services.db, services.config, recordOwner(session)), '上传成功'),

  getFileByParams: async ({ query, session, services }) =>
    ok(await files.listOf(services.db, recordOwner(session).entId, query.bizType, query.bizId)),
});
