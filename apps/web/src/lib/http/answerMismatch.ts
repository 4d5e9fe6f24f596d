import type { Endpoint } from '@storefront/contract';

/**
 * Why an answer does not match its endpoint's schema in `contract` (the package's exports), or
 * null when it does. Shared by the check at once (development, tests) and the worker (production).
 */
export function describeMismatch(
  contract: Record<string, unknown>,
  route: { name: string; method: string; path: string },
  data: unknown,
): string | null {
  const endpoint = contract[route.name] as Endpoint | undefined;
  if (!endpoint || endpoint.method !== route.method || endpoint.path !== route.path) {
    return `route ${route.name} (${route.method} ${route.path}) is not an endpoint of the contract`;
  }
  const parsed = endpoint.data.safeParse(data);
  return parsed.success
    ? null
    : `API answer of ${route.method} ${route.path} does not match the contract: ${parsed.error.message}`;
}
