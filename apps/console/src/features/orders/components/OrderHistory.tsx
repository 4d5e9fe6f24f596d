import { useTranslation } from 'react-i18next';
import type { AuditChange, OpsOrder, PaymentState } from '@storefront/contract';
import { ORDER_ACTIONS, type OrderAction } from '../actions';
import { actorLabel } from './actorLabel';
import { Section } from './Section';
import { useFormat } from './useFormat';

const isStaffAction = (action: string): action is OrderAction => (ORDER_ACTIONS as readonly string[]).includes(action);
/** Entries of the trail that are not buttons of the drawer's actions: the payment and price screens' own. */
/** 'voucher' is the stored action name of a transfer receipt sent (audit rows keep it). */
const OTHER_ENTRIES = ['rejectPayment', 'adjustPrice', 'voucher'] as const;
const isOtherEntry = (action: string): action is (typeof OTHER_ENTRIES)[number] =>
  (OTHER_ENTRIES as readonly string[]).includes(action);

/**
 * The order's audit trail, oldest first: what was done, from which status to which, by whom (by
 * name), and for a change of money or payment each value before → after.
 */
export function OrderHistory({ order }: { order: OpsOrder }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  /** A changed value as staff read it: amounts in the order's currency, instants and states in their language. */
  const value = (field: AuditChange['field'], v: number | string) => {
    if (field === 'paymentDeadline') return format.dateTime(String(v));
    if (field === 'paymentState') return t(`history.paymentState.${v as PaymentState}`);
    return format.money(Number(v), order.currencyCode);
  };
  return (
    <Section id="order-history" title={t('order.history')}>
      <ol className="order-drawer__history">
        {order.audit.map((entry, i) => (
          <li key={`${entry.at}-${i}`}>
            <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
            {' · '}
            {isStaffAction(entry.action)
              ? t(`actions.${entry.action}`)
              : isOtherEntry(entry.action)
                ? t(`history.${entry.action}`)
                : entry.action}
            {entry.toStatus !== null &&
              ` · ${entry.fromStatus !== null ? `${t(`status.${entry.fromStatus}`)} → ` : ''}${t(`status.${entry.toStatus}`)}`}
            {` · ${actorLabel(entry.by, t, i18n.language)}`}
            {entry.note && ` · ${entry.note}`}
            {entry.changes.map((c) => (
              <span key={c.field} className="order-drawer__change">
                {`${t(`history.field.${c.field}`)}: `}
                {c.before !== null && `${value(c.field, c.before)} → `}
                {c.after !== null ? value(c.field, c.after) : t('order.none')}
              </span>
            ))}
          </li>
        ))}
      </ol>
    </Section>
  );
}
