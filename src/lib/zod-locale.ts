import { z } from 'zod';

// zod's own wording for the checks users meet most; anything else falls through to zod's zh-CN locale.
function friendlyMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return `不能超过 ${issue.maximum} 个字符`;
      if (issue.origin === 'number') return `不能大于 ${issue.maximum}`;
      if (issue.origin === 'array') return `最多 ${issue.maximum} 项`;
      return undefined;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? '不能为空' : `至少 ${issue.minimum} 个字符`;
      if (issue.origin === 'number') return `不能小于 ${issue.minimum}`;
      if (issue.origin === 'array') return `至少 ${issue.minimum} 项`;
      return undefined;
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? '不能为空' : '类型不正确';
    case 'invalid_format':
      return issue.format === 'date' ? '请输入正确的日期' : '格式不正确';
    case 'invalid_value':
      return `请从 ${issue.values.map(String).join('、')} 中选择`;
    default:
      return undefined;
  }
}

/**
 * Puts zod's built-in messages into Chinese for the SPA's schema forms (schema-resolver.ts installs it) and the
 * component tests: messages the schemas write
 * themselves win, the common checks read as 不能超过 50 个字符, the rest use zod's zh-CN locale. The server keeps
 * its own field-named wording (server/http/zod-validation.ts), so it does not load this.
 *
 * @example installZodLocale(); // once, before the app renders
 */
export function installZodLocale(): void {
  z.config(z.locales.zhCN());
  z.config({ customError: friendlyMessage });
}
