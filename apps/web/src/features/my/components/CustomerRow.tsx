import type { CustomerSummary } from '@storefront/contract';
import { Avatar } from '../../../components/Avatar';
import { useT } from '../../../i18n';
import { customerName } from './useGuestOrdering';
import { formatPhone } from '../../../lib/phone';

/** One customer as a single button: tapping it asks to log into their account. */
export function CustomerRow({ customer, onPick }: { customer: CustomerSummary; onPick: (c: CustomerSummary) => void }) {
  const { t } = useT();
  const name = customerName(customer);
  return (
    <li className="customer-row">
      <button
        type="button"
        className="customer-row__button"
        onClick={() => onPick(customer)}
        data-testid={`customer-${customer.id}`}
      >
        <Avatar src={customer.icon} name={name} />
        <span className="customer-row__text">
          <span className="customer-row__name">{name}</span>
          <span className="customer-row__phone" dir="ltr">
            {formatPhone(customer.phoneCountryCode, customer.phone)}
          </span>
        </span>
        {customer.isRegulars && <span className="my-badge my-badge--regular">{t('my:regular')}</span>}
      </button>
    </li>
  );
}
