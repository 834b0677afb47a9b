import type { DictSeedType } from './dict-data.ts';

export const QUALIFICATION_DICTS: DictSeedType[] = [
  {
    dictType: 'qualification_category',
    dictName: '资质类别',
    // The category value is the first part of a /zzbz/{category}-{code}-{subcode} path;
    // standard codes of the category start with 10 followed by its last digit (01 → 101001).
    items: [
      { label: '勘察', value: '01', remark: '工程勘察资质，标准编码 101 开头' },
      { label: '设计', value: '02', remark: '工程设计资质，标准编码 102 开头' },
      { label: '施工', value: '03', remark: '建筑业企业资质，标准编码 103 开头' },
      { label: '监理', value: '04', remark: '工程监理资质，标准编码 104 开头' },
    ],
  },
  {
    dictType: 'qualification_grade',
    dictName: '资质等级',
    items: [
      { label: '综合', value: 'comprehensive', remark: '勘察、设计、监理综合资质' },
      { label: '特级', value: 'special', remark: '施工总承包' },
      { label: '甲级', value: 'grade_a', remark: '勘察、设计、监理' },
      { label: '乙级', value: 'grade_b', remark: '勘察、设计、监理' },
      { label: '丙级', value: 'grade_c', remark: '勘察、设计（部分专业）' },
      { label: '一级', value: 'class_1', remark: '施工总承包、专业承包' },
      { label: '二级', value: 'class_2', remark: '施工总承包、专业承包' },
      { label: '三级', value: 'class_3', remark: '施工总承包、专业承包' },
      { label: '不分等级', value: 'ungraded', remark: '勘察劳务、事务所、部分专业承包及施工劳务' },
    ],
  },
  {
    dictType: 'certificate_type',
    dictName: '证书类型',
    items: [
      { label: '建筑业企业资质证书', value: 'jzy', remark: '施工', isDefault: true },
      { label: '工程勘察资质证书', value: 'kc', remark: '勘察' },
      { label: '工程设计资质证书', value: 'sj', remark: '设计' },
      { label: '工程监理资质证书', value: 'jl', remark: '监理' },
      { label: '安全生产许可证', value: 'aqsc', remark: '建筑施工企业' },
    ],
  },
  {
    dictType: 'enterprise_type',
    dictName: '企业类型',
    items: [
      { label: '有限责任公司', value: 'llc', isDefault: true },
      { label: '有限责任公司（自然人独资）', value: 'llc_natural_person_sole' },
      { label: '有限责任公司（国有独资）', value: 'llc_state_sole' },
      { label: '股份有限公司（上市）', value: 'joint_stock_listed' },
      { label: '股份有限公司（非上市）', value: 'joint_stock_unlisted' },
      { label: '全民所有制', value: 'state_owned' },
      { label: '集体所有制', value: 'collective' },
      { label: '个人独资企业', value: 'sole_proprietorship' },
      { label: '合伙企业', value: 'partnership' },
      { label: '外商投资企业', value: 'foreign_invested' },
      { label: '其他', value: 'other' },
    ],
  },
];
