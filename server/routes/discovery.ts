import { listApplications } from '../discovery/applications.ts';
import { page } from '../http/envelope.ts';
import { defineHandlers } from '../http/handlers.ts';

export const discoveryHandlers = defineHandlers({
  listSbrk: async ({ query, services }) => {
    const { rows, total } = await listApplications(services.db, query);
    return page(rows, total);
  },

  searchSbrk: async ({ query, services }) => {
    const { rows, total } = await listApplications(services.db, query);
    return page(rows, total);
  },
});
