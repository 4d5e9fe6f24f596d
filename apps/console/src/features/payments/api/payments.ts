import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  opsConfirmPayment,
  opsListOrders,
  opsOrderDetail,
  opsRefundOrder,
  opsRejectPayment,
} from '@storefront/contract/routes';
import { call } from '../../../lib/http';
import { useOrderChange } from '../../../lib/orderChange';

export type Queue = 'receipts' | 'refunds';

/** Finance's queues are short (a day's transfers): one page holds them, and they refresh on their own. */
const QUEUE_SIZE = 100;
const REFRESH_MS = 30_000;

export const queueQuery = (queue: Queue) =>
  queryOptions({
    queryKey: ['payments', queue],
    queryFn: () =>
      call(opsListOrders, {
        query:
          queue === 'receipts'
            ? { status: '0', receiptToCheck: 'true', pageNum: 1, pageSize: QUEUE_SIZE }
            : { status: 'all', refundToSettle: 'true', pageNum: 1, pageSize: QUEUE_SIZE },
      }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });

/** The same key as the orders screen's detail: a change made here shows there, and back. */
export const paymentOrderQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderId],
    queryFn: () => call(opsOrderDetail, { query: { orderId } }),
  });

export const useConfirmPayment = () =>
  useOrderChange((orderId: number) => call(opsConfirmPayment, { body: { orderId } }));

export const useRejectPayment = () =>
  useOrderChange(({ orderId, reason }: { orderId: number; reason: string }) =>
    call(opsRejectPayment, { body: { orderId, reason } }),
  );

export const useSettleRefund = () =>
  useOrderChange(({ orderId, bankReference }: { orderId: number; bankReference: string }) =>
    call(opsRefundOrder, { body: { orderId, bankReference } }),
  );
