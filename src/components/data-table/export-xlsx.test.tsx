import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exportRowsToXlsx } from './export-xlsx';
import type { ColumnConfig } from './table-config';

const toFile = vi.fn().mockResolvedValue(undefined);
const writeXlsxFile = vi.fn(() => ({ toFile, toBlob: vi.fn() }));
vi.mock('write-excel-file/browser', () => ({ default: writeXlsxFile }));
vi.mock('@/lib/dict/dict-store', () => ({
  loadDict: vi.fn(async () => [{ label: '正常', value: '0', remark: null }]),
}));

const columns: ColumnConfig[] = [
  { id: 'name', header: '名称' },
  { id: 'city', header: '城市', accessor: 'ent.city' },
  { id: 'issueDate', header: '发证日期', format: 'date' },
  { id: 'amount', header: '金额', format: 'money' },
  { id: 'status', header: '状态', format: 'dict', dictType: 'sys_normal_disable' },
];

beforeEach(() => vi.clearAllMocks());

describe('exportRowsToXlsx', () => {
  it('writes a header row and the formatted values through the lazily loaded library', async () => {
    const rows = [
      { name: '甲', ent: { city: '北京' }, issueDate: '2026-01-02T08:00:00', amount: 12.5, status: '0' },
      { name: '乙', ent: null, issueDate: null, amount: null, status: '9' },
    ];
    await exportRowsToXlsx('证书', columns, rows);

    expect(writeXlsxFile).toHaveBeenCalledOnce();
    const [data] = writeXlsxFile.mock.calls[0] as unknown as [unknown[][]];
    expect(data[0]).toEqual(columns.map((column) => ({ value: column.header, fontWeight: 'bold' })));
    expect(data[1]).toEqual(['甲', '北京', '2026-01-02', { value: 12.5, type: Number, format: '#,##0.00' }, '正常']);
    expect(data[2]).toEqual(['乙', '', '', '', '9']);
    expect(toFile).toHaveBeenCalledWith('证书.xlsx');
  });

  it('masks ID numbers of id-card columns', async () => {
    await exportRowsToXlsx('注册人员', [{ id: 'idCard', header: '身份证号', format: 'id-card' }], [{ idCard: '11010519491231002X' }]);
    const [data] = writeXlsxFile.mock.calls[0] as unknown as [unknown[][]];
    expect(data[1]).toEqual(['110105********002X']);
  });
});
