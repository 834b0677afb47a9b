import { screen, waitFor, within } from '@testing-library/react';
import { otherPersonUi } from '@forms/other-person.ui';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveDicts } from '@/components/schema/testing/render-schema-form';
import { resetDictStore } from '@/lib/dict/dict-store';
import { http, server } from '@/testing/msw-server';
import { otherPerson, OTHER_PERSON_DICTS } from './testing/other-persons';
import { renderRecordPage } from './testing/render-record-page';

function serveList(requests: URLSearchParams[] = []) {
  server.use(
    http.get('/portal/person/getElseList', ({ request, response }) => {
      requests.push(new URL(request.url).searchParams);
      const rows = [otherPerson(1), otherPerson(2, { personKind: 'worker', name: '工人2', title: null, titleCertNo: null, trade: 'rebar_worker' })];
      return response(200).json({ code: 200, msg: '查询成功', rows, total: 2 });
    }),
  );
  return requests;
}

beforeEach(() => serveDicts(OTHER_PERSON_DICTS));
afterEach(() => resetDictStore());

describe('other-person list', () => {
  it('shows kind, title and trade labels and filters by kind', async () => {
    const requests = serveList();
    const { user } = renderRecordPage(otherPersonUi);
    const table = await screen.findByRole('table', { name: '记录信息' });
    expect(await within(table).findByText('工人2')).toBeInTheDocument();
    expect(await within(table).findByText('技术工人')).toBeInTheDocument();
    expect(within(table).getByText('工程师')).toBeInTheDocument();
    expect(within(table).getByText('钢筋工')).toBeInTheDocument();

    const form = screen.getByRole('search', { name: '查询条件' });
    await user.selectOptions(within(form).getByLabelText('人员类别'), await within(form).findByRole('option', { name: '技术工人' }));
    await user.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(requests.at(-1)?.get('personKind')).toBe('worker'));
  });
});

describe('other-person form', () => {
  async function openCreate() {
    serveList();
    const view = renderRecordPage(otherPersonUi);
    await view.user.click(await screen.findByRole('button', { name: '新增' }));
    return { ...view, form: screen.getByRole('form', { name: '新增其他人员' }) };
  }

  it('asks for a title or a trade depending on the kind of person', async () => {
    const { user, form } = await openCreate();
    expect(within(form).queryByLabelText(/职称/)).toBeNull();
    expect(within(form).queryByLabelText(/工种/)).toBeNull();
    expect(within(form).queryByLabelText(/证书有效期至/)).toBeNull();
    const kind = within(form).getByLabelText(/人员类别/);
    await user.selectOptions(kind, await within(form).findByRole('option', { name: '技术人员' }));
    expect(await within(form).findByLabelText(/^\*?职称$/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/职称证书编号/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/证书有效期至/)).toBeInTheDocument();
    expect(within(form).queryByLabelText(/工种/)).toBeNull();

    await user.selectOptions(kind, '技术工人');
    expect(await within(form).findByLabelText(/^\*?工种$/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/职业技能证书编号/)).toBeInTheDocument();
    expect(within(form).queryByLabelText(/职称/)).toBeNull();
  });

  it('requires the trade of a skilled worker, fills gender from the ID and posts only worker fields', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/portal/person/addElse', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({ code: 200, msg: '操作成功', data: otherPerson(9) });
      }),
    );
    const { user, form, search } = await openCreate();
    await user.selectOptions(within(form).getByLabelText(/人员类别/), await within(form).findByRole('option', { name: '技术人员' }));
    await user.type(await within(form).findByLabelText(/职称证书编号/), 'T-9');
    await user.selectOptions(within(form).getByLabelText(/人员类别/), '技术工人');
    await user.type(within(form).getByLabelText(/姓名/), '赵六');
    await user.type(within(form).getByLabelText(/身份证号/), '11010519491231002X');
    await waitFor(() => expect(within(form).getByLabelText(/性别/)).toHaveValue('女'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请选择工种')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.selectOptions(within(form).getByLabelText(/工种/), await within(form).findByRole('option', { name: '钢筋工' }));
    await user.type(within(form).getByLabelText(/职业技能证书编号/), 'W-9');
    await user.type(within(form).getByLabelText(/证书有效期至/), '2029-03-31');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(search().get('mode')).toBeNull());
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual(
      expect.objectContaining({ personKind: 'worker', name: '赵六', gender: '女', birthDate: '1949-12-31', trade: 'rebar_worker', tradeCertNo: 'W-9', certValidTo: '2029-03-31' }),
    );
    expect(bodies[0]).not.toHaveProperty('titleCertNo');
  });

  it('shows a technical person with title fields only', async () => {
    serveList();
    server.use(http.get('/portal/person/getElseDetail/{id}', ({ response }) => response(200).json({ code: 200, msg: '查询成功', data: otherPerson(1) })));
    renderRecordPage(otherPersonUi, `?id=${otherPerson(1).id}`);
    expect(await screen.findByRole('heading', { name: '其他人员详情：技术1（110105********002X）' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: '职称/工种信息' });
    expect(await within(section).findByText('工程师')).toBeInTheDocument();
    expect(within(section).getByText('T-1')).toBeInTheDocument();
    expect(within(section).getByText('2028-06-30')).toBeInTheDocument();
    expect(within(section).queryByText('工种')).toBeNull();
  });
});
