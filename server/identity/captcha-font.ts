import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Path, PathCommand } from 'opentype.js';

const require = createRequire(import.meta.url);
// Loaded through require so Node always gets the CJS build: the package has no `exports` map and
// its ESM build (picked by bundlers via `module`) has no default export.
const opentype = require('opentype.js') as typeof import('opentype.js');

/**
 * Common simplified characters the captcha draws from. Visually confusable pairs (日/曰, 己/已,
 * 土/士, 未/末, 明/朋, 头/买, 江/红, 钟/种 …) were left out so that a rotated glyph is never ambiguous.
 * The characters actually used are those that have a glyph in the font, see {@link loadCaptchaGlyphs}.
 */
export const CAPTCHA_CHARS: readonly string[] = [
  ...'山水火风雨雪云电雷花草树林森石米竹松柳桃荷兰叶种麦马鸟鱼虫龙虎象猫狗熊鹿兔鸡猪',
  ...'春夏秋冬南西北上下心手耳口头眼鼻嘴牙脚腿家国城村街路桥河湖海沙金银铁钢木塔',
  ...'红黄蓝绿紫黑色彩图声音书笔纸画歌舞琴棋鼓帽鞋球旗杯盘瓶锅学校老师友爸妈哥姐弟妹',
  ...'吃喝看听说读写走跑跳飞坐站睡笑哭唱洗扫想教做玩送爱好美高长快慢多明暗冷热忙累',
  ...'开门船机灯桌椅床窗房楼饭菜茶酒肉蛋果瓜豆糖盐面饼奶年星时分秒晨夜梦钱工作农医病药',
  ...'县乡安平和静乐福喜信息网络脑英雄勇敢温暖',
];

/** A glyph outline in em units (1 = font size), y pointing down, centred on its bounding box. */
export type GlyphOutline = readonly PathCommand[];

let glyphs: Promise<ReadonlyMap<string, GlyphOutline>> | undefined;

/**
 * Loads (once, lazily) the Noto Sans SC subset files covering {@link CAPTCHA_CHARS} and returns
 * the centred outline of every character that has a real, non-empty glyph.
 * @example const outlines = await loadCaptchaGlyphs(); outlines.get('山');
 */
export function loadCaptchaGlyphs(): Promise<ReadonlyMap<string, GlyphOutline>> {
  glyphs ??= loadGlyphs().catch((error: unknown) => {
    glyphs = undefined; // let the next call retry instead of caching the failure
    throw error;
  });
  return glyphs;
}

async function loadGlyphs(): Promise<ReadonlyMap<string, GlyphOutline>> {
  const packageDir = dirname(require.resolve('@fontsource/noto-sans-sc/package.json'));
  const ranges = parseRanges(JSON.parse(await readFile(join(packageDir, 'unicode.json'), 'utf8')) as Record<string, string>);
  const bySubset = new Map<string, string[]>();
  for (const char of CAPTCHA_CHARS) {
    const codePoint = char.codePointAt(0) ?? 0;
    const subset = ranges.find(({ from, to }) => codePoint >= from && codePoint <= to)?.subset;
    if (subset !== undefined) bySubset.set(subset, [...(bySubset.get(subset) ?? []), char]);
  }

  const outlines = new Map<string, GlyphOutline>();
  await Promise.all(
    [...bySubset].map(async ([subset, chars]) => {
      // opentype.js 2 reads WOFF (zlib) natively; WOFF2 would need an external Brotli decoder.
      const data = await readFile(join(packageDir, 'files', `noto-sans-sc-${subset}-400-normal.woff`));
      const font = opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
      for (const char of chars) {
        const glyph = font.charToGlyph(char);
        // Index 0 is .notdef, which has a (tofu box) outline of its own.
        if (glyph.index === 0) continue;
        const outline = centredOutline(glyph.getPath(0, 0, 1));
        if (outline.length > 0) outlines.set(char, outline);
      }
    }),
  );
  // Promise.all finishes in I/O order; rebuild in pool order so seeded output is deterministic.
  return new Map(CAPTCHA_CHARS.flatMap((char) => {
    const outline = outlines.get(char);
    return outline ? [[char, outline] as const] : [];
  }));
}

/** unicode.json maps "[116]" (file noto-sans-sc-116-…) to "U+4e00-4e01,U+4e08,…". */
function parseRanges(json: Record<string, string>): { subset: string; from: number; to: number }[] {
  return Object.entries(json).flatMap(([key, list]) =>
    list.split(',').map((range) => {
      const [from = '', to = from] = range.trim().replace(/^U\+/i, '').split('-');
      return { subset: key.replace(/[[\]]/g, ''), from: parseInt(from, 16), to: parseInt(to, 16) };
    }),
  );
}

function centredOutline(path: Path): PathCommand[] {
  const { x1, y1, x2, y2 } = path.getBoundingBox();
  const dx = -(x1 + x2) / 2;
  const dy = -(y1 + y2) / 2;
  return path.commands.map((c) => {
    switch (c.type) {
      case 'Z':
        return c;
      case 'M':
      case 'L':
        return { type: c.type, x: c.x + dx, y: c.y + dy };
      case 'Q':
        return { type: 'Q', x1: c.x1 + dx, y1: c.y1 + dy, x: c.x + dx, y: c.y + dy };
      case 'C':
        return { type: 'C', x1: c.x1 + dx, y1: c.y1 + dy, x2: c.x2 + dx, y2: c.y2 + dy, x: c.x + dx, y: c.y + dy };
    }
  });
}
