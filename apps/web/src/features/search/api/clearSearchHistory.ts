import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearSearchHistory } from '@storefront/contract/routes';
import { call, type CallOptions } from '../../../lib/http';

export const fetchClearSearchHistory = (opts?: CallOptions) => call(clearSearchHistory, {}, opts);

export const useClearSearchHistory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchClearSearchHistory(),
    onSuccess: () => queryClient.setQueriesData({ queryKey: ['search', 'history'] }, []),
  });
};
