import { useQuery } from '@tanstack/react-query';
import { PendingCard } from '../../../components/PendingCard';
import { useMoney } from '../../../components/Price';
import { Screen } from '../../../components/Screen';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/money';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { creditSummaryQuery } from '../api/creditSummary';
import { Link } from 'react-router';
import './CreditLimit.css';

/**
 * Spec §2 CreditLimit: debt, remaining, limit, payment cycle, debt orders, and the debt no order
 * accounts for (a balance carried over), so the parts add up to the debt; others learn why they
 * have none.
 */
export function CreditLimit() {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const money = useMoney();
  const token = useSessionStore((s) => s.token);
  const summary = useQuery({ ...creditSummaryQuery(), enabled: !!token });
  const c = summary.data;

  let body;
  if (!token) {
    body = (
      <div className="credit-card credit-card--note">
        <p>{t('creditLimit:loginPrompt')}</p>
        <Link className="credit-link" to="/login?redirect=%2FcreditLimit">
          {t('creditLimit:login')}
        </Link>
      </div>
    );
  } else if (!c) {
    body = (
      <PendingCard
        className="credit-card"
        failed={summary.isError}
        failedText={t('creditLimit:loadFailed')}
        onRetry={() => void summary.refetch()}
        lines={4}
      />
    );
  } else if (!c.hasCredit) {
    body = (
      <p className="credit-card credit-card--note" data-testid="credit-none">
        {t(`creditLimit:none.${c.reason ?? 'noLimit'}`)}
      </p>
    );
  } else {
    const used = c.creditLimit > 0 ? Math.min(100, Math.round((c.debt / c.creditLimit) * 100)) : 0;
    body = (
      <>
        <section className="credit-card credit-hero" aria-labelledby="credit-debt" data-testid="credit-summary">
          <h2 id="credit-debt" className="credit-hero__label">
            {t('creditLimit:debt')}
          </h2>
          <p className="credit-hero__amount" data-testid="credit-debt">
            {money(c.debt, c.currencyCode)}
          </p>
          <progress
            className="credit-hero__bar"
            max={100}
            value={used}
            aria-label={t('creditLimit:usage', { percent: used })}
          />
          <p className="credit-hero__usage">{t('creditLimit:usage', { percent: used })}</p>
        </section>
        <dl className="credit-card credit-list">
          <div className="credit-row">
            <dt>{t('creditLimit:remaining')}</dt>
            <dd data-testid="credit-remaining">{money(c.remaining, c.currencyCode)}</dd>
          </div>
          <div className="credit-row">
            <dt>{t('creditLimit:limit')}</dt>
            <dd>{money(c.creditLimit, c.currencyCode)}</dd>
          </div>
          <div className="credit-row">
            <dt>{t('creditLimit:cycle')}</dt>
            <dd>{t(`creditLimit:cycles.${c.paymentCycle}`)}</dd>
          </div>
          {c.dueDate && (
            <div className="credit-row">
              <dt>{t('creditLimit:dueDate')}</dt>
              <dd data-testid="credit-due-date">
                {formatDate(`${c.dueDate}T00:00:00`, locale, { dateStyle: 'medium' })}
              </dd>
            </div>
          )}
          <div className="credit-row">
            <dt>
              {t('creditLimit:debtOrders')}
              <span className="credit-row__hint">{t('creditLimit:debtOrdersHint')}</span>
            </dt>
            <dd data-testid="credit-debt-orders">
              {c.debtOrderCount > 0 ? (
                <Link
                  to="/orderList?debt=true"
                  className="credit-row__link"
                  aria-label={t('creditLimit:viewDebtOrders', { count: c.debtOrderCount })}
                >
                  {c.debtOrderCount}
                </Link>
              ) : (
                c.debtOrderCount
              )}
            </dd>
          </div>
          {c.debtWithoutOrder > 0 && (
            <div className="credit-row">
              <dt>
                {t('creditLimit:debtWithoutOrder')}
                <span className="credit-row__hint">{t('creditLimit:debtWithoutOrderHint')}</span>
              </dt>
              <dd data-testid="credit-debt-without-order">{money(c.debtWithoutOrder, c.currencyCode)}</dd>
            </div>
          )}
        </dl>
      </>
    );
  }

  return (
    <Screen title={t('creditLimit:title')}>
      <div className="credit">{body}</div>
    </Screen>
  );
}
