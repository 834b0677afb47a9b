import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, RouterProvider, useLoaderData, useLocation, type RouteObject } from 'react-router-dom';
import { cachedViewsStore } from '@/stores/cached-views-store';
import { KeepAliveOutlet, MAX_CACHED_VIEWS } from './keep-alive-outlet';

function Field({ label }: { label: string }) {
  return (
    <label>
      {label}
      <input />
    </label>
  );
}

function Detail() {
  const data = useLoaderData() as { title: string } | undefined;
  const { pathname } = useLocation();
  return (
    <p>
      详情 {data?.title ?? '无数据'} 于 {pathname}
    </p>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <nav>
          <Link to="/kept">去保活</Link>
          <Link to="/plain">去普通</Link>
          <Link to="/other">去其他</Link>
          <Link to="/detail/1">去详情</Link>
        </nav>
        <KeepAliveOutlet />
      </>
    ),
    children: [
      { path: 'kept', element: <Field label="保活输入" />, handle: { keepAlive: true } },
      { path: 'plain', element: <Field label="普通输入" /> },
      { path: 'other', element: <p>其他页面</p> },
      { path: 'detail/:id', loader: ({ params }) => ({ title: `第${params.id}条` }), element: <Detail />, handle: { keepAlive: true } },
      ...Array.from({ length: MAX_CACHED_VIEWS + 1 }, (_, index) => ({ path: `many/${index}`, element: <p>第{index}页</p>, handle: { keepAlive: true } })),
    ],
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  cachedViewsStore.getState().clear();
});

describe('KeepAliveOutlet', () => {
  it('keeps a keep-alive view with its input after leaving and coming back', async () => {
    const user = userEvent.setup();
    renderAt('/kept');
    await user.type(await screen.findByLabelText('保活输入'), '北京');
    expect(cachedViewsStore.getState().cachedViews).toEqual(['/kept']);

    await user.click(screen.getByRole('link', { name: '去其他' }));
    expect(await screen.findByText('其他页面')).toBeVisible();
    expect(screen.queryByLabelText('保活输入')).not.toBeVisible();

    await user.click(screen.getByRole('link', { name: '去保活' }));
    expect(await screen.findByLabelText('保活输入')).toHaveValue('北京');
    expect(screen.queryByText('其他页面')).toBeNull();
  });

  it('does not keep a view without the flag', async () => {
    const user = userEvent.setup();
    renderAt('/plain');
    await user.type(await screen.findByLabelText('普通输入'), '上海');
    await user.click(screen.getByRole('link', { name: '去其他' }));
    expect(await screen.findByText('其他页面')).toBeVisible();
    expect(screen.queryByLabelText('普通输入')).toBeNull();

    await user.click(screen.getByRole('link', { name: '去普通' }));
    expect(await screen.findByLabelText('普通输入')).toHaveValue('');
    expect(cachedViewsStore.getState().cachedViews).toEqual([]);
  });

  it('unmounts a kept view removed from the store', async () => {
    const user = userEvent.setup();
    renderAt('/kept');
    await user.type(await screen.findByLabelText('保活输入'), '天津');
    await user.click(screen.getByRole('link', { name: '去其他' }));
    await screen.findByText('其他页面');
    act(() => cachedViewsStore.getState().remove('/kept'));
    expect(screen.queryByLabelText('保活输入')).toBeNull();

    await user.click(screen.getByRole('link', { name: '去保活' }));
    expect(await screen.findByLabelText('保活输入')).toHaveValue('');
  });

  it('keeps a hidden view with loader data rendered with its own data', async () => {
    const user = userEvent.setup();
    renderAt('/detail/1');
    expect(await screen.findByText('详情 第1条 于 /detail/1')).toBeVisible();
    await user.click(screen.getByRole('link', { name: '去其他' }));
    await screen.findByText('其他页面');
    expect(screen.getByText('详情 第1条 于 /detail/1')).not.toBeVisible();
    await user.click(screen.getByRole('link', { name: '去详情' }));
    expect(await screen.findByText('详情 第1条 于 /detail/1')).toBeVisible();
  });

  it(`keeps at most ${MAX_CACHED_VIEWS} views, dropping the oldest`, async () => {
    const router = renderAt('/many/0');
    await screen.findByText('第0页');
    for (let index = 1; index <= MAX_CACHED_VIEWS; index += 1) {
      await act(() => router.navigate(`/many/${index}`));
    }
    const views = cachedViewsStore.getState().cachedViews;
    expect(views).toHaveLength(MAX_CACHED_VIEWS);
    expect(views[0]).toBe('/many/1');
    expect(views.at(-1)).toBe(`/many/${MAX_CACHED_VIEWS}`);
    expect(screen.queryByText('第0页')).toBeNull();
  });
});
