import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { PendingCard } from '../../../components/PendingCard';
import { Screen } from '../../../components/Screen';
import { settingsQuery } from '../../../lib/queries/settings';
import { useMoney } from '../../../components/Price';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { memberInfoQuery } from '../../../lib/stores/memberInfo';
import { isStaff, useSessionStore } from '../../../lib/stores/session.store';
import { useT } from '../../../i18n';
import { ContactService } from '../components/ContactService';
import { GuestModeBanner } from '../components/GuestModeBanner';
import { GuestOrderBlock } from '../components/GuestOrderBlock';
import { MerchantEntry } from '../components/MerchantEntry';
import { MyHeader } from '../components/MyHeader';
import { useSignOut } from '../components/useSignOut';
import { Link } from 'react-router';
import './My.css';

const ENTRIES = [
  { to: '/frequentPurchases', key: 'frequentPurchases' },
  { to: '/coupon', key: 'coupons' },
  { to: '/address', key: 'address' },
  { to: '/creditLimit', key: 'creditLimit' },
  { to: '/setLanguage', key: 'switchLanguage' },
] as const;

/** Spec §2 My: who is logged in, guest mode, the entries, customer service, staff ordering, logout. */
export function My() {
  const { t } = useT();
  const { locale, country } = useLocaleStore();
  const settings = useQuery(settingsQuery(locale));
  // The store answers at once after a reload; the query refreshes it (and is keyed by the token).
  // Only with a token: right after logout this screen is still mounted for a moment.
  const session = useSessionStore();
  const info = useQuery({ ...memberInfoQuery(), enabled: !!session.token });
  const signOut = useSignOut();
  const member = session.memberDto;
  const guest = session.isGuestOrdering === 1;

  const money = useMoney();
  const wallet = session.accounts?.find((a) => a.currencyCode === country?.currencyCode) ?? session.accounts?.[0];

  return (
    <Screen title={t('my:title')} back={false}>
      <div className="my">
        {!member ? (
          <PendingCard
            className="my-card"
            failed={info.isError}
            failedText={t('my:loadFailed')}
            onRetry={() => void info.refetch()}
          />
        ) : (
          <>
            {guest && <GuestModeBanner customer={member.nickname || member.username} />}
            <MyHeader member={member} isRegulars={!!session.isRegulars} />
          </>
        )}

        {settings.data?.USER_WALLET_SHOW && wallet && (
          <section className="my-card my-wallet" aria-label={settings.data.USER_WALLET_NAME}>
            <span className="my-wallet__name">{settings.data.USER_WALLET_NAME}</span>
            <span className="my-wallet__balance" data-testid="wallet-balance">
              {money(wallet.walletBalance, wallet.currencyCode)}
            </span>
          </section>
        )}

        {member && !guest && isStaff(session, !!settings.data?.MANIPULATE_ORDER_PERMISSION) && <GuestOrderBlock />}

        <nav className="my-entries" aria-label={t('my:entries')}>
          <ul>
            {ENTRIES.map((e) => (
              <li key={e.to}>
                <Link className="my-entry" to={e.to}>
                  {t(`my:${e.key}`)}
                  <RightOutline aria-hidden="true" />
                </Link>
              </li>
            ))}
            {settings.data && (
              <li>
                <ContactService config={settings.data.APP_BASIC_CONFIG} />
              </li>
            )}
            {member && settings.data?.MERCHANTS_ENTRY_SWITCH && !guest && (
              <li>
                <MerchantEntry member={member} />
              </li>
            )}
          </ul>
        </nav>

        {!guest && (
          <Button block className="my-logout" onClick={() => void signOut()} data-testid="logout">
            {t('my:logout')}
          </Button>
        )}
      </div>
    </Screen>
  );
}
