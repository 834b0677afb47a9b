import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHandlers } from '@/api/browser-client';
import { DOWNLOAD_FAILED, STATUS_MESSAGES } from '@/api/messages';
import { UploadFileItem } from '@/components/schema/widgets/upload-file-item';
import { http, server } from '@/testing/msw-server';
import { fetchAttachment } from './attachment-api';

const file = { id: 'f-1', name: '营业执照.pdf', url: '/system/oss/download2Auth/f-1' };
const notify = vi.fn<(message: string) => void>();
const onForbidden = vi.fn<() => void>();

function serveDownload(answer: () => Response) {
  server.use(http.get('/system/oss/download2Auth/{id}', ({ response }) => response.untyped(answer())));
}

async function clickDownload() {
  render(
    <ul>
      <UploadFileItem file={file} fetchFile={fetchAttachment} />
    </ul>,
  );
  const button = screen.getByRole('button', { name: '下载营业执照.pdf' });
  await userEvent.click(button);
  await waitFor(() => expect(button).toBeEnabled());
}

let saved: HTMLAnchorElement[];
beforeEach(() => {
  setSessionHandlers({ notify, onForbidden });
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/saved');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  notify.mockReset();
  onForbidden.mockReset();
});

describe('attachment downloads (spec §8)', () => {
  it('saves a good file under its name without a message', async () => {
    serveDownload(() => new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }));
    await clickDownload();
    expect(saved.map((anchor) => anchor.download)).toEqual(['营业执照.pdf']);
    expect(notify).not.toHaveBeenCalled();
  });

  it('does not save a JSON error body as the file, and shows its message', async () => {
    serveDownload(() => HttpResponse.json({ code: 500, msg: '文件不存在或已删除' }));
    await clickDownload();
    expect(saved).toEqual([]);
    expect(notify.mock.calls).toEqual([['文件不存在或已删除']]);
  });

  it('shows the status message for a 403 error body, without leaving the page', async () => {
    serveDownload(() => HttpResponse.json({ code: 403, msg: '需要会员' }, { status: 403 }));
    await clickDownload();
    expect(saved).toEqual([]);
    expect(notify.mock.calls).toEqual([[STATUS_MESSAGES[403]]]);
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it.each([
    ['a 502 gateway page', () => new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['an empty 502', () => new HttpResponse(null, { status: 502 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows the download failure for %s', async (_name, answer) => {
    serveDownload(answer);
    await clickDownload();
    expect(saved).toEqual([]);
    expect(notify.mock.calls).toEqual([[DOWNLOAD_FAILED]]);
  });
});
