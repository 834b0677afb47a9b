import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadError } from '@/api/download';
import { FilePreviewDialog } from './file-preview-dialog';
import type { LoadFile } from './use-file-preview';

// jsdom's Blob lacks text(); browsers have it.
Blob.prototype.text ??= function text(this: Blob) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error as Error);
    reader.readAsText(this);
  });
};

let objectUrls: Blob[];
let saved: HTMLAnchorElement[];
beforeEach(() => {
  objectUrls = [];
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:http://localhost/${objectUrls.push(blob)}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this);
  });
});
afterEach(() => vi.restoreAllMocks());

function Harness({ name, load }: { name: string; load: LoadFile }) {
  const [open, setOpen] = useState(true);
  return <FilePreviewDialog name={name} load={load} open={open} onOpenChange={setOpen} />;
}

async function preview(name: string, blob: Blob | (() => Promise<Blob>)) {
  const load = vi.fn<LoadFile>(typeof blob === 'function' ? blob : () => Promise.resolve(blob));
  render(<Harness name={name} load={load} />);
  const dialog = await screen.findByRole('dialog', { name });
  await vi.waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
  return { dialog, load };
}

describe('FilePreviewDialog', () => {
  it.each([
    ['现场.jpg', 'image/jpeg'],
    ['执照.png', 'image/png'],
    ['动图.gif', 'image/gif'],
    ['照片.webp', 'image/webp'],
    ['扫描.bmp', 'image/bmp'],
  ])('shows %s as an image', async (name, type) => {
    const { dialog } = await preview(name, new Blob(['x'], { type }));
    expect(within(dialog).getByRole('img', { name })).toHaveAttribute('src', 'blob:http://localhost/1');
    expect(objectUrls[0]?.type).toBe(type);
  });

  it('shows SVG only as an image, never as inline markup', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><text>标志</text></svg>';
    const { dialog } = await preview('标志.svg', new Blob([svg], { type: 'image/svg+xml' }));
    expect(within(dialog).getByRole('img', { name: '标志.svg' })).toHaveAttribute('src', 'blob:http://localhost/1');
    expect(objectUrls[0]?.type).toBe('image/svg+xml');
    expect(document.querySelector('script, text')).toBeNull();
    expect(dialog).not.toHaveTextContent('标志.svg标志');
  });

  it('shows a PDF inline in a frame typed as PDF, whatever the body claims, and keeps 下载', async () => {
    const user = userEvent.setup();
    const { dialog } = await preview('营业执照.pdf', new Blob(['%PDF-1.7'], { type: '' }));
    const frame = within(dialog).getByTitle('营业执照.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:http://localhost/1');
    expect(objectUrls[0]?.type).toBe('application/pdf');
    await user.click(within(dialog).getByRole('button', { name: '下载' }));
    expect(saved.map((anchor) => anchor.download)).toEqual(['营业执照.pdf']);
  });

  it('shows text as text in a <pre>, never as HTML', async () => {
    const { dialog } = await preview('说明.txt', new Blob(['第一行\n<b>不是粗体</b><img src=x onerror=alert(1)>'], { type: 'text/plain' }));
    const pre = within(dialog).getByLabelText('说明.txt');
    expect(pre.tagName).toBe('PRE');
    expect(pre.textContent).toBe('第一行\n<b>不是粗体</b><img src=x onerror=alert(1)>');
    expect(pre.children).toHaveLength(0);
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows JSON indented in a <pre>', async () => {
    const { dialog } = await preview('数据.json', new Blob(['{"名称":"<i>甲</i>","数量":[1,2]}'], { type: 'application/json' }));
    const pre = within(dialog).getByLabelText('数据.json');
    expect(pre.tagName).toBe('PRE');
    expect(pre.textContent).toBe('{\n  "名称": "<i>甲</i>",\n  "数量": [\n    1,\n    2\n  ]\n}');
    expect(pre.children).toHaveLength(0);
  });

  it('shows a TIFF scan as a file icon with 下载查看, never a broken image', async () => {
    const user = userEvent.setup();
    const { dialog } = await preview('扫描件.tif', new Blob(['II*\u0000'], { type: 'image/tiff' }));
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(dialog.querySelector('img, iframe')).toBeNull();
    expect(dialog).toHaveTextContent('浏览器无法直接显示 TIFF 图片，请下载后查看。');
    await user.click(within(dialog).getByRole('button', { name: '下载查看扫描件.tif' }));
    expect(saved.map((anchor) => anchor.download)).toEqual(['扫描件.tif']);
  });

  it('falls back to 下载查看 when an image cannot be decoded', async () => {
    const { dialog } = await preview('坏图.png', new Blob(['not a png'], { type: 'image/png' }));
    within(dialog).getByRole('img', { name: '坏图.png' }).dispatchEvent(new Event('error'));
    expect(await within(dialog).findByRole('button', { name: '下载查看坏图.png' })).toBeInTheDocument();
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('shows why a load failed and loads again on 重试', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { dialog, load } = await preview('营业执照.pdf', () =>
      ++calls === 1 ? Promise.reject(new DownloadError('访问资源不存在')) : Promise.resolve(new Blob(['%PDF'], { type: 'application/pdf' })),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('访问资源不存在');
    expect(within(dialog).getByRole('button', { name: '下载' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '重试' }));
    expect(await within(dialog).findByTitle('营业执照.pdf')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts the load and frees the object URL when closed', async () => {
    const user = userEvent.setup();
    const { dialog, load } = await preview('执照.png', new Blob(['x'], { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(load.mock.calls[0]?.[0].aborted).toBe(true);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });
});
