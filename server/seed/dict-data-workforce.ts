import type { DictSeedType } from './dict-data.ts';

const SPECIAL_OPERATION = '建筑施工特种作业';

export const WORKFORCE_DICTS: DictSeedType[] = [
  {
    dictType: 'other_person_kind',
    dictName: '其他人员类别',
    items: [
      { label: '技术人员', value: 'technical', listClass: 'primary', isDefault: true },
      { label: '技术工人', value: 'worker', listClass: 'success' },
    ],
  },
  {
    dictType: 'professional_title',
    dictName: '职称',
    items: [
      { label: '正高级工程师', value: 'professor_engineer', remark: '正高级' },
      { label: '高级工程师', value: 'senior_engineer', remark: '副高级' },
      { label: '工程师', value: 'engineer', remark: '中级', isDefault: true },
      { label: '助理工程师', value: 'assistant_engineer', remark: '初级（助理级）' },
      { label: '技术员', value: 'technician', remark: '初级（员级）' },
      { label: '高级经济师', value: 'senior_economist', remark: '副高级' },
      { label: '经济师', value: 'economist', remark: '中级' },
      { label: '高级会计师', value: 'senior_accountant', remark: '副高级' },
      { label: '会计师', value: 'accountant', remark: '中级' },
    ],
  },
  {
    dictType: 'worker_trade',
    dictName: '工种',
    items: [
      { label: '砌筑工', value: 'mason' },
      { label: '钢筋工', value: 'rebar_worker' },
      { label: '架子工', value: 'scaffolder', remark: SPECIAL_OPERATION },
      { label: '混凝土工', value: 'concrete_worker' },
      { label: '模板工', value: 'formwork_worker' },
      { label: '木工', value: 'carpenter' },
      { label: '焊工', value: 'welder', remark: '特种作业（焊接与热切割作业）' },
      { label: '电工', value: 'electrician', remark: SPECIAL_OPERATION },
      { label: '防水工', value: 'waterproofer' },
      { label: '抹灰工', value: 'plasterer' },
      { label: '油漆工', value: 'painter' },
      { label: '镶贴工', value: 'tiler' },
      { label: '测量放线工', value: 'surveyor' },
      { label: '起重信号司索工', value: 'rigger_signaller', remark: SPECIAL_OPERATION },
      { label: '塔式起重机司机', value: 'tower_crane_driver', remark: SPECIAL_OPERATION },
      { label: '施工升降机司机', value: 'hoist_driver', remark: SPECIAL_OPERATION },
      { label: '物料提升机司机', value: 'material_hoist_driver', remark: SPECIAL_OPERATION },
      { label: '起重机械安装拆卸工', value: 'crane_installer', remark: SPECIAL_OPERATION },
      { label: '高处作业吊篮安装拆卸工', value: 'gondola_installer', remark: SPECIAL_OPERATION },
      { label: '机械设备安装工', value: 'equipment_installer' },
      { label: '管道工', value: 'plumber' },
      { label: '通风工', value: 'ventilation_worker' },
      { label: '幕墙安装工', value: 'curtain_wall_installer' },
      { label: '门窗安装工', value: 'window_installer' },
      { label: '装饰装修工', value: 'decoration_worker' },
      { label: '桩机操作工', value: 'piling_operator' },
      { label: '挖掘机司机', value: 'excavator_driver' },
      { label: '钳工', value: 'fitter' },
      { label: '普工', value: 'general_labourer' },
    ],
  },
];
