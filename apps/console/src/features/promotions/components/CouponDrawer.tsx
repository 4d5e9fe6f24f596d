import { useTranslation } from 'react-i18next';
import { Input, Space } from 'antd';
import type { DeskCoupon } from '@storefront/contract';
import { useCouponChange } from '../api/coupons';
import { couponDraft, couponRequest, type CouponDraft } from '../logic/couponForm';
import { CountrySelect, useCurrency, useDigits } from './CountrySelect';
import { CouponTerms } from './CouponTerms';
import { useDeskForm } from './DeskDrawer';
import { DraftDrawer } from './DraftDrawer';
import { Field } from './Field';
import { WindowFields } from './WindowFields';

interface Props {
  /** The coupon to change; null: a new one. */
  coupon: DeskCoupon | null;
  onClose: () => void;
}

/** Creates or changes a coupon: its code, names, country, terms, window, quantity and limit per customer. */
export function CouponDrawer({ coupon, onClose }: Props) {
  const { t } = useTranslation();
  const digitsOf = useDigits();
  const { save } = useCouponChange();
  const form = useDeskForm(
    () => couponDraft(coupon, digitsOf(coupon?.countryCode ?? 'VN'), Date.now()),
    (d: CouponDraft) => couponRequest(d, digitsOf(d.countryCode), Date.now()),
    save,
    onClose,
  );
  const { draft, change, problems } = form;
  const currency = useCurrency(draft.countryCode);
  const fixed = draft.claimedCount > 0;

  return (
    <DraftDrawer
      form={form}
      title={coupon?.name}
      newTitle={t('promotions.coupon.newTitle')}
      texts="names"
      legend={t('promotions.coupon.names')}
      onClose={onClose}
    >
      <Space wrap size="large" align="start">
        <Field
          id="desk-coupon-code"
          label={t('promotions.coupon.code')}
          extra={t('promotions.coupon.codeHint')}
          problem={problems.code}
        >
          <Input
            id="desk-coupon-code"
            className="desk__amount"
            maxLength={32}
            value={draft.code}
            onChange={(e) => change({ code: e.target.value.toUpperCase() })}
          />
        </Field>
        <Field id="desk-coupon-country" label={t('promotions.country')}>
          <CountrySelect
            id="desk-coupon-country"
            disabled={fixed}
            value={draft.countryCode}
            onChange={(countryCode) => change({ countryCode })}
          />
        </Field>
      </Space>
      <CouponTerms
        draft={draft}
        currencyCode={currency.code}
        digits={currency.digits}
        problems={problems}
        fixed={fixed}
        onChange={change}
      />
      <Space wrap size="large" align="start">
        <Field
          id="desk-coupon-total"
          label={t('promotions.coupon.totalCount')}
          problem={problems.totalCount}
          params={{ claimed: draft.claimedCount }}
          extra={fixed ? t('promotions.coupon.claimed', { count: draft.claimedCount }) : undefined}
        >
          <Input
            id="desk-coupon-total"
            inputMode="numeric"
            className="desk__quantity"
            value={draft.totalCount}
            onChange={(e) => change({ totalCount: e.target.value })}
          />
        </Field>
        <Field id="desk-coupon-limit" label={t('promotions.coupon.perMemberLimit')} problem={problems.perMemberLimit}>
          <Input
            id="desk-coupon-limit"
            inputMode="numeric"
            className="desk__quantity"
            value={draft.perMemberLimit}
            onChange={(e) => change({ perMemberLimit: e.target.value })}
          />
        </Field>
      </Space>
      <WindowFields startsAt={draft.startsAt} endsAt={draft.endsAt} problems={problems} onChange={change} />
    </DraftDrawer>
  );
}
