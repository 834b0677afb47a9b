import type { DictSeedType } from './dict-data.ts';

export const PROJECT_DICTS: DictSeedType[] = [
  {
    dictType: 'project_type',
    dictName: '项目类型',
    items: [
      { label: '房屋建筑工程', value: 'building', isDefault: true },
      { label: '市政公用工程', value: 'municipal' },
      { label: '公路工程', value: 'highway' },
      { label: '铁路工程', value: 'railway' },
      { label: '水利水电工程', value: 'water_conservancy' },
      { label: '港口与航道工程', value: 'port_waterway' },
      { label: '电力工程', value: 'electric_power' },
      { label: '通信工程', value: 'communication' },
      { label: '矿山工程', value: 'mining' },
      { label: '冶金工程', value: 'metallurgy' },
      { label: '石油化工工程', value: 'petrochemical' },
      { label: '机电安装工程', value: 'mep_installation' },
      { label: '其他', value: 'other' },
    ],
  },
  {
    dictType: 'project_stage',
    dictName: '项目状态',
    items: [
      { label: '未开工', value: 'not_started', listClass: 'info' },
      { label: '在建', value: 'in_progress', listClass: 'primary', isDefault: true },
      { label: '停工', value: 'suspended', listClass: 'warning' },
      { label: '竣工', value: 'completed', listClass: 'success' },
      { label: '竣工验收', value: 'accepted', listClass: 'success', remark: '已完成竣工验收备案' },
    ],
  },
  {
    dictType: 'ent_project_role',
    dictName: '企业在项目中的角色',
    items: [
      { label: '建设单位', value: 'owner' },
      { label: '施工总承包', value: 'general_contractor', isDefault: true },
      { label: '专业承包', value: 'specialty_contractor' },
      { label: '施工劳务', value: 'labour_subcontractor' },
      { label: '勘察单位', value: 'survey' },
      { label: '设计单位', value: 'design' },
      { label: '监理单位', value: 'supervision' },
      { label: '工程总承包', value: 'epc', remark: 'EPC' },
    ],
  },
];
