/** Toast texts for HTTP/envelope status codes (spec §8). Use `statusMessage` to look one up. */
export const STATUS_MESSAGES = {
  401: '认证失败，无法访问系统资源',
  403: '当前操作没有权限',
  404: '访问资源不存在',
  default: '系统未知错误，请反馈给管理员',
} as const;

/** Shown when the server gives no usable message, or cannot be reached at all. */
export const SERVER_ABNORMAL = '服务器异常';

/** Shown when a file download fails for any reason other than a readable error body. */
export const DOWNLOAD_FAILED = '下载文件出现错误，请联系网站管理人员！';

/** Shown by the session store when loading the signed-in user fails. */
export const SESSION_EXPIRED = '登录已过期，请重新登陆';

/** The spec's message for a status code, e.g. `statusMessage(404) === '访问资源不存在'`; unknown codes get the default. */
export function statusMessage(code: number): string {
  return code === 401 || code === 403 || code === 404 ? STATUS_MESSAGES[code] : STATUS_MESSAGES.default;
}
