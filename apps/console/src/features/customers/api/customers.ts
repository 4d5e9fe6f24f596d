import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsCustomerDetail } from '@storefront/contract';
import {
  opsCustomerDetail,
  opsListCustomers,
  opsListOrders,
  opsRecordCredit,
  opsReviewCertification,
  opsSetCredit,
} from '@storefront/contract/routes';
import { call } from '../../../lib/http';

export const customerListQuery = (keyword: string, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['customers', 'list', keyword, pageNum, pageSize],
    queryFn: () => call(opsListCustomers, { query: { keyword: keyword || undefined, pageNum, pageSize } }),
    placeholderData: keepPreviousData,
  });

export const customerQuery = (memberId: number) =>
  queryOptions({
    queryKey: ['customers', 'detail', memberId],
    queryFn: () => call(opsCustomerDetail, { query: { memberId } }),
  });

/** The customer's latest orders, newest first (the orders screen holds the rest). */
export const customerOrdersQuery = (memberId: number) =>
  queryOptions({
    queryKey: ['orders', 'list', 'customer', memberId],
    queryFn: () => call(opsListOrders, { query: { status: 'all', memberId, pageNum: 1, pageSize: 20 } }),
  });

/** A change to a customer: the answer is the customer as they now stand; the list is read again. */
function useCustomerChange<V>(send: (input: V) => Promise<OpsCustomerDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      client.setQueryData(customerQuery(detail.customer.memberId).queryKey, detail);
      void client.invalidateQueries({ queryKey: ['customers', 'list'] });
    },
  });
}

export const useReviewCertification = () =>
  useCustomerChange((body: { memberId: number; approve: boolean }) => call(opsReviewCertification, { body }));

export interface CreditSetting {
  memberId: number;
  currencyCode: string;
  creditLimit: number;
  paymentCycle: 0 | 1 | 2 | 3;
}
export const useSetCredit = () => useCustomerChange((body: CreditSetting) => call(opsSetCredit, { body }));

export interface CreditEntry {
  memberId: number;
  currencyCode: string;
  kind: 'settlement' | 'adjustment';
  amount: number;
  note: string;
}
/** A settlement or a debt, sent with the Idempotency-Key of its form submission: recorded once however often it is sent. */
export const useRecordCredit = () =>
  useCustomerChange(({ idempotencyKey, ...body }: CreditEntry & { idempotencyKey: string }) =>
    call(opsRecordCredit, { body }, { idempotencyKey }),
  );
