import type { Address } from '@storefront/contract';
import { Thumb } from '../../../components/Thumb';
import { useT } from '../../../i18n';
import { addressLine } from './addressText';
import { formatPhone } from '../../../lib/phone';
import { Link } from 'react-router';

interface AddressCardProps {
  address: Address;
  busy: boolean;
  onSetDefault: () => void;
  onDelete: () => void;
}

/** One saved address: recipient, the address, its markers and what can be done with it. */
export function AddressCard({ address: a, busy, onSetDefault, onDelete }: AddressCardProps) {
  const { t } = useT();
  const headingId = `address-${a.id}`;
  return (
    <li
      className="address-card"
      aria-labelledby={headingId}
      data-testid="address-card"
      data-default={a.defaultStatus === 1}
    >
      <div className="address-card__body">
        <div className="address-card__text">
          <h2 id={headingId} className="address-card__name">
            <span>{a.name}</span>
            <span className="address-card__phone" dir="ltr">
              {formatPhone(a.phoneCountryCode, a.phoneNumber)}
            </span>
          </h2>
          <p className="address-card__line">{addressLine(a)}</p>
          <p className="address-card__marks">
            {a.defaultStatus === 1 && <span className="address-card__mark is-default">{t('address:defaultMark')}</span>}
            {a.inRegion === false && (
              <span className="address-card__mark is-outside" data-testid="address-not-deliverable">
                {t('address:notDeliverable')}
              </span>
            )}
          </p>
        </div>
        {a.images[0] && <Thumb className="address-card__photo" pic={a.images[0]} size={64} alt={t('address:photo')} />}
      </div>
      <div className="address-card__actions" role="group" aria-label={t('address:actions')}>
        {a.defaultStatus !== 1 && (
          <button
            type="button"
            className="address-card__action"
            disabled={busy}
            onClick={onSetDefault}
            data-testid="address-set-default"
          >
            {t('address:setDefault')}
          </button>
        )}
        <Link className="address-card__action" to={`/addAddress?id=${a.id}`} data-testid="address-edit">
          {t('address:edit')}
        </Link>
        <button
          type="button"
          className="address-card__action is-danger"
          disabled={busy}
          onClick={onDelete}
          data-testid="address-delete"
        >
          {t('address:delete')}
        </button>
      </div>
    </li>
  );
}
