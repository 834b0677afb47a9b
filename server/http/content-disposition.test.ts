import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

const extended = (header: string) => decodeURIComponent(/filename\*=UTF-8''(\S+)$/.exec(header)![1]!);

describe('contentDisposition', () => {
  it('names a Chinese file in UTF-8 with an ASCII fallback', () => {
    const header = contentDisposition('营业执照 副本.png');
    expect(header).toBe(`attachment; filename="____ __.png"; filename*=UTF-8''%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7%20%E5%89%AF%E6%9C%AC.png`);
    expect(extended(header)).toBe('营业执照 副本.png');
  });

  it('escapes quotes, backslashes and the characters RFC 5987 does not allow bare', () => {
    const name = `a"b\\c'(d)*%e.pdf`;
    const header = contentDisposition(name);
    expect(header).toMatch(/^attachment; filename="a_b_c'\(d\)\*_e\.pdf"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(extended(header)).toBe(name);
  });
});
