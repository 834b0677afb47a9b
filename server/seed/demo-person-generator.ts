import { idCardCheckChar } from '../../forms/validators.ts';

/** A small seeded PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

export type Random = ReturnType<typeof seededRandom>;

const SURNAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢'];
const GIVEN_MALE = [...'伟强磊军勇杰涛斌浩鹏宇峰建国明辉刚波平志新海东亮华超晨俊'];
const GIVEN_FEMALE = [...'芳娜敏静丽艳娟霞秀玲燕红梅琳婷雪慧颖洁倩萍琴云'];
// County-level codes (GB/T 2260) from several provinces, so the demo list looks like a real workforce.
const REGION_CODES = ['110105', '110108', '120104', '130102', '310104', '310115', '320106', '330106', '340104', '350203', '370102', '410105', '420106', '430104', '440106', '440305', '500103', '510107', '610113', '210102'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export interface DemoIdentity {
  name: string;
  idCard: string;
  gender: '男' | '女';
  birthDate: string;
}

/** A person with a valid ID number (real region code, birth date, gender digit and check character). */
export function demoIdentity(random: Random): DemoIdentity {
  const gender = random.next() < 0.82 ? '男' : '女';
  const given = gender === '男' ? GIVEN_MALE : GIVEN_FEMALE;
  const name = random.pick(SURNAMES) + random.pick(given) + (random.next() < 0.6 ? random.pick(given) : '');
  const birthDate = `${random.int(1962, 1999)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`;
  // The 17th digit is odd for men and even for women.
  const sequence = random.int(0, 49) * 2 + (gender === '男' ? 1 : 0);
  const first17 = `${random.pick(REGION_CODES)}${birthDate.replaceAll('-', '')}${pad(random.int(0, 9), 1)}${pad(sequence, 2)}`;
  return { name, idCard: first17 + idCardCheckChar(first17), gender, birthDate };
}

/** A mobile number (1[3-9]xxxxxxxxx). */
export function demoPhone(random: Random): string {
  return `1${random.pick(['3', '5', '7', '8', '9'])}${pad(random.int(0, 999_999_999), 9)}`;
}

export function addYears(isoDate: string, years: number): string {
  return `${Number(isoDate.slice(0, 4)) + years}${isoDate.slice(4, 10).replace('-02-29', '-02-28')}`;
}

/** A calendar date `days` after (or, negative, before) `isoDate`, e.g. for dates relative to the seeding day. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
