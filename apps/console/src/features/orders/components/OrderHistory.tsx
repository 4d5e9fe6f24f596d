import { useTranslation } from 'react-i18next';
import type { OpsOrder } from '@storefront/contract';
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

/** The order's audit trail, oldest first: what was done, from which status to which, by whom (by name). */
export function OrderHistory({ order }: { order: OpsOrder }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
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
          </li>
        ))}
      </ol>
    </Section>
  );
}
