import { describe, expect, it } from 'vitest';
import { isPreviewable, PREVIEW_FILE_TYPES, previewFileType } from './file-type';

describe('previewFileType', () => {
  it('recognises exactly the spec types', () => {
    expect(PREVIEW_FILE_TYPES).toEqual(['jpeg', 'png', 'gif', 'webp', 'bmp', 'tiff', 'svg', 'pdf', 'txt', 'json']);
  });

  it.each([
    ['photo.jpg', 'jpeg'],
    ['photo.JPEG', 'jpeg'],
    ['a.png', 'png'],
    ['a.gif', 'gif'],
    ['a.webp', 'webp'],
    ['a.bmp', 'bmp'],
    ['scan.tif', 'tiff'],
    ['scan.tiff', 'tiff'],
    ['logo.svg', 'svg'],
    ['营业执照.PDF', 'pdf'],
    ['readme.txt', 'txt'],
    ['data.json', 'json'],
    ['archive.2026.pdf', 'pdf'],
    ['https://files.example.com/dir.v2/report.pdf?token=a.b#page=2', 'pdf'],
    ['pdf', 'pdf'],
    ['image/jpeg', 'jpeg'],
    ['image/svg+xml', 'svg'],
    ['application/pdf', 'pdf'],
    ['text/plain; charset=utf-8', 'txt'],
    ['application/json', 'json'],
    ['image/tiff', 'tiff'],
  ])('%s → %s', (input, expected) => {
    expect(previewFileType(input)).toBe(expected);
    expect(isPreviewable(input)).toBe(true);
  });

  it.each(['a.docx', 'a.xlsx', 'a.zip', 'a.mp4', 'video/mp4', 'application/msword', 'noextension', 'dir.pdf/file', '', null, undefined])(
    '%s is not previewable',
    (input) => {
      expect(previewFileType(input)).toBeNull();
      expect(isPreviewable(input)).toBe(false);
    },
  );
});
