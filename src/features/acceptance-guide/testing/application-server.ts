import type { components } from '@openapi/schema.gen';
import { http, server } from '@/testing/msw-server';

type Application = components['schemas']['QualificationApplication'];

let nextId = 0;

/** An application as the contract sends it: in expert review, 20 days in, unless overridden. */
export function application(overrides: Partial<Application> = {}): Application {
  return {
    uuid: `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`,
    entName: '华东基础建设工程有限公司',
    qualificationName: '地基基础工程专业承包一级',
    category: '03',
    applyType: '升级',
    department: '住房和城乡建设部',
    prov: '000000',
    acceptDate: '2026-03-01',
    reviewStartDate: '2026-03-08',
    reviewEndDate: null,
    publicityStartDate: null,
    publicityEndDate: null,
    announceDate: null,
    stage: 'expertReview',
    elapsedDays: 20,
    limitDays: 60,
    overdueDays: 0,
    result: null,
    opinion: null,
    ...overrides,
  };
}

/**
 * Answers searchSbrk from `rows` as the server does: every white-space separated keyword must be in the enterprise
 * name; paged. Returns the keywords searched, in order.
 */
export function serveApplications(rows: Application[]) {
  const searched: string[] = [];
  server.use(
    http.get('/portal/sbrkzn/sbrkbykeywords', ({ query, response }) => {
      const keywords = query.get('keywords') ?? '';
      searched.push(keywords);
      const words = keywords.split(/\s+/).filter(Boolean);
      const found = rows.filter((row) => words.every((word) => row.entName.includes(word)));
      const pageNum = Number(query.get('pageNum') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 10);
      return response(200).json({ code: 200, msg: '查询成功', rows: found.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: found.length });
    }),
  );
  return searched;
}
