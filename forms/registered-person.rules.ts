import type { CheckRuleSet } from './check-rules.ts';
import { addYears, expiryRule, stateRule, type ReminderRule, type ReminderRuleSet } from './reminder-rules.ts';
import type { RegisteredPersonInput } from './registered-person.ts';

export type RegisteredPersonRow = RegisteredPersonInput & { id: string };

/** Registration categories of constructors (建造师), who must have a specialty. */
const CONSTRUCTOR_CATEGORIES = new Set(['jzs1', 'jzs2']);
/** Social-insurance states that mean this enterprise pays it (social_insurance_status). */
const PAID_HERE = new Set(['normal', 'retired_rehired']);

/** Age 60 or over warns, 65 or over is serious: from the birth date, on the birthday itself. */
const ageRule: ReminderRule<RegisteredPersonRow> = {
  code: 'registeredPerson.age',
  type: 'zcry',
  field: 'birthDate',
  title: '{label} 已年满 {age} 周岁',
  content: '{label}（出生日期 {birthDate}）已年满 {age} 周岁，注册执业与资质人员认定可能受影响。',
  suggestion: '核实该人员是否仍在岗执业；退休返聘的，请在社保缴纳情况中如实填写。',
  evaluate(person, { today }) {
    if (!person.birthDate) return null;
    if (addYears(person.birthDate, 65) <= today) return { threshold: 'age65', level: 'danger', dueDate: addYears(person.birthDate, 65), vars: { age: 65 } };
    if (addYears(person.birthDate, 60) <= today) return { threshold: 'age60', level: 'warning', dueDate: addYears(person.birthDate, 60), vars: { age: 60 } };
    return null;
  },
};

/** Reminder rules of registered personnel (注册人员, /qyxx/zcry/zcryxxtx). */
export const registeredPersonReminders: ReminderRuleSet<RegisteredPersonRow> = {
  recordType: 'registeredPerson',
  page: 'registeredPersons',
  label: (person) => person.name,
  rules: [
    expiryRule<RegisteredPersonRow>({
      code: 'registeredPerson.certExpiring',
      type: 'zcry',
      field: 'certValidTo',
      warnDays: [90, 60, 30, 7],
      title: '{label} 的注册证书将于 {dueDate} 到期',
      expiredTitle: '{label} 的注册证书已过期',
      content: '{label} 的注册证书（编号 {regNo}）将于 {dueDate} 到期，剩余 {daysLeft} 天。',
      expiredContent: '{label} 的注册证书（编号 {regNo}）已于 {dueDate} 到期，已过期 {daysOver} 天，不再计入企业注册人员。',
      suggestion: '请及时办理延续注册，取得新证书后更新注册证书有效期。',
    }),
    stateRule<RegisteredPersonRow>({
      code: 'registeredPerson.socialInsurance',
      type: 'zcry',
      field: 'socialInsurance',
      level: 'warning',
      title: '{label} 的社保不在本单位缴纳',
      content: '{label} 的社保缴纳情况不是“正常缴纳”，资质核查中注册人员须在本单位缴纳社保。',
      suggestion: '核实社保缴纳单位；已在本单位正常缴纳的，请更新社保缴纳情况。',
      when: (person) => !PAID_HERE.has(person.socialInsurance),
    }),
    ageRule,
    stateRule<RegisteredPersonRow>({
      code: 'registeredPerson.constructorSpecialty',
      type: 'zcry',
      field: 'regSpecialty',
      level: 'warning',
      title: '{label} 未填写注册专业',
      content: '{label} 是注册建造师，但没有填写注册专业，人员数量核查无法计入其专业。',
      suggestion: '按注册证书填写注册专业。',
      when: (person) => CONSTRUCTOR_CATEGORIES.has(person.regCategory) && !person.regSpecialty,
    }),
  ],
};

/** Check rules of registered personnel (人员业绩校验 and the full data check). */
export const registeredPersonChecks: CheckRuleSet<RegisteredPersonRow> = {
  recordType: 'registeredPerson',
  page: 'registeredPersons',
  label: (person) => person.name,
  rules: [
    {
      code: 'registeredPerson.certExpired',
      title: '注册证书已过期',
      level: 'error',
      field: 'certValidTo',
      message: '{label} 的注册证书已于 {certValidTo} 过期，不计入企业注册人员。',
      test: (person, { today }) => person.certValidTo < today,
    },
    {
      code: 'registeredPerson.notInsuredHere',
      title: '社保不在本单位缴纳',
      level: 'warning',
      field: 'socialInsurance',
      message: '{label} 的社保不在本单位正常缴纳，资质核查中不计入本单位人员。',
      test: (person) => !PAID_HERE.has(person.socialInsurance),
    },
    {
      code: 'registeredPerson.constructorSpecialty',
      title: '注册建造师未填写专业',
      level: 'warning',
      field: 'regSpecialty',
      message: '{label} 是注册建造师，但没有填写注册专业。',
      test: (person) => CONSTRUCTOR_CATEGORIES.has(person.regCategory) && !person.regSpecialty,
    },
    {
      code: 'registeredPerson.registeredElsewhere',
      title: '在其他企业重复注册',
      level: 'warning',
      field: 'idCard',
      message: '{label} 的身份证号在本平台另一家企业也登记为注册人员，存在“挂证”风险，请核实其注册单位。',
      test: (person, data) => data.idCardsElsewhere.has(person.idCard),
    },
  ],
};
