import { describe, expect, it } from 'vitest';
import { stripQuery, stripReferrer } from './page-views.ts';

describe('page-view paths', () => {
  it.each([
    ['/zzbz/01-101001', '/zzbz/01-101001'],
    ['/login?redirect=%2Fqyxx&token=abc', '/login'],
    ['/policy#section-2', '/policy'],
    ['/a#b?c', '/a'],
    ['/?x=1', '/'],
  ])('stores %s as %s', (path, stored) => expect(stripQuery(path)).toBe(stored));

  it.each([
    ['https://example.com/search?q=资质&access_token=x', 'https://example.com/search'],
    ['https://user:secret@example.com:8443/a/b#frag', 'https://example.com:8443/a/b'],
    ['http://example.com', 'http://example.com/'],
    ['/login?token=1', '/login'],
    ['android-app://user:pw@com.example/open?t=1', 'android-app://com.example/open'],
  ])('stores the referrer %s as %s', (referrer, stored) => expect(stripReferrer(referrer)).toBe(stored));
});
