/**
 * Personnel requirements of qualification items (资质标准的人员配备要求): how many registered persons of which
 * categories and specialties an item of a grade needs. The requirements are data (server/seed/personnel-requirements.ts,
 * table qualification_personnel_requirements); this module counts who meets them, for the personnel-count check
 * (人员数量核查), the 资质异常 reminders and the certificate's exceptions alike.
 */
export interface PersonnelRequirement {
  id: number;
  /** The qualification-standard sub-code (e.g. 10300101 建筑工程施工总承包) and the grade (qualification_grade). */
  subCode: string;
  gradeCode: string;
  /** reg_category values that count. */
  regCategories: readonly string[];
  /** reg_specialty values that count; null counts any specialty. */
  regSpecialties: readonly string[] | null;
  required: number;
  /** Whether approvals still assess it: since 建市〔2016〕226号 only each category's lowest grade counts 注册建造师. */
  assessed: boolean;
  citation: string;
  /** The requirement in words, e.g. 一级注册建造师（建筑工程、机电工程专业）不少于 12 人. */
  description: string;
}

/** A registered person as the count reads them. */
export interface CountedPerson {
  regCategory: string;
  regSpecialty: string | null | undefined;
  certValidTo: string;
  socialInsurance: string;
}

/** Social-insurance states that mean this enterprise pays it (social_insurance_status). */
export const PAID_HERE: ReadonlySet<string> = new Set(['normal', 'retired_rehired']);

/** Whether a person counts for a requirement today: a valid registration of the right kind, insured here. */
export function meetsRequirement(person: CountedPerson, requirement: PersonnelRequirement, today: string): boolean {
  return (
    person.certValidTo >= today &&
    PAID_HERE.has(person.socialInsurance) &&
    requirement.regCategories.includes(person.regCategory) &&
    (requirement.regSpecialties === null || (!!person.regSpecialty && requirement.regSpecialties.includes(person.regSpecialty)))
  );
}

/** The number of persons who count for a requirement. */
export function qualifyingCount(persons: readonly CountedPerson[], requirement: PersonnelRequirement, today: string): number {
  let n = 0;
  for (const person of persons) if (meetsRequirement(person, requirement, today)) n++;
  return n;
}

/** An item's requirement met or not: a requirement no longer assessed always passes. */
export function requirementResult(persons: readonly CountedPerson[], requirement: PersonnelRequirement, today: string) {
  const actual = qualifyingCount(persons, requirement, today);
  const passed = !requirement.assessed || actual >= requirement.required;
  const message = !requirement.assessed
    ? `${requirement.description}；现有 ${actual} 人。该要求自建市〔2016〕226号起暂不考核。`
    : passed
      ? `${requirement.description}；现有 ${actual} 人，满足要求。`
      : `${requirement.description}；现有 ${actual} 人，缺少 ${requirement.required - actual} 人。`;
  return { actual, passed, message };
}
