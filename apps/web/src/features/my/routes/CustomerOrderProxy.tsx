import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { Button, InfiniteScroll, Skeleton } from 'antd-mobile';
import { Screen } from '../../../components/Screen';
import { settingsQuery } from '../../../lib/queries/settings';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { isStaff, useSessionStore } from '../../../lib/stores/session.store';
import { useT } from '../../../i18n';
import { useCustomers } from '../api/listCustomers';
import { CustomerRow } from '../components/CustomerRow';
import { useGuestOrdering } from '../components/useGuestOrdering';
import { Link } from 'react-router';
import '../../../components/Field.css';
import './My.css';
import { listEnd } from '../../../components/ListEnd';

/** Staff: every customer, searchable by phone or name, paged by infinite scroll; tap to order for one. */
export function CustomerOrderProxy() {
  const { t } = useT();
  const id = useId();
  const location = useLocation();
  const locale = useLocaleStore((s) => s.locale);
  const settings = useQuery(settingsQuery(locale));
  const session = useSessionStore();
  const allowed = !!session.token && isStaff(session, !!settings.data?.MANIPULATE_ORDER_PERMISSION);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const customers = useCustomers(keyword, allowed && session.isGuestOrdering === 0);
  const { enter } = useGuestOrdering();
  const list = customers.data?.pages.flatMap((p) => p.list) ?? [];

  const search = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(draft.trim());
  };

  let body;
  if (!session.token) {
    body = (
      <div className="my-card">
        <p className="my-card__text">{t('my:proxyLogin')}</p>
        <Link className="my-card__action" to={`/login?redirect=${encodeURIComponent(location.pathname)}`}>
          {t('my:goLogin')}
        </Link>
      </div>
    );
  } else if (settings.isPending || (session.memberDto === undefined && !settings.isError)) {
    body = <Skeleton.Paragraph lineCount={5} animated />;
  } else if (!allowed || session.isGuestOrdering === 1) {
    body = (
      <div className="my-card" role="alert">
        <p className="my-card__text">{session.isGuestOrdering ? t('my:proxyExitFirst') : t('my:proxyStaffOnly')}</p>
        <Link className="my-card__action" to="/my">
          {t('my:backToMy')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <form className="proxy__search" role="search" onSubmit={search}>
          <label className="field__label" htmlFor={`${id}-q`}>
            {t('my:searchCustomers')}
          </label>
          <div className="field__row">
            <input
              id={`${id}-q`}
              className="field__input"
              type="search"
              enterKeyHint="search"
              value={draft}
              placeholder={t('my:searchPlaceholder')}
              onChange={(e) => setDraft(e.target.value)}
              data-testid="proxy-search"
            />
            <Button type="submit" color="primary" className="guest-order__go">
              {t('my:search')}
            </Button>
          </div>
        </form>
        <div className="my-card" aria-busy={customers.isPending}>
          {customers.isPending ? (
            <Skeleton.Paragraph lineCount={6} animated />
          ) : customers.isError ? (
            <div role="alert">
              <p className="my-card__text">{t('my:loadFailed')}</p>
              <Button color="primary" fill="outline" onClick={() => void customers.refetch()}>
                {t('common:retry')}
              </Button>
            </div>
          ) : list.length === 0 ? (
            <p className="guest-order__empty" data-testid="customer-not-found">
              {t('my:customerNotFound')}
            </p>
          ) : (
            <ul className="customer-list" aria-label={t('my:customers')}>
              {list.map((c) => (
                <CustomerRow key={c.id} customer={c} onPick={(x) => void enter(x)} />
              ))}
            </ul>
          )}
          {list.length > 0 && (
            <InfiniteScroll
              hasMore={!!customers.hasNextPage}
              loadMore={async () => {
                await customers.fetchNextPage();
              }}
            >
              {listEnd}
            </InfiniteScroll>
          )}
        </div>
      </>
    );
  }

  return (
    <Screen title={t('my:customerOrderProxyTitle')}>
      <div className="my">{body}</div>
    </Screen>
  );
}
