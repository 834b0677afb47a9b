import { randomInt } from 'node:crypto';
import type { PathCommand } from 'opentype.js';
import { loadCaptchaGlyphs, type GlyphOutline } from './captcha-font.ts';

export interface CaptchaPoint {
  x: number;
  y: number;
}

export interface WordClickCaptchaOptions {
  /** Characters the user must click, in order (default 4). */
  count?: number;
  /** Extra characters drawn but not asked for (default 2). */
  decoys?: number;
  /** Source of randomness in [0, 1); defaults to a CSPRNG. Pass a seeded one for reproducible output. */
  random?: () => number;
}

export interface WordClickCaptcha {
  /** `data:image/svg+xml;base64,…`; glyphs are `<path>` outlines, so the markup contains no characters. */
  image: string;
  width: number;
  height: number;
  /** Characters to click, in order. */
  words: string[];
  /** Centre of each word, same order, in image pixels. Keep server-side. */
  points: CaptchaPoint[];
}

const WIDTH = 320;
const HEIGHT = 160;
const MARGIN = 24;
const MIN_DISTANCE = 44;
// Random sequential placement of 44 px discs in the 272×112 usable area stays quick up to ~8.
const MAX_GLYPHS = 8;

const secureRandom = (): number => randomInt(2 ** 48 - 1) / (2 ** 48 - 1); // randomInt needs max < 2^48

/**
 * Generates a word-click captcha: `count` characters to click in order plus `decoys`, drawn rotated
 * at random non-overlapping positions over a noisy background.
 * @example
 * const { image, words, points } = await createWordClickCaptcha();
 * // show `image` and `请依次点击：${words.join(' ')}`; store `points` and check with verifyClicks
 */
export async function createWordClickCaptcha(options: WordClickCaptchaOptions = {}): Promise<WordClickCaptcha> {
  const { count = 4, decoys = 2, random = secureRandom } = options;
  if (!Number.isInteger(count) || !Number.isInteger(decoys) || count < 1 || decoys < 0 || count + decoys > MAX_GLYPHS) {
    throw new RangeError(`count must be ≥ 1, decoys ≥ 0 and count + decoys ≤ ${MAX_GLYPHS}`);
  }
  const outlines = await loadCaptchaGlyphs();
  const placed = place(pickDistinct([...outlines], count + decoys, random), random);
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);
  const colour = (saturation: [number, number], lightness: [number, number]) =>
    `hsl(${Math.floor(between(0, 360))},${Math.round(between(...saturation))}%,${Math.round(between(...lightness))}%)`;

  const curve = () => {
    const point = (lo: number, hi: number) => `${fmt(between(lo, hi))} ${fmt(between(10, HEIGHT - 10))}`;
    const d = `M${point(-10, 40)}C${point(60, 160)} ${point(160, 260)} ${point(280, 330)}`;
    return `<path d="${d}" fill="none" stroke="${colour([40, 70], [45, 70])}" stroke-width="${fmt(between(1, 2.2))}" opacity="${fmt(between(0.5, 0.8))}"/>`;
  };
  const dot = () =>
    `<circle cx="${fmt(between(0, WIDTH))}" cy="${fmt(between(0, HEIGHT))}" r="${fmt(between(0.8, 2.2))}" fill="${colour([30, 70], [40, 75])}"/>`;
  const glyph = ({ outline, x, y }: (typeof placed)[number]) => {
    const size = between(28, 34);
    const angle = (between(-35, 35) * Math.PI) / 180;
    // Rotation and a slight stretch are baked into the coordinates (no transform attribute), so the
    // same character never produces the same `d` string and a path→character lookup table is useless.
    const sx = size * between(0.9, 1.1);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const map = (px: number, py: number) => `${fmt(x + px * sx * cos - py * size * sin)} ${fmt(y + px * sx * sin + py * size * cos)}`;
    return `<path d="${toPathData(outline, map)}" fill="${colour([55, 90], [18, 34])}"/>`;
  };

  const background = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour([30, 60], [90, 96])}"/><stop offset="1" stop-color="${colour([30, 60], [88, 95])}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`;
  const under = [...repeat(45, dot), ...repeat(4, curve)];
  // Glyphs are generated in word/decoy order above; shuffle so document order reveals nothing.
  const glyphs = shuffle(placed.map(glyph), random);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${background}${under.join('')}${glyphs.join('')}${repeat(2, curve).join('')}</svg>`;

  const targets = placed.slice(0, count);
  return {
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    width: WIDTH,
    height: HEIGHT,
    words: targets.map((p) => p.char),
    points: targets.map(({ x, y }) => ({ x, y })),
  };
}

/**
 * Checks the user's clicks against the expected centres: same count, and click i within
 * `tolerance` px (Euclidean) of point i. An empty `expected` never verifies.
 * @example verifyClicks(captcha.points, [{ x: 51, y: 80 }, …]) // → true / false
 */
export function verifyClicks(expected: CaptchaPoint[], clicks: CaptchaPoint[], tolerance = 22): boolean {
  return (
    expected.length > 0 &&
    expected.length === clicks.length &&
    expected.every((p, i) => {
      const c = clicks[i];
      return c !== undefined && Number.isFinite(c.x) && Number.isFinite(c.y) && Math.hypot(c.x - p.x, c.y - p.y) <= tolerance;
    })
  );
}

function place(chars: [string, GlyphOutline][], random: () => number) {
  const coordinate = (size: number) => Math.round(MARGIN + random() * (size - 2 * MARGIN));
  for (let attempt = 0; attempt < 100; attempt++) {
    const placed: { char: string; outline: GlyphOutline; x: number; y: number }[] = [];
    for (let tries = 0; placed.length < chars.length && tries < 500; tries++) {
      const [x, y] = [coordinate(WIDTH), coordinate(HEIGHT)];
      const entry = chars[placed.length];
      if (entry && placed.every((p) => Math.hypot(p.x - x, p.y - y) >= MIN_DISTANCE)) {
        placed.push({ char: entry[0], outline: entry[1], x, y });
      }
    }
    if (placed.length === chars.length) return placed;
  }
  throw new Error('captcha layout failed');
}

function toPathData(outline: readonly PathCommand[], map: (x: number, y: number) => string): string {
  let d = '';
  for (const c of outline) {
    if (c.type === 'Z') d += 'Z';
    else if (c.type === 'Q') d += `Q${map(c.x1, c.y1)} ${map(c.x, c.y)}`;
    else if (c.type === 'C') d += `C${map(c.x1, c.y1)} ${map(c.x2, c.y2)} ${map(c.x, c.y)}`;
    else d += `${c.type}${map(c.x, c.y)}`;
  }
  return d;
}

function pickDistinct<T>(items: T[], n: number, random: () => number): T[] {
  return shuffle([...items], random).slice(0, n);
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

function repeat(n: number, make: () => string): string[] {
  return Array.from({ length: n }, make);
}

function fmt(n: number): string {
  return String(Math.round(n * 10) / 10);
}
