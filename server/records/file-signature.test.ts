import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-signature.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const pad = (head: Uint8Array, length = 64) => {
  const out = new Uint8Array(Math.max(length, head.length));
  out.set(head);
  return out;
};

describe('detectFileType', () => {
  it('recognises each accepted type by its magic bytes', () => {
    expect(detectFileType(pad(bytes([0xff, 0xd8, 0xff, 0xe0])))).toBe('image/jpeg');
    expect(detectFileType(pad(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])))).toBe('image/png');
    expect(detectFileType(pad(bytes('GIF89a')))).toBe('image/gif');
    expect(detectFileType(pad(bytes('GIF87a')))).toBe('image/gif');
    expect(detectFileType(pad(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')))).toBe('image/webp');
    expect(detectFileType(pad(bytes('BM', [0x3a, 0, 0, 0])))).toBe('image/bmp');
    expect(detectFileType(pad(bytes('II', [0x2a, 0])))).toBe('image/tiff');
    expect(detectFileType(pad(bytes('MM', [0, 0x2a])))).toBe('image/tiff');
    expect(detectFileType(pad(bytes('%PDF-1.7\n')))).toBe('application/pdf');
  });

  it('rejects text, SVG, other formats and truncated headers', () => {
    expect(detectFileType(bytes('just some text pretending to be a png'))).toBeNull();
    expect(detectFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectFileType(pad(bytes('PK', [3, 4])))).toBeNull();
    expect(detectFileType(pad(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')))).toBeNull();
    expect(detectFileType(bytes('BM'))).toBeNull();
    expect(detectFileType(bytes([0x89], 'PNG'))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });
});
