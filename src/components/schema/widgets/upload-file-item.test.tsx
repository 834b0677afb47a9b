import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadError, type FetchBlobOptions } from '@/api/download';
import type { UploadedFileRef } from '../field-config';
import { UploadFileItem } from './upload-file-item';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/thumb');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const stored = (name: string): UploadedFileRef => ({ id: 'f-1', name, url: '/system/oss/download2Auth/f-1' });

function renderItem(file: UploadedFileRef, fetchFile?: (file: UploadedFileRef, options?: FetchBlobOptions) => Promise<Blob>, localUrl?: string) {
  render(
    <ul>
      <UploadFileItem file={file} fetchFile={fetchFile} localUrl={localUrl} />
    </ul>,
  );
  return screen.getByRole('listitem');
}

describe('UploadFileItem', () => {
  it('shows a stored image as a thumbnail fetched quietly, and previews it in a dialog', async () => {
    const fetchFile = vi.fn(() => Promise.resolve(new Blob(['x'], { type: 'image/png' })));
    const item = renderItem(stored('执照.png'), fetchFile);
    expect(await within(item).findByRole('img', { name: '执照.png预览' })).toHaveAttribute('src', 'blob:http://localhost/thumb');
    expect(fetchFile).toHaveBeenCalledWith(stored('执照.png'), expect.objectContaining({ quiet: true }));
    await userEvent.click(within(item).getByRole('button', { name: '预览执照.png' }));
    expect(await screen.findByRole('dialog', { name: '执照.png' })).toBeInTheDocument();
  });

  it('never renders an <img> for a TIFF scan, stored or just chosen', async () => {
    const fetchFile = vi.fn(() => Promise.resolve(new Blob(['II*'], { type: 'image/tiff' })));
    const item = renderItem(stored('扫描件.tiff'), fetchFile);
    expect(item.querySelector('img')).toBeNull();
    expect(item.querySelector('svg')).not.toBeNull();
    expect(fetchFile).not.toHaveBeenCalled();
    render(
      <ul aria-label="本次">
        <UploadFileItem file={{ id: 'f-2', name: '新扫描.TIF', url: '' }} localUrl="blob:http://localhost/local" />
      </ul>,
    );
    const local = screen.getByRole('list', { name: '本次' });
    expect(local.querySelector('img')).toBeNull();
    expect(within(local).getByRole('link', { name: '新扫描.TIF' })).toHaveAttribute('href', 'blob:http://localhost/local');
  });

  it('shows the file icon, not a broken image, when a thumbnail cannot be loaded or decoded', async () => {
    const failing = vi.fn(() => Promise.reject(new DownloadError('访问资源不存在')));
    const item = renderItem(stored('执照.png'), failing);
    await vi.waitFor(() => expect(failing).toHaveBeenCalled());
    expect(item.querySelector('img')).toBeNull();

    const plain = renderItemIn('旧照片.jpg', '/files/b.jpg');
    plain.querySelector('img')!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(plain.querySelector('img')).toBeNull());
  });
});

function renderItemIn(name: string, url: string) {
  render(
    <ul aria-label={name}>
      <UploadFileItem file={{ id: name, name, url }} />
    </ul>,
  );
  return screen.getByRole('list', { name });
}
