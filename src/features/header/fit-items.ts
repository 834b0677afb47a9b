/**
 * How many leading items fit in `available` pixels. When they do not all fit, room is kept for the 更多
 * button (`moreWidth`) and the remaining items go into it. Never negative.
 *
 * @example fitItems([100, 100, 100], 250, 60) // 1: 100 + 60 fits, 200 + 60 does not
 */
export function fitItems(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}
