import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadTransferReceipt } from '@storefront/contract/routes';
import { HEADER_NAMES, PLATFORM_H5, ResultCode } from '@storefront/contract/constants';
import type { DataOf } from '@storefront/contract';
import { ApiError, NetworkError } from '../../../lib/http';
import { apiBase, httpConfig, TIMEOUT_MS } from '../../../lib/http/config';
import { orderDetailKey, orderKey, type OrderRef } from './orderRef';

export type ReceiptAnswer = DataOf<typeof uploadTransferReceipt>;

/**
 * The one call sent with XMLHttpRequest instead of the fetch client: fetch reports no upload
 * progress, and a receipt photo over mobile data takes long enough that a person needs to see it
 * move. Same headers, envelope and errors as the client.
 */
export function fetchUploadTransferReceipt(
  ref: OrderRef,
  imageBase64: string,
  onProgress: (fraction: number) => void,
): Promise<ReceiptAnswer> {
  const config = httpConfig();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(uploadTransferReceipt.method, `${apiBase()}${uploadTransferReceipt.path}`);
    xhr.timeout = TIMEOUT_MS;
    const headers = { [HEADER_NAMES.platform]: PLATFORM_H5, ...config.headers(), 'Content-Type': 'application/json' };
    for (const [name, value] of Object.entries(headers)) if (value) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new NetworkError('network', config.text('network')));
    xhr.ontimeout = () => reject(new NetworkError('timeout', config.text('timeout')));
    xhr.onload = () => {
      let envelope: { code?: unknown; message?: unknown; data?: unknown };
      try {
        envelope = JSON.parse(xhr.responseText) as typeof envelope;
      } catch {
        reject(new NetworkError('http', config.text('server'), xhr.status));
        return;
      }
      const code = typeof envelope.code === 'number' ? envelope.code : xhr.status;
      if (code === ResultCode.ok) {
        onProgress(1);
        resolve(envelope.data as ReceiptAnswer);
        return;
      }
      if (code === ResultCode.unauthorized) config.onUnauthorized();
      reject(new ApiError(code, typeof envelope.message === 'string' ? envelope.message : '', envelope.data));
    };
    xhr.send(JSON.stringify({ ...ref, imageBase64 }));
  });
}

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
