import { screen, waitFor, within } from '@testing-library/react';
import { registeredPersonUi } from '@forms/registered-person.ui';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $api } from '@/api/queries';
import { serveDicts } from '@/components/schema/testing/render-schema-form';
import { resetDictStore } from '@/lib/dict/dict-store';
import { http, server } from '@/testing/msw-server';
import { registeredPerson, REGISTERED_PERSON_DICTS } from './testing/registered-persons';
import { renderRecordPage } from './testing/render-record-page';

const LIST = '/portal/person/getRegisterList';

function serveList(requests: URLSearchParams[] = [], total = 2) {
  server.use(
    http.get(LIST, ({ request, response }) => {
      requests.push(new URL(request.url).searchParams);
      const rows = Array.from({ length: total }, (_, index) => registeredPerson(index + 1));
      return response(200).json({ code: 200, msg: '查询成功', rows, total });
    }),
  );
  return requests;
}

beforeEach(() => serveDicts(REGISTERED_PERSON_DICTS));
afterEach(() => resetDictStore());

describe('registered-person list', () => {
  it('renders the rows of the list response with dictionary labels', async () => {
    serveList();
    renderRecordPage(registeredPersonUi);
    const table = await screen.findByRole('table', { name: '记录信息' });
    expect(await within(table).findByText('人员1')).toBeInTheDocument();
    expect(within(table).getByText('REG-2')).toBeInTheDocument();
    expect((await within(table).findAllByText('一级注册建造师')).length).toBe(2);
    expect(within(table).getAllByText('正常缴纳').length).toBe(2);
  });

  it('masks ID numbers in the list and shows them whole in the details', async () => {
    serveList();
    server.use(http.get('/portal/person/getRegisterDetail/{id}', ({ response }) => response(200).json({ code: 200, msg: '查询成功', data: registeredPerson(1) })));
    const { user } = renderRecordPage(registeredPersonUi);
    const table = await screen.findByRole('table', { name: '记录信息' });
    expect(await within(table).findAllByText('110105********002X')).toHaveLength(2);
    expect(within(table).queryByText('11010519491231002X')).toBeNull();
    await user.click(screen.getByRole('button', { name: '查看 人员1（REG-1）' }));
    const basic = await screen.findByRole('region', { name: '基本信息' });
    expect(within(basic).getByText('11010519491231002X')).toBeInTheDocument();
  });

  it('sends sorting and filters in the list query', async () => {
    const requests = serveList();
    const { user, search } = renderRecordPage(registeredPersonUi);
    await screen.findByText('人员1');
    expect(requests.at(-1)?.get('pageNum')).toBe('1');
    expect(requests.at(-1)?.get('pageSize')).toBe('20');

    await user.click(screen.getByRole('button', { name: /姓名/ }));
    await waitFor(() => expect(requests.at(-1)?.get('orderByColumn')).toBe('name'));
    expect(requests.at(-1)?.get('isAsc')).toBe('asc');

    const form = screen.getByRole('search', { name: '查询条件' });
    await user.type(within(form).getByLabelText('姓名'), '张');
    await user.selectOptions(within(form).getByLabelText('注册类别'), await within(form).findByRole('option', { name: '二级注册建造师' }));
    await user.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(requests.at(-1)?.get('name')).toBe('张'));
    expect(requests.at(-1)?.get('regCategory')).toBe('jzs2');
    expect(search().get('regCategory')).toBe('jzs2');
  });

  it('deletes a row after confirmation', async () => {
    serveList();
    const deleted: string[] = [];
    server.use(
      http.post('/portal/person/deleteRegister/{id}', ({ params, response }) => {
        deleted.push(params.id);
        return response(200).json({ code: 200, msg: '操作成功' });
      }),
    );
    const { user } = renderRecordPage(registeredPersonUi);
    // Each row's checkbox names its record, not just a row number.
    expect(await screen.findByRole('checkbox', { name: '选择 人员1（REG-1）' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '删除 人员1（REG-1）' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除确认' });
    expect(dialog).toHaveTextContent('确定删除“人员1（REG-1）”吗？');
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleted).toEqual([registeredPerson(1).id]));
  });

  it('after a delete, focuses the list heading and marks the information centre and reminder counts stale', async () => {
    serveList();
    server.use(http.post('/portal/person/deleteRegister/{id}', ({ response }) => response(200).json({ code: 200, msg: '操作成功' })));
    const { user, queryClient } = renderRecordPage(registeredPersonUi);
    const countKey = $api.queryOptions('get', '/portal/entInfoNum/personNum', {}).queryKey;
    queryClient.setQueryData(countKey, { code: 200, msg: '查询成功', data: {} });
    // The server recomputes reminders on every delete: the badges' counts are refreshed too.
    const reminderKey = $api.queryOptions('get', '/portal/reminder/counts', {}).queryKey;
    queryClient.setQueryData(reminderKey, { code: 200, msg: '查询成功', data: {} });
    await user.click(await screen.findByRole('button', { name: '删除 人员1（REG-1）' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: '记录信息' })).toHaveFocus());
    expect(queryClient.getQueryState(countKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(reminderKey)?.isInvalidated).toBe(true);
  });

  it('moves focus to the new heading when 查看 and 返回列表 swap the view', async () => {
    serveList();
    server.use(http.get('/portal/person/getRegisterDetail/{id}', ({ response }) => response(200).json({ code: 200, msg: '查询成功', data: registeredPerson(1) })));
    const { user } = renderRecordPage(registeredPersonUi);
    await user.click(await screen.findByRole('button', { name: '查看 人员1（REG-1）' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: /注册人员详情/ })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: '记录信息' })).toHaveFocus());
  });
});

describe('registered-person form', () => {
  async function openCreate() {
    serveList();
    const view = renderRecordPage(registeredPersonUi);
    await view.user.click(await screen.findByRole('button', { name: '新增' }));
    expect(view.search().get('mode')).toBe('create');
    return { ...view, form: screen.getByRole('form', { name: '新增注册人员' }) };
  }

  async function fill(user: Awaited<ReturnType<typeof openCreate>>['user'], form: HTMLElement) {
    await user.type(within(form).getByLabelText(/姓名/), '王五');
    await user.type(within(form).getByLabelText(/身份证号/), '11010519491231002X');
    await user.selectOptions(within(form).getByLabelText(/注册类别/), await within(form).findByRole('option', { name: '一级注册建造师' }));
    await user.type(within(form).getByLabelText(/注册证书编号/), 'REG-9');
    await user.type(within(form).getByLabelText(/注册证书有效期起/), '2024-01-01');
    await user.type(within(form).getByLabelText(/注册证书有效期至/), '2028-01-01');
    await user.selectOptions(within(form).getByLabelText(/社保缴纳情况/), await within(form).findByRole('option', { name: '正常缴纳' }));
  }

  it('rejects a bad ID number and fills gender and birth date from a good one', async () => {
    const { user, form } = await openCreate();
    const idCard = within(form).getByLabelText(/身份证号/);
    await user.type(idCard, '110105194912310021');
    await user.tab();
    expect(await within(form).findByText('请输入正确的身份证号码')).toBeInTheDocument();
    expect(within(form).getByLabelText(/性别/)).toHaveValue('');

    await user.clear(idCard);
    await user.type(idCard, '11010519491231002X');
    await waitFor(() => expect(within(form).getByLabelText(/性别/)).toHaveValue('女'));
    expect(within(form).getByLabelText(/出生日期/)).toHaveValue('1949-12-31');
  });

  it('posts the body and returns to the list', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/portal/person/addRegister', async ({ request, response }) => {
        const body = await request.json();
        bodies.push(body);
        return response(200).json({ code: 200, msg: '操作成功', data: registeredPerson(9, { ...body, regSpecialty: null, phone: null }) });
      }),
    );
    const { user, form, search } = await openCreate();
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(search().get('mode')).toBeNull());
    expect(bodies).toEqual([
      expect.objectContaining({
        name: '王五',
        idCard: '11010519491231002X',
        gender: '女',
        birthDate: '1949-12-31',
        regCategory: 'jzs1',
        regNo: 'REG-9',
        certValidFrom: '2024-01-01',
        certValidTo: '2028-01-01',
        socialInsurance: 'normal',
      }),
    ]);
    expect(await screen.findByRole('table', { name: '记录信息' })).toBeInTheDocument();
  });

  it('shows a server field error at its field', async () => {
    server.use(
      http.post('/portal/person/addRegister', ({ response }) =>
        response('4XX').json(
          { code: 409, msg: '该人员已登记此注册类别', errors: [{ field: 'body.regNo', msg: '注册证书编号已存在' }] },
          { status: 409 as 400 },
        ),
      ),
    );
    const { user, form, search } = await openCreate();
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('注册证书编号已存在')).toBeInTheDocument();
    expect(within(form).getByLabelText(/注册证书编号/)).toHaveAttribute('aria-invalid', 'true');
    expect(search().get('mode')).toBe('create');
  });
});

describe("a reminder's 去处理 (?mode=edit&id=…&focus=field)", () => {
  it('focuses the field once the record has loaded, and forgets it on leaving the form', async () => {
    serveList();
    server.use(http.get('/portal/person/getRegisterDetail/{id}', ({ response }) => response(200).json({ code: 200, msg: '查询成功', data: registeredPerson(1) })));
    const { user, search } = renderRecordPage(registeredPersonUi, `?mode=edit&id=${registeredPerson(1).id}&focus=certValidTo`);
    const form = await screen.findByRole('form', { name: '编辑注册人员' });
    const field = within(form).getByLabelText(/注册证书有效期至/);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue('2028-01-01');

    await user.click(within(form).getByRole('button', { name: '取消' }));
    await screen.findByRole('table', { name: '记录信息' });
    expect(search().has('focus')).toBe(false);
  });
});
