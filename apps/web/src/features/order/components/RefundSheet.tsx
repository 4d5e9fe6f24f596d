import { useId, useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import type { BankCard, OrderDetail } from '@storefront/contract';
import { useMoney } from '../../../components/Price';
import { useT } from '../../../i18n';
import { fieldErrors } from '../../../lib/fieldErrors';
import { toast } from '../../../lib/overlays';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useBankCards } from '../api/listBankCards';
import type { OrderRef } from '../api/orderRef';
import { useRequestRefund } from '../api/requestRefund';
import { emptyReason, isOther, ReasonChoice, type ReasonErrors, validateReason } from './ReasonChoice';
import { emptyRefund, refundBody, RefundFields, type RefundErrors, validateRefund } from './RefundFields';

const REASON_KEYS = ['damaged', 'wrongItem', 'missing', 'quality', 'changedMind', 'other'] as const;
/** "New card": the typed fields instead of a saved card. */
const NEW_CARD = 'new';

/** A saved card as the shopper recognises it without showing the whole number. */
export const cardLabel = (c: Pick<BankCard, 'bankName' | 'bankAccount'>) =>
  `${c.bankName} ···${c.bankAccount.slice(-4)}`;

/**
 * The deliberate refund: the amount that comes back, a reason ("Other reason" with words), where
 * the money goes (the original method, a saved bank card, or a new one saved for next time), and a
 * confirmation that names the amount. Nothing is asked until the shopper confirms.
 */
export function RefundSheet({
  order,
  orderRef,
  visible,
  onClose,
}: {
  order: OrderDetail;
  orderRef: OrderRef;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useT();
  const id = useId();
  const money = useMoney();
  const token = useSessionStore((s) => s.token);
  const cards = useBankCards(token).data ?? [];
  const apply = useRequestRefund();
  const reasons = REASON_KEYS.map((k) => t(`orderDetails:refund.reasons.${k}`));
  const [reason, setReason] = useState(emptyReason);
  const [refund, setRefund] = useState(emptyRefund);
  const [card, setCard] = useState<string>('');
  const [save, setSave] = useState(true);
  const [errors, setErrors] = useState<RefundErrors & ReasonErrors & { card?: string; _?: string }>({});
  const amount = money(order.amounts.payable, order.currencyCode);
  const chosenCard = refund.refundMethod === 'bankCard' && cards.length > 0 ? card || String(cards[0]!.id) : NEW_CARD;
  const typing = refund.refundMethod === 'bankCard' && chosenCard === NEW_CARD;

  const submit = () => {
    const next: typeof errors = {
      ...validateReason(reasons, reason, {
        reason: t('orderDetails:refund.reasonRequired'),
        text: t('order:cancel.otherTextRequired'),
      }),
      ...(typing ? validateRefund(refund, t) : {}),
    };
    setErrors(next);
    if (Object.keys(next).length) return;
    const words = isOther(reasons, reason.reason) ? reason.text.trim() : '';
    const where =
      refund.refundMethod === 'bankCard' && !typing
        ? { refundMethod: 'bankCard' as const, bankCardId: Number(chosenCard) }
        : { ...refundBody(refund), ...(typing && token ? { saveBankCard: save } : {}) };
    apply.mutate(
      { ...orderRef, reason: words ? `${reason.reason}: ${words}` : reason.reason, ...where },
      {
        onSuccess: () => {
          toast.show({ content: t('orderDetails:refund.submitted') });
          onClose();
        },
        onError: (e) => setErrors(fieldErrors(e)),
      },
    );
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="order-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} data-testid="refund-sheet">
        <h2 id={`${id}-title`} className="order-sheet__title">
          {t('orderDetails:refund.sheetTitle')}
        </h2>
        <p className="order-refund-amount" data-testid="refund-sheet-amount">
          {t('orderDetails:refund.amountToRefund', { amount })}
        </p>
        <ReasonChoice
          legend={t('orderDetails:refund.reason')}
          reasons={reasons}
          value={reason}
          errors={errors}
          onChange={setReason}
        />
        <RefundFields
          value={refund}
          errors={errors}
          onChange={setRefund}
          fields={typing}
          cards={
            refund.refundMethod === 'bankCard' && cards.length > 0 ? (
              <fieldset className="field order-choices" data-testid="refund-cards">
                <legend className="field__label">{t('orderDetails:refund.savedCards')}</legend>
                {[
                  ...cards.map((c) => ({ value: String(c.id), label: cardLabel(c) })),
                  { value: NEW_CARD, label: t('orderDetails:refund.newCard') },
                ].map((o) => (
                  <label key={o.value} className={`order-choice${chosenCard === o.value ? ' is-checked' : ''}`}>
                    <input
                      type="radio"
                      name={`${id}-card`}
                      checked={chosenCard === o.value}
                      onChange={() => setCard(o.value)}
                    />
                    {o.label}
                  </label>
                ))}
              </fieldset>
            ) : null
          }
        />
        {typing && token && (
          <label className="order-choice order-choice--check">
            <input
              type="checkbox"
              checked={save}
              onChange={(e) => setSave(e.target.checked)}
              data-testid="refund-save-card"
            />
            {t('orderDetails:refund.saveCard')}
          </label>
        )}
        {errors._ && (
          <p className="field__error" role="alert">
            {errors._}
          </p>
        )}
        <div className="order-sheet__actions">
          <Button block size="large" onClick={onClose}>
            {t('orderDetails:refund.back')}
          </Button>
          <Button
            block
            size="large"
            color="primary"
            loading={apply.isPending}
            onClick={submit}
            data-testid="refund-confirm"
          >
            {t('orderDetails:refund.confirm', { amount })}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
