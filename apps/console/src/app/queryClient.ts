import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/http';

/** Staff read fresh data: a list a minute old may already have moved on. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        // An answer of the API (403, 404, 409) is final; only an unreachable server is retried.
        retry: (count, error) => !(error instanceof ApiError && error.code !== 0) && count < 2,
        refetchOnWindowFocus: true,
      },
    },
  });
}
