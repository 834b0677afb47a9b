import { describe, expect, it } from 'vitest';
import { isExternalPath, resolveExternalRedirect } from './external-link';

describe('isExternalPath', () => {
  it.each(['http://a.cn', 'https://a.cn/x', 'HTTPS://A.CN', 'mailto:kf@a.cn', 'tel:4001234567'])('%s is external', (path) => {
    expect(isExternalPath(path)).toBe(true);
  });

  it.each(['/policy', 'policy', '//a.cn', 'ftp://a.cn', 'javascript:alert(1)', '', null, undefined, ' https://a.cn'])(
    '%s is not external',
    (path) => {
      expect(isExternalPath(path)).toBe(false);
    },
  );
});

describe('resolveExternalRedirect', () => {
  it.each([
    ['https://www.mohurd.gov.cn/', 'https://www.mohurd.gov.cn/'],
    ['https%3A%2F%2Fjzsc.mohurd.gov.cn%2Fhome%3Fa%3D1', 'https://jzsc.mohurd.gov.cn/home?a=1'],
    ['http://example.com/路径?q=中文', 'http://example.com/%E8%B7%AF%E5%BE%84?q=%E4%B8%AD%E6%96%87'],
    ['HTTPS://Example.COM', 'https://example.com/'],
  ])('accepts %s', (raw, expected) => {
    expect(resolveExternalRedirect(raw)).toBe(expected);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['encoded javascript:', 'javascript%3Aalert(1)'],
    ['javascript: behind spaces', '  javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['mailto:', 'mailto:kf@example.com'],
    ['tel:', 'tel:4001234567'],
    ['ftp:', 'ftp://example.com/file'],
    ['scheme-relative', '//evil.example.com'],
    ['encoded scheme-relative', '%2F%2Fevil.example.com'],
    ['relative path', '/policy'],
    ['bare host', 'evil.example.com'],
    ['malformed %', 'https://example.com/%E0%A4%A'],
    ['lone %', '%'],
    ['no host', 'https://'],
  ])('rejects %s', (_name, raw) => {
    expect(resolveExternalRedirect(raw)).toBeNull();
  });
});
