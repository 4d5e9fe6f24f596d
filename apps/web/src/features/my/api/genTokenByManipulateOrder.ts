import { useMutation } from '@tanstack/react-query';
import { genTokenByManipulateOrder } from '@storefront/contract/routes';
import { call } from '../../../lib/http';

export const fetchProxyToken = (memberId: number) => call(genTokenByManipulateOrder, { body: { memberId } });

export const useProxyToken = () => useMutation({ mutationFn: fetchProxyToken });
