import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDownloader, DownloadError, saveBlob } from './download.ts';
import { DOWNLOAD_FAILED, STATUS_MESSAGES } from './messages.ts';
import { json, testClient } from './testing/recording-fetch.ts';

function setup(respond: (request: Request) => Response | Promise<Response>) {
  const api = testClient(respond);
  const save = vi.fn<(blob: Blob, fileName: string) => void>();
  const downloads = createDownloader({ client: api.client, baseUrl: 'http://api.test', notify: api.notify, save });
  const blobCall = () => api.client.GET('/portal/getInfo', { parseAs: 'blob' });
  return { ...api, ...downloads, save, blobCall };
}

const pdf = () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('downloadBlob', () => {
  it('saves a real file under the given name', async () => {
    const { downloadBlob, blobCall, save, notify } = setup(pdf);
    expect(await downloadBlob(blobCall, '发票.pdf')).toBe(true);
    const [blob, fileName] = save.mock.calls[0] ?? [];
    expect(fileName).toBe('发票.pdf');
    expect(await blob?.text()).toBe('%PDF-1.7');
    expect(notify).not.toHaveBeenCalled();
  });

  it('accepts a started call as well as a function', async () => {
    const { downloadBlob, blobCall, save } = setup(pdf);
    expect(await downloadBlob(blobCall(), 'a.pdf')).toBe(true);
    expect(save).toHaveBeenCalledOnce();
  });

  it('a 403 error body shows the status message, not the server msg, and does not redirect', async () => {
    const { downloadBlob, blobCall, notify, save, onForbidden } = setup(() => json({ code: 403, msg: '需要会员' }, 403));
    expect(await downloadBlob(blobCall, 'a.pdf')).toBe(false);
    expect(notify.mock.calls).toEqual([[STATUS_MESSAGES[403]]]);
    expect(save).not.toHaveBeenCalled();
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('a 500 error body with msg shows the msg', async () => {
    const { downloadBlob, blobCall, notify } = setup(() => json({ code: 500, msg: '文件已被删除' }, 500));
    await downloadBlob(blobCall, 'a.pdf');
    expect(notify.mock.calls).toEqual([['文件已被删除']]);
  });

  it('a JSON error envelope inside an HTTP 200 is parsed too', async () => {
    const { downloadBlob, blobCall, notify, save } = setup(() => json({ code: 404, msg: '没有这个文件' }));
    expect(await downloadBlob(blobCall, 'a.pdf')).toBe(false);
    expect(notify.mock.calls).toEqual([[STATUS_MESSAGES[404]]]);
    expect(save).not.toHaveBeenCalled();
  });

  it('an error body without msg shows the default message', async () => {
    const { downloadBlob, blobCall, notify } = setup(() => json({ code: 500 }, 500));
    await downloadBlob(blobCall, 'a.pdf');
    expect(notify.mock.calls).toEqual([[STATUS_MESSAGES.default]]);
  });

  it('a network failure shows DOWNLOAD_FAILED once', async () => {
    const { downloadBlob, blobCall, notify } = setup(() => Promise.reject(new TypeError('fetch failed')));
    expect(await downloadBlob(blobCall, 'a.pdf')).toBe(false);
    expect(notify.mock.calls).toEqual([[DOWNLOAD_FAILED]]);
  });

  it('an HTML 502 shows DOWNLOAD_FAILED once', async () => {
    const html = () => new Response('<html>502</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    const { downloadBlob, blobCall, notify } = setup(html);
    expect(await downloadBlob(blobCall, 'a.pdf')).toBe(false);
    expect(notify.mock.calls).toEqual([[DOWNLOAD_FAILED]]);
  });

  it('a failing save shows DOWNLOAD_FAILED', async () => {
    const { downloadBlob, blobCall, notify, save } = setup(pdf);
    save.mockImplementation(() => {
      throw new Error('no document');
    });
    expect(await downloadBlob(blobCall, 'a.pdf')).toBe(false);
    expect(notify.mock.calls).toEqual([[DOWNLOAD_FAILED]]);
  });
});

describe('fetchBlob', () => {
  const empty502 = () => new Response(null, { status: 502 });

  it('resolves to the file without saving it', async () => {
    const { fetchBlob, blobCall, save, notify } = setup(pdf);
    expect(await (await fetchBlob(blobCall)).text()).toBe('%PDF-1.7');
    expect(save).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('a JSON error body served as the file rejects with its message instead of resolving to it', async () => {
    const { fetchBlob, blobCall, notify } = setup(() => json({ code: 500, msg: '文件不存在或已删除' }));
    await expect(fetchBlob(blobCall)).rejects.toEqual(new DownloadError('文件不存在或已删除'));
    expect(notify.mock.calls).toEqual([['文件不存在或已删除']]);
  });

  it('a JSON file that is not an envelope is a file', async () => {
    const data = () => new Response('{"name":"清单"}', { headers: { 'Content-Type': 'application/json' } });
    const { fetchBlob, blobCall, notify } = setup(data);
    expect(await (await fetchBlob(blobCall)).text()).toBe('{"name":"清单"}');
    expect(notify).not.toHaveBeenCalled();
  });

  it.each([
    ['an empty 502', empty502],
    ['an HTML 502', () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['a web page answered with 200', () => new Response('<html>登录</html>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } })],
    ['a 200 without a body', () => new Response(null, { headers: { 'Content-Length': '0' } })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s rejects with DOWNLOAD_FAILED after showing it once', async (_name, respond) => {
    const { fetchBlob, blobCall, notify } = setup(respond);
    await expect(fetchBlob(blobCall)).rejects.toEqual(new DownloadError(DOWNLOAD_FAILED));
    expect(notify.mock.calls).toEqual([[DOWNLOAD_FAILED]]);
  });

  it('quiet shows nothing but still rejects with the message', async () => {
    const { fetchBlob, blobCall, notify } = setup(empty502);
    await expect(fetchBlob(blobCall, { quiet: true })).rejects.toEqual(new DownloadError(DOWNLOAD_FAILED));
    expect(notify).not.toHaveBeenCalled();
  });

  it("the caller's abort rejects silently with the abort reason", async () => {
    const controller = new AbortController();
    const { fetchBlob, client, notify } = setup((request) => {
      request.signal.throwIfAborted();
      return new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)));
    });
    const call = fetchBlob(() => client.GET('/portal/getInfo', { parseAs: 'blob', signal: controller.signal }), { signal: controller.signal });
    controller.abort(new DOMException('closed', 'AbortError'));
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('downloadByUrl', () => {
  it('requests a relative URL on the API base with the Bearer token', async () => {
    const { downloadByUrl, requests, save } = setup(pdf);
    expect(await downloadByUrl('/profile/upload/2024/a.pdf?v=2', 'a.pdf')).toBe(true);
    expect(requests[0]?.url).toBe('http://api.test/profile/upload/2024/a.pdf?v=2');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(save).toHaveBeenCalledOnce();
  });

  it('accepts an absolute URL on the API host', async () => {
    const { downloadByUrl, requests } = setup(pdf);
    expect(await downloadByUrl('http://api.test/system/oss/x.pdf', 'x.pdf')).toBe(true);
    expect(requests[0]?.url).toBe('http://api.test/system/oss/x.pdf');
  });

  it('refuses another host so the token never leaves the API host', async () => {
    const { downloadByUrl, requests, notify } = setup(pdf);
    expect(await downloadByUrl('https://evil.test/x.pdf', 'x.pdf')).toBe(false);
    expect(requests).toHaveLength(0);
    expect(notify.mock.calls).toEqual([[DOWNLOAD_FAILED]]);
  });
});

describe('saveBlob', () => {
  it('clicks a download anchor for an object URL and revokes it later', () => {
    vi.useFakeTimers();
    const anchor = { href: '', download: '', style: { display: '' }, click: vi.fn(), remove: vi.fn() };
    const append = vi.fn();
    vi.stubGlobal('document', { createElement: vi.fn(() => anchor), body: { append } });
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://app.test/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const blob = new Blob(['x'], { type: 'application/pdf' });

    saveBlob(blob, '证书.pdf');

    expect(create).toHaveBeenCalledWith(blob);
    expect(anchor).toMatchObject({ href: 'blob:http://app.test/1', download: '证书.pdf' });
    expect(append).toHaveBeenCalledWith(anchor);
    expect(anchor.click).toHaveBeenCalledOnce();
    expect(anchor.remove).toHaveBeenCalledOnce();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:http://app.test/1');
  });
});
