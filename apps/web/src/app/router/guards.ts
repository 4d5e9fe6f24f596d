/** Access rules of one route (spec §2), kept as data on the route table. */
export interface RouteAccess {
  name: string;
  /**
   * true: login required. false: the spec's explicit "auth flag false" (SubmitOrder), which lets
   * visitors through like an open route. Undefined: open.
   */
  auth?: boolean;
  /** A query parameter that lets the route through without a token (personalInfo?phone=). */
  allowWithQuery?: string;
}

/** `/login?redirect=<path + query, URL-encoded>`; the origin never goes into the redirect. */
export function loginPath(pathname: string, search = ''): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/**
 * Where a navigation must go instead, or null to let it through:
 * a logged-in user opening /login goes home; a protected route without a token goes to login.
 */
export function guardRedirect(
  route: RouteAccess,
  url: { pathname: string; search: string },
  loggedIn: boolean,
): string | null {
  if (route.name === 'Login') return loggedIn ? '/' : null;
  if (route.auth !== true || loggedIn) return null;
  if (route.allowWithQuery && new URLSearchParams(url.search).get(route.allowWithQuery)) return null;
  return loginPath(url.pathname, url.search);
}
