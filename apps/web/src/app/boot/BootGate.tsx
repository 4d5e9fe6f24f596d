import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocaleStore } from '../../lib/stores/locale.store';
import { BootError } from './BootError';
import { Splash } from './Splash';
import { runBoot, type BootStep } from './steps';

/**
 * Runs the boot sequence once and only then renders its children (the router), so that every
 * screen can rely on countries, the current country and settings being loaded.
 */
export function BootGate({ children, steps }: { children: () => ReactNode; steps?: BootStep[] }) {
  const queryClient = useQueryClient();
  const boot = useQuery({
    queryKey: ['boot'],
    // The locale is read once: switching language later refetches per query, not the boot.
    queryFn: () => runBoot({ queryClient, locale: useLocaleStore.getState().locale }, steps),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (boot.isSuccess) return <>{children()}</>;
  if (boot.isError) return <BootError onRetry={() => void boot.refetch()} retrying={boot.isFetching} />;
  return <Splash />;
}
