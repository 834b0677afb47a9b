import type { PersonnelRequirement } from '../../forms/personnel-requirements.ts';

const STANDARD = '建市〔2014〕159号《建筑业企业资质标准》';
const NOT_ASSESSED = `${STANDARD}；建市〔2016〕226号起除最低等级外暂不考核注册建造师人数`;

const ANY_CONSTRUCTOR = ['jzs1', 'jzs2'];
const FIRST_CLASS = ['jzs1'];

type Seed = Omit<PersonnelRequirement, 'id'>;

/**
 * The personnel requirements seeded as reference data, per qualification sub-code and grade. Each line is one
 * requirement; an item with a total and a part (e.g. 12 in all, 9 of them in 建筑工程) has two lines. Ids are the
 * line's position plus one, so they stay the same on every start.
 */
export const PERSONNEL_REQUIREMENT_SEEDS: readonly Seed[] = [
  // 建筑工程施工总承包 (10300101)
  {
    subCode: '10300101',
    gradeCode: 'class_1',
    regCategories: FIRST_CLASS,
    regSpecialties: ['jzs_jzgc', 'jzs_jdgc'],
    required: 12,
    assessed: false,
    citation: NOT_ASSESSED,
    description: '建筑工程、机电工程专业一级注册建造师合计不少于 12 人',
  },
  {
    subCode: '10300101',
    gradeCode: 'class_1',
    regCategories: FIRST_CLASS,
    regSpecialties: ['jzs_jzgc'],
    required: 9,
    assessed: false,
    citation: NOT_ASSESSED,
    description: '其中建筑工程专业一级注册建造师不少于 9 人',
  },
  {
    subCode: '10300101',
    gradeCode: 'class_2',
    regCategories: ANY_CONSTRUCTOR,
    regSpecialties: ['jzs_jzgc', 'jzs_jdgc'],
    required: 12,
    assessed: false,
    citation: NOT_ASSESSED,
    description: '建筑工程、机电工程专业注册建造师合计不少于 12 人',
  },
  {
    subCode: '10300101',
    gradeCode: 'class_2',
    regCategories: ANY_CONSTRUCTOR,
    regSpecialties: ['jzs_jzgc'],
    required: 9,
    assessed: false,
    citation: NOT_ASSESSED,
    description: '其中建筑工程专业注册建造师不少于 9 人',
  },
  {
    subCode: '10300101',
    gradeCode: 'class_3',
    regCategories: ANY_CONSTRUCTOR,
    regSpecialties: ['jzs_jzgc', 'jzs_jdgc'],
    required: 5,
    assessed: true,
    citation: STANDARD,
    description: '建筑工程、机电工程专业注册建造师合计不少于 5 人',
  },
  {
    subCode: '10300101',
    gradeCode: 'class_3',
    regCategories: ANY_CONSTRUCTOR,
    regSpecialties: ['jzs_jzgc'],
    required: 4,
    assessed: true,
    citation: STANDARD,
    description: '其中建筑工程专业注册建造师不少于 4 人',
  },
  // 公路工程施工总承包 (10300102)
  {
    subCode: '10300102',
    gradeCode: 'class_1',
    regCategories: FIRST_CLASS,
    regSpecialties: ['jzs_glgc'],
    required: 15,
    assessed: false,
    citation: NOT_ASSESSED,
    description: '公路工程专业一级注册建造师不少于 15 人',
  },
  {
    subCode: '10300102',
    gradeCode: 'class_2',
    regCategories: ANY_CONSTRUCTOR,
    regSpecialties: ['jzs_glgc'],
    required: 15,
    assessed: false,
    citation: NOT_ASSESSED,
    description: '公路工程专业注册建造师不少于 15 人',
  },
  {
    subCode: '10300102',
    gradeCode: 'class_3',
    regCategories: ANY_CONSTRUCTOR,
    regSpecialties: ['jzs_glgc'],
    required: 8,
    assessed: true,
    citation: STANDARD,
    description: '公路工程专业注册建造师不少于 8 人',
  },
  // 水利水电工程施工总承包 (10300105)
  {
    subCode: '10300105',
    gradeCode: 'class_2',
    regCategories: ANY_CONSTRUCTOR,
    regSpecialties: ['jzs_slsd'],
    required: 15,
    assessed: false,
    citation: NOT_ASSESSED,
    description: '水利水电工程专业注册建造师不少于 15 人',
  },
  {
    subCode: '10300105',
    gradeCode: 'class_2',
    regCategories: FIRST_CLASS,
    regSpecialties: ['jzs_slsd'],
    required: 6,
    assessed: false,
    citation: NOT_ASSESSED,
    description: '其中水利水电工程专业一级注册建造师不少于 6 人',
  },
  {
    subCode: '10300105',
    gradeCode: 'class_3',
    regCategories: ANY_CONSTRUCTOR,
    regSpecialties: ['jzs_slsd'],
    required: 8,
    assessed: true,
    citation: STANDARD,
    description: '水利水电工程专业注册建造师不少于 8 人',
  },
  // 机电工程施工总承包 (10300112)
  {
    subCode: '10300112',
    gradeCode: 'class_1',
    regCategories: FIRST_CLASS,
    regSpecialties: null,
    required: 12,
    assessed: false,
    citation: NOT_ASSESSED,
    description: '一级注册建造师不少于 12 人',
  },
  {
    subCode: '10300112',
    gradeCode: 'class_1',
    regCategories: FIRST_CLASS,
    regSpecialties: ['jzs_jdgc'],
    required: 9,
    assessed: false,
    citation: NOT_ASSESSED,
    description: '其中机电工程专业一级注册建造师不少于 9 人',
  },
  {
    subCode: '10300112',
    gradeCode: 'class_2',
    regCategories: ANY_CONSTRUCTOR,
    regSpecialties: ['jzs_jdgc'],
    required: 12,
    assessed: false,
    citation: NOT_ASSESSED,
    description: '机电工程专业注册建造师不少于 12 人',
  },
  {
    subCode: '10300112',
    gradeCode: 'class_2',
    regCategories: FIRST_CLASS,
    regSpecialties: ['jzs_jdgc'],
    required: 3,
    assessed: false,
    citation: NOT_ASSESSED,
    description: '其中机电工程专业一级注册建造师不少于 3 人',
  },
  // 地基基础工程专业承包 (10300201)
  {
    subCode: '10300201',
    gradeCode: 'class_3',
    regCategories: ANY_CONSTRUCTOR,
    regSpecialties: ['jzs_jzgc'],
    required: 3,
    assessed: true,
    citation: STANDARD,
    description: '建筑工程专业注册建造师不少于 3 人',
  },
];
