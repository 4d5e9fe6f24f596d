import { useId, useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import type { CustomerSummary } from '@storefront/contract';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useT } from '../../../i18n';
import { fetchCustomers } from '../api/listCustomers';
import { CustomerRow } from './CustomerRow';
import { useGuestOrdering } from './useGuestOrdering';
import { Link } from 'react-router';
import '../../../components/Field.css';

/**
 * Staff only (spec §2 My "guest order"): pick a customer from the list, or find one by phone, or
 * take one of the recent customers; then confirm to log into that customer's account.
 */
export function GuestOrderBlock() {
  const { t } = useT();
  const id = useId();
  const recent = useSessionStore((s) => s.guestLoginList);
  const { enter } = useGuestOrdering();
  const [phone, setPhone] = useState('');
  const [found, setFound] = useState<CustomerSummary[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const search = async (e: FormEvent) => {
    e.preventDefault();
    const keyword = phone.replace(/[\s()+-]/g, '');
    if (!/^\d{4,15}$/.test(keyword)) return setError(t('my:customerPhoneInvalid'));
    setError(null);
    setSearching(true);
    try {
      setFound((await fetchCustomers(keyword, 1)).list);
    } catch {
      setFound(null);
    } finally {
      setSearching(false);
    }
  };

  const pick = (c: CustomerSummary) => void enter(c);

  return (
    <section className="my-card guest-order" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="my-card__title">
        {t('my:guestOrder')}
      </h2>
      <p className="my-card__text">{t('my:guestOrderText')}</p>
      <Link className="my-card__action" to="/customerOrderProxy" data-testid="select-customer">
        {t('my:selectCustomer')}
      </Link>
      <form onSubmit={(e) => void search(e)} noValidate className="guest-order__search">
        <label className="field__label" htmlFor={`${id}-phone`}>
          {t('my:customerPhone')}
        </label>
        <div className={`field__row${error ? ' has-error' : ''}`}>
          <input
            id={`${id}-phone`}
            className="field__input"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            data-testid="customer-phone"
          />
          <Button type="submit" color="primary" loading={searching} className="guest-order__go">
            {t('my:search')}
          </Button>
        </div>
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </form>
      <div aria-live="polite">
        {found && found.length === 0 && (
          <p className="guest-order__empty" data-testid="customer-not-found">
            {t('my:customerNotFound')}
          </p>
        )}
        {found && found.length > 0 && (
          <ul className="customer-list">
            {found.map((c) => (
              <CustomerRow key={c.id} customer={c} onPick={pick} />
            ))}
          </ul>
        )}
      </div>
      {recent.length > 0 && (
        <>
          <h3 className="my-card__subtitle">{t('my:recentCustomers')}</h3>
          <ul className="customer-list" data-testid="recent-customers">
            {recent.map((c) => (
              <CustomerRow key={c.id} customer={c} onPick={pick} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
