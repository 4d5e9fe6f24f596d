import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast, dialog } from '../../../lib/overlays';
import type { OrderSummary } from '@storefront/contract';
import { useT } from '../../../i18n';
import { useCancelOrder } from '../api/cancelOrder';
import { useConfirmReceipt } from '../api/confirmReceipt';
import { orderQuery, type OrderRef } from '../api/orderRef';
import { useReAddToCart } from '../api/reAddToCart';
import { CancelSheet, type CancelInput } from './CancelSheet';

/**
 * What a person can do with an order now, as the server says (`actions`): pay, upload the receipt,
 * cancel with a reason, confirm receipt, buy again. `view` adds a link to the details (list cards).
 */
export function OrderActions({ order, orderRef, view }: { order: OrderSummary; orderRef: OrderRef; view?: boolean }) {
  const { t } = useT();
  const navigate = useNavigate();
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelOrder();
  const receipt = useConfirmReceipt();
  const reAdd = useReAddToCart();
  const a = order.actions;
  const q = orderQuery(orderRef);

  const doCancel = (input: CancelInput) =>
    cancel.mutate(
      { ...orderRef, ...input },
      {
        onSuccess: () => {
          setCancelling(false);
          toast.show({ content: t('order:cancel.success') });
        },
        // The client already showed the server's message (e.g. "operate on the app").
        onError: () => setCancelling(false),
      },
    );

  const doConfirmReceipt = async () => {
    const ok = await dialog.confirm({
      'aria-label': t('order:confirmReceipt.title'),
      content: t('order:confirmReceipt.title'),
      confirmText: t('order:confirmReceipt.confirm'),
      cancelText: t('common:cancel'),
    });
    if (ok) receipt.mutate(orderRef, { onSuccess: () => toast.show({ content: t('order:confirmReceipt.success') }) });
  };

  const doReAdd = () =>
    reAdd.mutate(orderRef, {
      onSuccess: (answer) =>
        toast.show({
          content: answer.skipped.length ? t('order:reAddedSome', { count: answer.items.length }) : t('order:reAdded'),
        }),
    });

  return (
    <div className="order-actions" data-testid="order-actions">
      {view && (
        <button type="button" className="order-button" onClick={() => void navigate(`/orderDetails?${q}`)}>
          {t('order:actions.view')}
        </button>
      )}
      {a.canReAddToCart && (
        <button type="button" className="order-button" disabled={reAdd.isPending} onClick={doReAdd}>
          {t('order:actions.buyAgain')}
        </button>
      )}
      {a.canCancel && (
        <button
          type="button"
          // Pending review, cancelling is what the shopper can do (a paid order's money comes back with it).
          className={`order-button${order.status === 1 ? ' order-button--primary' : ''}`}
          onClick={() => setCancelling(true)}
          data-testid="order-cancel"
        >
          {t('order:actions.cancel')}
        </button>
      )}
      {a.canConfirmReceipt && (
        <button
          type="button"
          className="order-button order-button--primary"
          disabled={receipt.isPending}
          onClick={() => void doConfirmReceipt()}
        >
          {t('order:actions.confirmReceipt')}
        </button>
      )}
      {a.canUploadReceipt && (
        <button type="button" className="order-button" onClick={() => void navigate(`/transferVoucher?${q}`)}>
          {t('order:actions.uploadReceipt')}
        </button>
      )}
      {a.canPay && (
        <button
          type="button"
          className="order-button order-button--primary"
          onClick={() => void navigate(`/orderResult?${q}`)}
          data-testid="order-pay-now"
        >
          {t('order:actions.payNow')}
        </button>
      )}
      {a.canCancel && (
        <CancelSheet
          order={order}
          visible={cancelling}
          busy={cancel.isPending}
          onClose={() => setCancelling(false)}
          onConfirm={doCancel}
        />
      )}
    </div>
  );
}
