import { beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_CHARS, loadCaptchaGlyphs } from './captcha-font.ts';
import { createWordClickCaptcha, verifyClicks, type CaptchaPoint } from './captcha-image.ts';

function seeded(seed: number): () => number {
  // mulberry32
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function decodeSvg(image: string): string {
  const prefix = 'data:image/svg+xml;base64,';
  expect(image.startsWith(prefix)).toBe(true);
  return Buffer.from(image.slice(prefix.length), 'base64').toString('utf8');
}

beforeAll(async () => {
  await loadCaptchaGlyphs();
});

describe('createWordClickCaptcha', () => {
  it('has a glyph for (nearly) every pool character', async () => {
    const glyphs = await loadCaptchaGlyphs();
    expect(glyphs.size).toBeGreaterThanOrEqual(200);
    for (const char of glyphs.keys()) expect(CAPTCHA_CHARS).toContain(char);
  });

  it('picks distinct pool words placed inside the image and apart from each other', async () => {
    for (let seed = 1; seed <= 100; seed++) {
      const captcha = await createWordClickCaptcha({ random: seeded(seed) });
      expect(captcha.width).toBe(320);
      expect(captcha.height).toBe(160);
      expect(captcha.words).toHaveLength(4);
      expect(new Set(captcha.words).size).toBe(4);
      for (const word of captcha.words) expect(CAPTCHA_CHARS).toContain(word);
      expect(captcha.points).toHaveLength(4);
      captcha.points.forEach((p, i) => {
        expect(p.x).toBeGreaterThanOrEqual(24);
        expect(p.x).toBeLessThanOrEqual(320 - 24);
        expect(p.y).toBeGreaterThanOrEqual(24);
        expect(p.y).toBeLessThanOrEqual(160 - 24);
        for (const q of captcha.points.slice(i + 1)) expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeGreaterThanOrEqual(44);
      });
    }
  });

  it('renders glyphs (words and decoys) as paths, never as text', async () => {
    const glyphs = await loadCaptchaGlyphs();
    const captcha = await createWordClickCaptcha({ count: 3, decoys: 3, random: seeded(7) });
    const svg = decodeSvg(captcha.image);
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 320 160"/);
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
    for (const char of glyphs.keys()) expect(svg).not.toContain(char);
    // Glyphs are the filled paths; noise curves have fill="none".
    expect(svg.match(/<path [^>]*fill="hsl/g)).toHaveLength(6);
  });

  it('is deterministic for a seeded random source', async () => {
    const a = await createWordClickCaptcha({ random: seeded(42) });
    const b = await createWordClickCaptcha({ random: seeded(42) });
    const c = await createWordClickCaptcha({ random: seeded(43) });
    expect(b).toEqual(a);
    expect(c.image).not.toBe(a.image);
  });

  it('rejects impossible options', async () => {
    await expect(createWordClickCaptcha({ count: 0 })).rejects.toThrow(RangeError);
    await expect(createWordClickCaptcha({ count: 6, decoys: 3 })).rejects.toThrow(RangeError);
    await expect(createWordClickCaptcha({ decoys: 1.5 })).rejects.toThrow(RangeError);
  });
});

describe('verifyClicks', () => {
  const expected: CaptchaPoint[] = [
    { x: 50, y: 40 },
    { x: 150, y: 100 },
    { x: 250, y: 60 },
  ];

  it('accepts exact and within-tolerance clicks', () => {
    expect(verifyClicks(expected, expected.map((p) => ({ ...p })))).toBe(true);
    expect(verifyClicks(expected, [{ x: 72, y: 40 }, { x: 135, y: 115 }, { x: 240, y: 50 }])).toBe(true);
    expect(verifyClicks(expected, [{ x: 80, y: 40 }, ...expected.slice(1)], 30)).toBe(true);
  });

  it('rejects wrong order, missing or extra clicks and clicks just outside tolerance', () => {
    expect(verifyClicks(expected, [expected[1]!, expected[0]!, expected[2]!])).toBe(false);
    expect(verifyClicks(expected, expected.slice(0, 2))).toBe(false);
    expect(verifyClicks(expected, [...expected, { x: 10, y: 10 }])).toBe(false);
    expect(verifyClicks(expected, [{ x: 50, y: 62.1 }, ...expected.slice(1)])).toBe(false);
    expect(verifyClicks(expected, [{ x: 66, y: 56 }, ...expected.slice(1)])).toBe(false); // √512 ≈ 22.6
    expect(verifyClicks(expected, [{ x: Number.NaN, y: 40 }, ...expected.slice(1)])).toBe(false);
    expect(verifyClicks([], [])).toBe(false);
  });
});
