import { screen, waitFor, within } from '@testing-library/react';
import { certificateUi } from '@forms/certificate.ui';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveDicts } from '@/components/schema/testing/render-schema-form';
import { resetDictStore } from '@/lib/dict/dict-store';
import { http, server } from '@/testing/msw-server';
import { certificate, certificateItem, CERTIFICATE_DICTS, serveQualificationTree } from './testing/certificates';
import { renderRecordPage } from './testing/render-record-page';

const CERT = certificate(1, { items: [certificateItem(1), certificateItem(2, { typeCode: '103003', subCode: null, itemName: '施工劳务', gradeCode: 'class_2' })], itemCount: 2 });

function serve(bodies: { add: unknown[]; edit: unknown[] }) {
  server.use(
    http.get('/portal/zzzs/list', ({ response }) =>
      response(200).json({ code: 200, msg: '查询成功', rows: [certificate(1, { itemCount: 2, expiryStatus: 'expiringSoon' }), certificate(2)], total: 2 }),
    ),
    http.get('/portal/zzzs/{id}', ({ response }) => response(200).json({ code: 200, msg: '查询成功', data: CERT })),
    http.post('/portal/zzzs/add', async ({ request, response }) => {
      bodies.add.push(await request.json());
      return response(200).json({ code: 200, msg: '操作成功', data: certificate(3) });
    }),
    http.post('/portal/zzzs/edit', async ({ request, response }) => {
      bodies.edit.push(await request.json());
      return response(200).json({ code: 200, msg: '操作成功', data: CERT });
    }),
  );
}

beforeEach(() => {
  serveDicts(CERTIFICATE_DICTS);
  serveQualificationTree();
});
afterEach(() => resetDictStore());

describe('certificate pages', () => {
  it('lists certificates with their item count and status', async () => {
    serve({ add: [], edit: [] });
    renderRecordPage(certificateUi);
    const table = await screen.findByRole('table', { name: '记录信息' });
    const row = (await within(table).findByText('D1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('即将到期')).toBeInTheDocument();
    expect(await within(row).findByText('建筑业企业资质证书')).toBeInTheDocument();
    const other = within(table).getByText('D2').closest('tr') as HTMLElement;
    expect(within(other).getByText('有效')).toBeInTheDocument();
  });

  it('shows a certificate with its items', async () => {
    serve({ add: [], edit: [] });
    renderRecordPage(certificateUi, `?id=${CERT.id}`);
    expect(await screen.findByRole('heading', { name: '资质证书详情：D1' })).toBeInTheDocument();
    const items = screen.getByRole('table', { name: '资质项' });
    expect(within(items).getByText('建筑工程施工总承包')).toBeInTheDocument();
    expect(within(items).getByText('施工劳务')).toBeInTheDocument();
    expect(await within(items).findByText('二级')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '资质项列表' })).toHaveAttribute('tabindex', '0');
  });

  it('creates a certificate with an inline item and checks the expiry date', async () => {
    const bodies = { add: [] as unknown[], edit: [] };
    serve(bodies);
    const { user, search } = renderRecordPage(certificateUi, '?mode=create');
    const form = await screen.findByRole('form', { name: '新增资质证书' });
    await user.type(within(form).getByLabelText(/证书编号/), 'D9');
    await user.type(within(form).getByLabelText(/发证机关/), '住建部');
    await user.type(within(form).getByLabelText(/发证日期/), '2024-05-01');
    await user.type(within(form).getByLabelText(/有效期至/), '2024-04-30');
    await user.click(within(form).getByRole('button', { name: '添加资质项' }));
    const row = within(form).getByRole('listitem', { name: '第 1 条资质项' });
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(row).findByText('请填写资质')).toBeInTheDocument();
    expect(within(row).getByText('请选择资质等级')).toBeInTheDocument();
    await user.selectOptions(within(row).getByRole('combobox', { name: '资质类别' }), '施工');
    await user.selectOptions(within(row).getByRole('combobox', { name: '资质类型' }), await within(row).findByRole('option', { name: '施工总承包' }));
    await user.selectOptions(within(row).getByRole('combobox', { name: '专业类别' }), '建筑工程施工总承包');
    await user.selectOptions(within(row).getByLabelText(/资质等级/), await within(row).findByRole('option', { name: '一级' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('有效期至不能早于发证日期')).toBeInTheDocument();
    expect(bodies.add).toEqual([]);

    const expiry = within(form).getByLabelText(/有效期至/);
    await user.clear(expiry);
    await user.type(expiry, '2029-04-30');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(search().get('mode')).toBeNull());
    expect(bodies.add).toEqual([
      {
        certNo: 'D9',
        issueAuthority: '住建部',
        issueDate: '2024-05-01',
        expiryDate: '2029-04-30',
        items: [{ category: '03', typeCode: '103001', subCode: '10300101', itemName: '建筑工程施工总承包', gradeCode: 'class_1' }],
      },
    ]);
  });

  it('edits items as CertificateItemEntry rows and sends an emptied list as []', async () => {
    const bodies = { add: [], edit: [] as unknown[] };
    serve(bodies);
    const { user } = renderRecordPage(certificateUi, `?mode=edit&id=${CERT.id}`);
    const form = await screen.findByRole('form', { name: '编辑资质证书' });
    expect(within(form).getByLabelText(/证书编号/)).toHaveValue('D1');
    await user.click(within(form).getByRole('button', { name: '删除第 2 条' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies.edit).toHaveLength(1));
    expect(bodies.edit[0]).toEqual(
      expect.objectContaining({
        id: CERT.id,
        certNo: 'D1',
        items: [{ id: certificateItem(1).id, category: '03', typeCode: '103001', subCode: '10300101', itemName: '建筑工程施工总承包', gradeCode: 'class_1' }],
      }),
    );

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    await user.click(await screen.findByRole('button', { name: '编辑 D1' }));
    const again = await screen.findByRole('form', { name: '编辑资质证书' });
    await user.click(within(again).getByRole('button', { name: '删除第 2 条' }));
    await user.click(within(again).getByRole('button', { name: '删除第 1 条' }));
    expect(within(again).getByText('暂无资质项')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies.edit).toHaveLength(2));
    expect(bodies.edit[1]).toEqual(expect.objectContaining({ id: CERT.id, items: [] }));
  });
});
