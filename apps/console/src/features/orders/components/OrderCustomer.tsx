import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpsOrder } from '@storefront/contract';
import { formatPhone } from '@storefront/contract/phone';

/**
 * Who the order is for: a member by name and phone, linked to their page in the console; a
 * visitor by the name and phone typed on the order, with no page to open.
 */
export function OrderCustomer({ order }: { order: OpsOrder }) {
  const { t } = useTranslation();
  const c = order.customer;
  const name = c.name || t('order.unnamed');
  const phone = c.phoneCountryCode && c.phoneNumber ? formatPhone(c.phoneCountryCode, c.phoneNumber) : null;
  return (
    <>
      <div>
        {c.memberId !== null ? (
          <Link to={`/customers?customer=${c.memberId}`} aria-label={t('order.openCustomer', { name })}>
            {name}
          </Link>
        ) : (
          name
        )}
        {phone && (
          <>
            {' · '}
            <a
              className="order-drawer__tel"
              href={`tel:+${c.phoneCountryCode}${(c.phoneNumber ?? '').replace(/\D/g, '').replace(/^0+/, '')}`}
            >
              {phone}
            </a>
          </>
        )}
      </div>
      <div className="order-drawer__spec">
        {c.memberId !== null ? t('order.member', { id: c.memberId }) : t('order.visitor')}
      </div>
    </>
  );
}
