import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/http';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // An answer with a code (401, 404, 422…) will not change by asking again; a network blip may.
        retry: (count, error) => !isApiError(error) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}
