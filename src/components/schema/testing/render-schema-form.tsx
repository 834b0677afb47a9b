import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import type { z } from 'zod';
import type { components } from '@openapi/schema.gen';
import { http, server } from '@/testing/msw-server';
import { SchemaForm, type SchemaFormProps } from '../schema-form';

type DictData = components['schemas']['DictData'];

/** Serves dictionaries as `{ type: [[label, value, remark?], …] }`; other types are empty. */
export function serveDicts(dicts: Record<string, [label: string, value: string, remark?: string | null][]>) {
  server.use(
    http.get('/system/dict/data/type/{dictType}', ({ params, response }) => {
      const rows: DictData[] = (dicts[params.dictType] ?? []).map(([label, value, remark = null], index) => ({
        dictCode: index + 1,
        dictSort: index,
        dictLabel: label,
        dictValue: value,
        dictType: params.dictType,
        listClass: null,
        isDefault: 'N',
        status: '0',
        remark,
        createTime: '2026-01-01T00:00:00.000Z',
      }));
      return response(200).json({ code: 200, msg: '操作成功', data: rows });
    }),
  );
}

/** Renders a SchemaForm at / in a memory data router, with a 其他页面 link to /other to test the leave guard. */
export function renderSchemaForm<S extends z.ZodType>(props: Omit<SchemaFormProps<S>, 'title'> & { title?: string }) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <Link to="/other">其他页面</Link>
          <SchemaForm title="测试表单" {...props} />
        </>
      ),
    },
    { path: '/other', element: <h1>已离开</h1> },
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router };
}
