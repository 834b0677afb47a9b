/** A reminder's link when it is a path of this site (`/qyxx/…`), else null: it is followed without leaving the app. */
export function sitePath(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return link;
}
