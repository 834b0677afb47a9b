import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema.gen';
import { http, server } from '@/testing/msw-server';
import { resetDictStore, type DictEntry } from './dict-store';
import { citiesOfProvince, provinceCityTree, provinceOptions, useCityOptions, useProvinceOptions } from './region-options';

type DictData = components['schemas']['DictData'];

const entry = (label: string, value: string, remark: string | null = null): DictEntry => ({ label, value, remark });

// Shapes as in server/seed: sys_province remark = region group, sys_city remark = province code.
const provinces = [entry('部委', '000000', '部委'), entry('北京市', '110000', '华北'), entry('河南省', '410000', '华中')];
const cities = [entry('北京市', '110100', '110000'), entry('郑州市', '410100', '410000'), entry('济源市', '419001', '410000')];

function row({ label, value, remark }: DictEntry): DictData {
  return { dictCode: 1, dictSort: 0, dictLabel: label, dictValue: value, dictType: 't', listClass: null, isDefault: 'N', status: '0', remark, createTime: '2026-01-01T00:00:00.000Z' };
}

function serveRegions() {
  const requests: string[] = [];
  server.use(
    http.get('/system/dict/data/type/{dictType}', ({ params, response }) => {
      requests.push(params.dictType);
      const data = { sys_province: provinces, sys_city: cities }[params.dictType] ?? [];
      return response(200).json({ code: 200, msg: '操作成功', data: data.map(row) });
    }),
  );
  return requests;
}

beforeEach(() => resetDictStore());

describe('region option builders', () => {
  it('gives province options with 6-digit values', () => {
    expect(provinceOptions([...provinces, entry('无效', '11')])).toEqual([
      { label: '部委', value: '000000' },
      { label: '北京市', value: '110000' },
      { label: '河南省', value: '410000' },
    ]);
  });

  it('finds the cities of a province by the code in their remark, else by the code prefix', () => {
    expect(citiesOfProvince(cities, '410000')).toEqual([
      { label: '郑州市', value: '410100' },
      { label: '济源市', value: '419001' },
    ]);
    expect(citiesOfProvince([entry('石家庄市', '130100')], '130000')).toEqual([{ label: '石家庄市', value: '130100' }]);
    expect(citiesOfProvince(cities, '000000')).toEqual([]);
    expect(citiesOfProvince(cities, '')).toEqual([]);
  });

  it('builds the province → city tree, without children for a province that has none', () => {
    expect(provinceCityTree(provinces, cities)).toEqual([
      { label: '部委', value: '000000' },
      { label: '北京市', value: '110000', children: [{ label: '北京市', value: '110100' }] },
      {
        label: '河南省',
        value: '410000',
        children: [
          { label: '郑州市', value: '410100' },
          { label: '济源市', value: '419001' },
        ],
      },
    ]);
  });
});

describe('region option hooks', () => {
  it('loads sys_province for province options', async () => {
    const requests = serveRegions();
    const { result } = renderHook(() => useProvinceOptions());
    await waitFor(() => expect(result.current.options).toHaveLength(3));
    expect(requests).toEqual(['sys_province']);
  });

  it("loads only sys_city for one province's cities, and follows the province", async () => {
    const requests = serveRegions();
    const { result, rerender } = renderHook(({ code }) => useCityOptions(code), { initialProps: { code: '110000' } });
    await waitFor(() => expect(result.current.options).toEqual([{ label: '北京市', value: '110100' }]));
    rerender({ code: '410000' });
    expect(result.current.options.map((option) => option.label)).toEqual(['郑州市', '济源市']);
    expect(requests).toEqual(['sys_city']);
  });

  it('gives the whole tree without a province', async () => {
    const requests = serveRegions();
    const { result } = renderHook(() => useCityOptions());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.options[2]?.children).toHaveLength(2);
    expect(requests.sort()).toEqual(['sys_city', 'sys_province']);
  });
});
