import { useMutation } from '@tanstack/react-query';
import { placeOrder } from '@storefront/contract/routes';
import { HEADER_NAMES } from '@storefront/contract/constants';
import type { BodyOf } from '@storefront/contract';
import { call } from '../../../lib/http';

export type PlaceOrderInput = BodyOf<typeof placeOrder>;

/**
 * `silent`: the screen decides what to say (a 409 price change is a dialog, a lost connection a
 * hint to retry), so the client's generic toast would only get in the way.
 */
export const fetchPlaceOrder = (body: PlaceOrderInput, idempotencyKey: string) =>
  call(placeOrder, { body }, { silent: true, headers: { [HEADER_NAMES.idempotencyKey]: idempotencyKey } });

export const usePlaceOrder = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PlaceOrderInput; idempotencyKey: string }) =>
      fetchPlaceOrder(body, idempotencyKey),
    // Never retried blindly: the screen retries with the same key only when the person asks.
    retry: false,
  });
