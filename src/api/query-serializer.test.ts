import { describe, expect, it } from 'vitest';
import { serializeQuery } from './query-serializer.ts';
import { json, testClient } from './testing/recording-fetch.ts';

describe('serializeQuery', () => {
  it('repeats array keys without brackets', () => {
    expect(serializeQuery({ ids: ['a', 'b'] })).toBe('ids=a&ids=b');
  });

  it('skips undefined, null and empty values, also inside arrays', () => {
    expect(serializeQuery({ a: undefined, b: null, c: '', d: [], e: ['', null, 'x'], f: 0, g: false })).toBe(
      'e=x&f=0&g=false',
    );
  });

  it('percent-encodes values', () => {
    expect(serializeQuery({ keyword: '建筑 a&b=c', prov: '110000' })).toBe(
      'keyword=%E5%BB%BA%E7%AD%91%20a%26b%3Dc&prov=110000',
    );
  });
});

describe('client query strings', () => {
  it('sends arrays as repeated keys and leaves blanks out of the URL', async () => {
    const { client, requests } = testClient(() => json({ code: 200, msg: 'ok', data: null }));
    // getInfo takes no query in the contract; the cast only lets this test reach the serializer.
    const query = { ids: ['a', 'b'], dictType: ['101003', '101004'], name: '', prov: undefined, pageNum: 1 };
    await client.GET('/portal/getInfo', { params: { query } } as never);
    expect(requests[0]?.url).toBe(
      'http://api.test/portal/getInfo?ids=a&ids=b&dictType=101003&dictType=101004&pageNum=1',
    );
  });

  it('adds no ? when every value is blank', async () => {
    const { client, requests } = testClient(() => json({ code: 200, msg: 'ok', data: null }));
    await client.GET('/portal/getInfo', { params: { query: { name: '' } } } as never);
    expect(requests[0]?.url).toBe('http://api.test/portal/getInfo');
  });
});
