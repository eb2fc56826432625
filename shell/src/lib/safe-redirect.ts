/**
 * The `redirect` query parameter, if it is a same-origin relative path (starts with '/' but not
 * '//' or '/\'), else '/'. Anything else could send a freshly signed-in user to another site.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  return value;
}
