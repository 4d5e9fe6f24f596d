import { useQuery } from '@tanstack/react-query';
import { COUPON_STATES } from '@storefront/contract/constants';
import type { CouponState } from '@storefront/contract';
import { useSearchParams } from 'react-router';
import { PendingCard } from '../../../components/PendingCard';
import { Screen } from '../../../components/Screen';
import { Tabs } from '../../../components/Tabs';
import { useT } from '../../../i18n';
import { couponListQuery } from '../api/coupons';
import { ClaimForm } from '../components/ClaimForm';
import { CouponCard } from '../components/CouponCard';
import '../../../components/Field.css';
import './Coupon.css';

const isState = (v: string | null): v is CouponState => (COUPON_STATES as readonly string[]).includes(v ?? '');

/** Spec §2 Coupon: tabs unused / used / expired, coupon cards, claim by code. */
export function Coupon() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state: CouponState = isState(raw) ? raw : 'unused';
  const list = useQuery(couponListQuery(state));
  const counts = list.data?.counts;

  return (
    <Screen title={t('coupon:title')}>
      <ClaimForm onClaimed={() => state !== 'unused' && setParams({}, { replace: true })} />
      <Tabs
        className="coupon-tabs"
        items={COUPON_STATES.map((s) => ({
          key: s,
          title: `${t(`coupon:tabs.${s}`)}${counts ? ` (${counts[s]})` : ''}`,
        }))}
        value={state}
        onChange={(key) => setParams(key === 'unused' ? {} : { state: key }, { replace: true })}
        panelId="coupon-panel"
      />
      <div id="coupon-panel" className="coupon-page" role="tabpanel" aria-label={t(`coupon:tabs.${state}`)}>
        {!list.data ? (
          <PendingCard
            className="coupon-pending"
            failed={list.isError}
            failedText={t('coupon:loadFailed')}
            onRetry={() => void list.refetch()}
            lines={3}
          />
        ) : list.data.list.length === 0 ? (
          <p className="coupon-empty">{t(`coupon:empty.${state}`)}</p>
        ) : (
          <ul className="coupon-list" data-testid={`coupon-list-${state}`}>
            {list.data.list.map((c) => (
              <CouponCard key={c.id} coupon={c} />
            ))}
          </ul>
        )}
      </div>
    </Screen>
  );
}
