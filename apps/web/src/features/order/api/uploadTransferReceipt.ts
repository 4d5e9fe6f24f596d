import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadTransferReceipt } from '@storefront/contract/routes';
import type { DataOf } from '@storefront/contract';
import { upload } from '../../../lib/http';
import { orderDetailKey, orderKey, type OrderRef } from './orderRef';

export type ReceiptAnswer = DataOf<typeof uploadTransferReceipt>;

/** Sent through the shared upload helper for its progress; a receipt is a JSON body. */
export const fetchUploadTransferReceipt = (
  ref: OrderRef,
  imageBase64: string,
  onProgress: (fraction: number) => void,
): Promise<ReceiptAnswer> =>
  upload({
    method: uploadTransferReceipt.method,
    path: uploadTransferReceipt.path,
    body: JSON.stringify({ ...ref, imageBase64 }),
    onProgress,
  }) as Promise<ReceiptAnswer>;

export const useUploadTransferReceipt = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ref: OrderRef; imageBase64: string; onProgress: (fraction: number) => void }) =>
      fetchUploadTransferReceipt(input.ref, input.imageBase64, input.onProgress),
    onSuccess: (detail, { ref }) => {
      queryClient.setQueryData(orderDetailKey(ref), detail);
      void queryClient.invalidateQueries({ queryKey: orderKey });
    },
  });
};
