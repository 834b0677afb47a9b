/**
 * Comma-separated dictionary codes (a requirement's 注册类别 or 注册专业) as labels joined by 、.
 *
 * @example dictCodesText('jzs1,jzs2', labelOf) // '一级注册建造师、二级注册建造师'
 */
export function dictCodesText(codes: string | null | undefined, labelOf: (code: string) => string): string {
  if (!codes) return '';
  return codes
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean)
    .map(labelOf)
    .join('、');
}
