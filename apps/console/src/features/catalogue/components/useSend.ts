import { useState } from 'react';
import type { ProductChange, SendChange } from '../api/products';

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
