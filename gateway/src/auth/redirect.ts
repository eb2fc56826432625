/** `/login?error=...&redirect=...`: where a failed form sign-in (or OIDC callback) lands. */
export function pageWithError(
  page: '/login' | '/signup',
  message: string,
  redirect: string,
): string {
  const params = new URLSearchParams({ error: message });
  if (redirect !== '/') params.set('redirect', redirect);
  return `${page}?${params.toString()}`;
}
