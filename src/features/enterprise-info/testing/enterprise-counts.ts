import type { EnterpriseCounts } from '../info-centre-cards';
import { http, server } from '@/testing/msw-server';

/** Counts as the demo enterprise might have them. */
export const ENTERPRISE_COUNTS: EnterpriseCounts = {
  certificate: { total: 5, valid: 3, expiringSoon: 1, expired: 1, itemTotal: 12 },
  person: { registeredTotal: 8, registeredExpiringSoon: 2, registeredExpired: 1, otherTotal: 6, technicalTotal: 4, workerTotal: 2, performanceTotal: 9 },
  project: { total: 7, inProgress: 4, completed: 3, unreadMessage: 2 },
  remind: { total: 11, yyzz: 1, zzzs: 2, jgptxm: 3, zcry: 1, qtry: 1, ryyj: 2, zzyc: 1 },
};

/** Serves the three entInfoNum count calls and the unread reminder counts with `counts`. */
export function serveEnterpriseCounts(counts: EnterpriseCounts = ENTERPRISE_COUNTS) {
  const ok = { code: 200, msg: '操作成功' };
  server.use(
    http.get('/portal/entInfoNum/certificateNum', ({ response }) => response(200).json({ ...ok, data: counts.certificate })),
    http.get('/portal/entInfoNum/personNum', ({ response }) => response(200).json({ ...ok, data: counts.person })),
    http.get('/portal/entInfoNum/projectNum', ({ response }) => response(200).json({ ...ok, data: counts.project })),
    http.get('/portal/reminder/counts', ({ response }) => response(200).json({ ...ok, data: counts.remind })),
  );
}
