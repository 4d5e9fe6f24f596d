import { useMutation } from '@tanstack/react-query';
import { registeredOrNot } from '@storefront/contract/routes';
import { call } from '../../../lib/http';
import type { QueryOf } from '@storefront/contract';

export const fetchRegisteredOrNot = (query: QueryOf<typeof registeredOrNot>) => call(registeredOrNot, { query });

/** A mutation, not a query: it is asked once per "next step" tap, never cached or refetched. */
export const useRegisteredOrNot = () => useMutation({ mutationFn: fetchRegisteredOrNot });
