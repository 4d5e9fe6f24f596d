import { useState } from 'react';
import type { MerchandisingSku } from '@storefront/contract';
import type { ProductChange, SendChange } from '../api/products';

/** What a dialog about one SKU's stock in one warehouse is given. */
export interface StockDialogProps {
  skuId: number;
  row: MerchandisingSku['stock'][number];
  onChange: SendChange;
  onClose: () => void;
}

/** A dialog's one change: shown as sending while the server answers, closed once it took it. */
export function useSend(onChange: SendChange, onClose: () => void) {
  const [sending, setSending] = useState(false);
  const send = async (change: ProductChange) => {
    setSending(true);
    const done = await onChange(change);
    setSending(false);
    if (done) onClose();
  };
  return { sending, send };
}
