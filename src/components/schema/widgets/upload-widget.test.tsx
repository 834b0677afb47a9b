import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldConfig } from '../field-config';
import { renderWidget } from '../testing/render-widget';
import { MAX_UPLOAD_BYTES, uploadProblem } from './upload-checks';
import { UploadWidget } from './upload-widget';

const fileOf = (name: string, type: string, size = 10) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function uploadField(overrides: Pick<FieldConfig, 'upload'> & { maxFiles?: number } = {}): FieldConfig {
  let next = 0;
  const upload = vi.fn((file: File) => Promise.resolve({ id: `f${++next}`, name: file.name, url: `/files/f${next}/${file.name}` }));
  return { name: 'files', label: '证书附件', kind: 'upload', upload, ...overrides };
}

beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('uploadProblem', () => {
  it('accepts images and PDF up to 10 MB and rejects other types and bigger files in Chinese', () => {
    expect(uploadProblem(fileOf('执照.PNG', 'image/png'))).toBeNull();
    expect(uploadProblem(fileOf('证书.pdf', ''))).toBeNull();
    expect(uploadProblem(fileOf('证书.pdf', 'application/octet-stream', MAX_UPLOAD_BYTES))).toBeNull();
    expect(uploadProblem(fileOf('说明.txt', 'text/plain'))).toBe('仅支持图片或 PDF 文件');
    expect(uploadProblem(fileOf('伪装.png', 'application/zip'))).toBe('仅支持图片或 PDF 文件');
    expect(uploadProblem(fileOf('表格.xlsx', ''))).toBe('仅支持图片或 PDF 文件');
    expect(uploadProblem(fileOf('图标.svg', 'image/svg+xml'))).toBe('仅支持图片或 PDF 文件');
    expect(uploadProblem(fileOf('扫描件.TIF', ''))).toBeNull();
    expect(uploadProblem(fileOf('大图.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1))).toBe('文件不能超过 10 MB');
  });
});

describe('UploadWidget', () => {
  it('uploads chosen files and previews them: image thumbnail from an object URL, PDF link in a new tab', async () => {
    const field = uploadField();
    const { user, onChange } = renderWidget(UploadWidget, field);
    const input = screen.getByLabelText('证书附件');
    expect(input).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    await user.upload(input, [fileOf('执照.png', 'image/png'), fileOf('证书.pdf', 'application/pdf')]);

    const list = await screen.findByRole('list', { name: '证书附件已上传文件' });
    expect(field.upload).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 'f1', name: '执照.png', url: '/files/f1/执照.png' },
      { id: 'f2', name: '证书.pdf', url: '/files/f2/证书.pdf' },
    ]);
    expect(within(list).getByRole('img', { name: '执照.png预览' })).toHaveAttribute('src', 'blob:执照.png');
    const pdf = within(list).getByRole('link', { name: '证书.pdf' });
    expect(pdf).toHaveAttribute('href', 'blob:证书.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
  });

  it('shows existing files and removes one with the keyboard', async () => {
    const existing = [
      { id: 'a', name: '旧证书.pdf', url: '/files/a.pdf' },
      { id: 'b', name: '旧照片.jpg', url: '/files/b.jpg' },
    ];
    const { user, onChange } = renderWidget(UploadWidget, uploadField(), existing);
    expect(screen.getByRole('img', { name: '旧照片.jpg预览' })).toHaveAttribute('src', '/files/b.jpg');
    expect(screen.getByRole('link', { name: '旧证书.pdf' })).toHaveAttribute('href', '/files/a.pdf');
    screen.getByRole('button', { name: '删除旧证书.pdf' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([existing[1]]);
    // The removed file's button is gone; focus lands on the file input, not the page body.
    expect(screen.getByLabelText('证书附件')).toHaveFocus();
    screen.getByRole('button', { name: '删除旧照片.jpg' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('rejects a non-image, non-PDF file and a file over 10 MB without uploading', async () => {
    const field = uploadField();
    renderWidget(UploadWidget, field);
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('证书附件');
    await user.upload(input, fileOf('说明.txt', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent('仅支持图片或 PDF 文件');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.upload(input, fileOf('大图.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('文件不能超过 10 MB');
    expect(field.upload).not.toHaveBeenCalled();
  });

  it('reports a failed upload, limits the count and flags a field without an upload function', async () => {
    const { user, unmount } = renderWidget(UploadWidget, uploadField({ upload: () => Promise.reject(new Error('x')) }));
    await user.upload(screen.getByLabelText('证书附件'), fileOf('执照.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('上传失败，请重试');
    unmount();

    const limited = renderWidget(UploadWidget, uploadField({ maxFiles: 1 }), [{ id: 'a', name: 'a.pdf', url: '/a.pdf' }]);
    expect(screen.getByLabelText('证书附件')).toBeDisabled();
    limited.unmount();

    renderWidget(UploadWidget, { name: 'files', label: '证书附件', kind: 'upload' });
    expect(screen.getByRole('alert')).toHaveTextContent('配置错误');
  });
});
