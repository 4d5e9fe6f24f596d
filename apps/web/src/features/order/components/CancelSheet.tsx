import { useId, useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '@storefront/contract';
import { useT } from '../../../i18n';
import { settingsQuery } from '../../../lib/queries/settings';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { emptyReason, isOther, ReasonChoice, type ReasonErrors, validateReason } from './ReasonChoice';
import { emptyRefund, refundBody, RefundFields, validateRefund, type RefundErrors } from './RefundFields';

/** Paid already (credit, wallet, or a transfer whose receipt arrived): cancelling refunds it. */
export const isPaid = (o: Pick<OrderSummary, 'status' | 'paymentMethod'>) =>
  o.status === 1 && o.paymentMethod !== 'cashOnDelivery';

export type CancelInput = { reason: string; reasonText?: string } & ReturnType<typeof refundBody>;

/** Cancel with one of the configured reasons ("Other reason" with words); a paid order also says where the refund goes. */
export function CancelSheet({
  order,
  visible,
  busy,
  onClose,
  onConfirm,
}: {
  order: OrderSummary;
  visible: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: (input: CancelInput) => void;
}) {
  const { t } = useT();
  const id = useId();
  const locale = useLocaleStore((s) => s.locale);
  const reasons = useQuery(settingsQuery(locale)).data?.cancelReasons ?? [];
  const [reason, setReason] = useState(emptyReason);
  const [refund, setRefund] = useState(emptyRefund);
  const [errors, setErrors] = useState<RefundErrors & ReasonErrors>({});
  const paid = isPaid(order);

  const submit = () => {
    const next: typeof errors = {
      ...(paid ? validateRefund(refund, t) : {}),
      ...validateReason(reasons, reason, {
        reason: t('order:cancel.reasonRequired'),
        text: t('order:cancel.otherTextRequired'),
      }),
    };
    setErrors(next);
    if (Object.keys(next).length) return;
    const words = isOther(reasons, reason.reason) ? reason.text.trim() : '';
    onConfirm({
      reason: reason.reason,
      ...(words ? { reasonText: words } : {}),
      ...(paid ? refundBody(refund) : { refundMethod: 'original' as const }),
    });
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="order-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} data-testid="cancel-sheet">
        <h2 id={`${id}-title`} className="order-sheet__title">
          {t('order:cancel.title')}
        </h2>
        <ReasonChoice
          legend={t('order:cancel.reason')}
          reasons={reasons}
          value={reason}
          errors={errors}
          onChange={setReason}
        />
        {paid && <RefundFields value={refund} errors={errors} onChange={setRefund} />}
        <div className="order-sheet__actions">
          <Button block size="large" onClick={onClose}>
            {t('order:cancel.keep')}
          </Button>
          <Button block size="large" color="danger" loading={busy} onClick={submit} data-testid="cancel-confirm">
            {t('order:cancel.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
