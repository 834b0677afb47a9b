/**
 * A message's link when it is a path of this site (`/qyxx/…?…`), else null, so following it never leaves the app.
 *
 * @example sitePath('/qyxx/zcry/ryxx?edit=…') // the same path; sitePath('//evil.example') // null
 */
export function sitePath(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return link;
}
