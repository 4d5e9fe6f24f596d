import { useMutation } from '@tanstack/react-query';
import { logout } from '@storefront/contract/routes';
import { call, type CallOptions } from '../../../lib/http';

/** Resolves only on code 200 (the client rejects any other code), which is when we clear up. */
export const fetchLogout = (opts?: CallOptions) => call(logout, {}, opts);

export const useLogout = () => useMutation({ mutationFn: () => fetchLogout() });
