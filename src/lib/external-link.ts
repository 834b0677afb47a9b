const EXTERNAL_PATH = /^(?:https?:|mailto:|tel:)/i;

/**
 * Spec §5: a path is external when it starts with http:, https:, mailto: or tel: (any letter case).
 * Render such a path as a plain `<a>` rather than a router link.
 *
 * @example isExternalPath('https://www.mohurd.gov.cn') // true; isExternalPath('/policy') // false
 */
export function isExternalPath(path: string | null | undefined): boolean {
  return typeof path === 'string' && EXTERNAL_PATH.test(path);
}

/**
 * Spec §5 external redirect: the `url` query value, decoded once more, must parse on its own as an absolute
 * http or https URL. Returns the normalised URL, or null for a missing, undecodable, unparsable or
 * other-scheme value (javascript:, data:, mailto:, scheme-relative `//host`, a relative path …).
 *
 * @example resolveExternalRedirect(new URL(request.url).searchParams.get('url'))
 */
export function resolveExternalRedirect(rawUrlParam: string | null | undefined): string | null {
  if (!rawUrlParam) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawUrlParam);
  } catch {
    return null;
  }
  let url: URL;
  try {
    // No base: a relative or scheme-relative value must fail rather than resolve against this site.
    url = new URL(decoded);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href;
}
