/**
 * Where to go after login: the `redirect` query when it is a path of this site, else home. A full
 * URL, `//host` or `/\host` would send a fresh login to someone else's page (an open redirect).
 */
export function safeRedirect(redirect: string | null | undefined, origin = window.location.origin): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  try {
    const url = new URL(redirect, origin);
    if (url.origin !== origin || url.pathname === '/login') return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
