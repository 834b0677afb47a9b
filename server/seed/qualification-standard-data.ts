export type StandardCategory = '01' | '02' | '03' | '04';

export interface SubcodeSeed {
  subcode: string;
  label: string;
}

export interface CodeSeed {
  category: StandardCategory;
  code: string;
  label: string;
  children?: SubcodeSeed[];
}

/** Sub-codes `code` + 01, 02, … (or from `first`) in the order given. */
const numbered = (code: string, labels: string[], first = 1): SubcodeSeed[] =>
  labels.map((label, i) => ({ subcode: `${code}${String(first + i).padStart(2, '0')}`, label }));

/**
 * The qualification-standard menu (spec section 2, "Qualification-standard menu"), named after the
 * 住房和城乡建设部 standards: 工程勘察 as reformed in 2020 (建市〔2020〕94号: 综合资质 and 专业资质),
 * 工程设计资质标准 (建市〔2007〕86号: 21 industries, 8 special items, 事务所), 建筑业企业资质标准
 * (建市〔2014〕159号: 12 general-contracting and 36 specialty categories, 施工劳务) and
 * 工程监理企业资质标准 (建设部令第158号: 14 engineering types). Order here is menu order.
 */
export const QUALIFICATION_STANDARD_SEED: CodeSeed[] = [
  { category: '01', code: '101001', label: '工程勘察综合资质' },
  // Since 2020 the former 劳务资质 is part of 专业资质 (岩土工程、工程测量、勘探测试).
  { category: '01', code: '101002', label: '工程勘察专业资质' },

  {
    category: '02',
    code: '102001',
    label: '工程设计行业资质',
    children: numbered('102001', [
      '煤炭行业',
      '化工石化医药行业',
      '石油天然气（海洋石油）行业',
      '电力行业',
      '冶金行业',
      '军工行业',
      '机械行业',
      '商物粮行业',
      '核工业行业',
      '电子通信广电行业',
      '轻纺行业',
      '建材行业',
      '铁道行业',
      '公路行业',
      '水运行业',
      '民航行业',
      '市政行业',
      '农林行业',
      '水利行业',
      '海洋行业',
      '建筑行业',
    ]),
  },
  {
    category: '02',
    code: '102002',
    label: '工程设计专项资质',
    children: numbered('102002', [
      '建筑装饰工程',
      '环境工程',
      '建筑智能化系统',
      '照明工程',
      '建筑幕墙工程',
      '轻型钢结构工程',
      '风景园林工程',
      '消防设施工程',
    ]),
  },
  { category: '02', code: '102003', label: '工程设计事务所资质' },

  {
    category: '03',
    code: '103001',
    label: '施工总承包资质',
    children: [
      ...numbered('103001', [
        '建筑工程',
        '公路工程',
        '铁路工程',
        '港口与航道工程',
        '水利水电工程',
        '电力工程',
        '矿山工程',
        '冶金工程',
        '石油化工工程',
        '市政公用工程',
        '通信工程',
        '机电工程',
      ]),
      // The special grade (施工总承包特级资质标准) spans the 12 categories; it follows them as sub-code 13.
      { subcode: '10300113', label: '施工总承包特级资质' },
    ],
  },
  {
    category: '03',
    code: '103002',
    label: '专业承包资质',
    children: numbered('103002', [
      '地基基础工程',
      '起重设备安装工程',
      '预拌混凝土',
      '电子与智能化工程',
      '消防设施工程',
      '防水防腐保温工程',
      '桥梁工程',
      '隧道工程',
      '钢结构工程',
      '模板脚手架',
      '建筑装修装饰工程',
      '建筑机电安装工程',
      '建筑幕墙工程',
      '古建筑工程',
      '城市及道路照明工程',
      '公路路面工程',
      '公路路基工程',
      '公路交通工程',
      '铁路电务工程',
      '铁路铺轨架梁工程',
      '铁路电气化工程',
      '机场场道工程',
      '民航空管工程及机场弱电系统工程',
      '机场目视助航工程',
      '港口与海岸工程',
      '航道工程',
      '通航建筑物工程',
      '港航设备安装及水上交管工程',
      '水工金属结构制作与安装工程',
      '水利水电机电安装工程',
      '河湖整治工程',
      '输变电工程',
      '核工程',
      '海洋石油工程',
      '环保工程',
      '特种工程',
    ]),
  },
  { category: '03', code: '103003', label: '施工劳务资质' },

  { category: '04', code: '104001', label: '工程监理综合资质' },
  {
    category: '04',
    code: '104002',
    label: '工程监理专业资质',
    // The spec gives 房屋建筑工程 and 冶金工程 the same sub-code 10400201; the rest follow from 02.
    children: [
      { subcode: '10400201', label: '房屋建筑工程' },
      { subcode: '10400201', label: '冶金工程' },
      ...numbered(
        '104002',
        [
          '矿山工程',
          '化工石油工程',
          '水利水电工程',
          '电力工程',
          '农林工程',
          '铁路工程',
          '公路工程',
          '港口与航道工程',
          '航天航空工程',
          '通信工程',
          '市政公用工程',
          '机电安装工程',
        ],
        2,
      ),
    ],
  },
  { category: '04', code: '104003', label: '工程监理事务所资质' },
];
