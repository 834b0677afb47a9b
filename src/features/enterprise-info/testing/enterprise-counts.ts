import type { EnterpriseCounts } from '../info-centre-cards';
import { http, server } from '@/testing/msw-server';

/** Counts as the demo enterprise might have them. */
export const ENTERPRISE_COUNTS: EnterpriseCounts = {
  certificate: { total: 5, valid: 3, expiringSoon: 1, expired: 1, itemTotal: 12 },
  person: { registeredTotal: 8, registeredExpiringSoon: 2, registeredExpired: 1, otherTotal: 6, technicalTotal: 4, workerTotal: 2, performanceTotal: 9 },
  project: { total: 7, inProgress: 4, completed: 3, unreadMessage: 2 },
  remind: { total: 11, license: 1, certificate: 2, project: 3, registeredPerson: 1, otherPerson: 1, performance: 2, qualificationException: 1 },
};

/** Serves the four entInfoNum count calls with `counts`. */
export function serveEnterpriseCounts(counts: EnterpriseCounts = ENTERPRISE_COUNTS) {
  const ok = { code: 200, msg: '操作成功' };
  server.use(
    http.get('/portal/entInfoNum/certificateNum', ({ response }) => response(200).json({ ...ok, data: counts.certificate })),
    http.get('/portal/entInfoNum/personNum', ({ response }) => response(200).json({ ...ok, data: counts.person })),
    http.get('/portal/entInfoNum/projectNum', ({ response }) => response(200).json({ ...ok, data: counts.project })),
    http.get('/portal/entInfoNum/remindNum', ({ response }) => response(200).json({ ...ok, data: counts.remind })),
  );
}
