import { useTranslation } from 'react-i18next';
import { ConfigProvider, Input, Select, Space } from 'antd';
import { COUPON_KINDS, COUPON_SCOPE_IDS_MAX, COUPON_SCOPES } from '@storefront/contract/constants';
import type { CouponDraft } from '../logic/couponForm';
import type { Problems } from '../logic/problems';
import { AmountField } from './AmountField';
import { Field } from './Field';
import { TargetsSelect } from './TargetSelect';

interface Props {
  draft: CouponDraft;
  currencyCode: string;
  digits: number;
  problems: Problems;
  /** Someone holds a copy: what it gives can no longer change. */
  fixed: boolean;
  onChange: (change: Partial<CouponDraft>) => void;
}

/** What a coupon gives: amount or percent off with a cap, the spend it needs and what it covers. */
export function CouponTerms({ draft, currencyCode, digits, problems, fixed, onChange }: Props) {
  const { t } = useTranslation();
  const money = { currencyCode, digits };
  return (
    <fieldset className="desk__fieldset">
      <legend>{t('promotions.coupon.terms')}</legend>
      {fixed && <p className="desk__note">{t('promotions.coupon.termsFixed')}</p>}
      <ConfigProvider componentDisabled={fixed}>
        <Space wrap size="large" align="start">
          <Field id="desk-coupon-kind" label={t('promotions.kind')}>
            <Select
              id="desk-coupon-kind"
              className="desk__select"
              value={draft.kind}
              onChange={(kind) => onChange({ kind })}
              options={COUPON_KINDS.map((k) => ({ value: k, label: t(`promotions.coupon.kinds.${k}`) }))}
            />
          </Field>
          {draft.kind === 'amount' ? (
            <AmountField
              id="desk-coupon-amount"
              label={t('promotions.coupon.amount')}
              value={draft.amount}
              problem={problems.amount}
              onChange={(amount) => onChange({ amount })}
              {...money}
            />
          ) : (
            <>
              <Field id="desk-coupon-percent" label={t('promotions.coupon.percent')} problem={problems.percent}>
                <Input
                  id="desk-coupon-percent"
                  inputMode="numeric"
                  className="desk__quantity"
                  suffix="%"
                  value={draft.percent}
                  onChange={(e) => onChange({ percent: e.target.value })}
                />
              </Field>
              <AmountField
                id="desk-coupon-cap"
                label={t('promotions.coupon.maxDiscount')}
                extra={t('promotions.coupon.noCap')}
                value={draft.maxDiscount}
                problem={problems.maxDiscount}
                onChange={(maxDiscount) => onChange({ maxDiscount })}
                {...money}
              />
            </>
          )}
          <AmountField
            id="desk-coupon-min-spend"
            label={t('promotions.coupon.minSpend')}
            value={draft.minSpend}
            problem={problems.minSpend}
            onChange={(minSpend) => onChange({ minSpend })}
            {...money}
          />
        </Space>
        <Field id="desk-coupon-scope" label={t('promotions.scope')}>
          <Select
            id="desk-coupon-scope"
            className="desk__select"
            value={draft.scope}
            onChange={(scope) => onChange({ scope, targets: [] })}
            options={COUPON_SCOPES.map((s) => ({ value: s, label: t(`promotions.coupon.scopes.${s}`) }))}
          />
        </Field>
        {draft.scope !== 'all' && (
          <Field
            id="desk-coupon-targets"
            label={t(`promotions.coupon.targets.${draft.scope}`)}
            problem={problems.targets}
          >
            <TargetsSelect
              id="desk-coupon-targets"
              kind={draft.scope === 'products' ? 'product' : 'category'}
              value={draft.targets}
              max={COUPON_SCOPE_IDS_MAX}
              invalid={Boolean(problems.targets)}
              onChange={(targets) => onChange({ targets })}
            />
          </Field>
        )}
      </ConfigProvider>
    </fieldset>
  );
}
