import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/policy', '/policy'],
    ['/qyxx/yyzz/yyzzxx?tab=1#top', '/qyxx/yyzz/yyzzxx?tab=1#top'],
    ['/zzbz/01-101001', '/zzbz/01-101001'],
    ['/globalSearch?keyword=资质', '/globalSearch?keyword=%E8%B5%84%E8%B4%A8'],
    ['/policy/../question', '/question'],
  ])('keeps the in-app path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'policy',
    '//evil.com',
    '//evil.com/path',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http:/evil.com',
    'javascript:alert(1)',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r/evil.com',
    '/%0a/evil.com'.replace('%0a', '\u0000'),
    ' /policy',
    '/..//evil.com',
    '/./\\/evil.com',
    '/%2e%2e//evil.com',
  ])('sends %j home', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });
});
