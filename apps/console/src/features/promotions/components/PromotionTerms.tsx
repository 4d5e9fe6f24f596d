import { useTranslation } from 'react-i18next';
import { Button, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { LADDER_TIERS_MAX } from '@storefront/contract/constants';
import { useFormat } from '../../../lib/useFormat';
import type { PromotionDraft } from '../logic/promotionForm';
import type { Problems } from '../logic/problems';
import { AmountField } from './AmountField';
import { Field } from './Field';

interface Props {
  draft: PromotionDraft;
  currencyCode: string;
  digits: number;
  problems: Problems;
  onChange: (change: Partial<PromotionDraft>) => void;
}

/** The kind's own amounts: a promotion price, a ladder of tiers, or spend-and-save. */
export function PromotionTerms({ draft, currencyCode, digits, problems, onChange }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const listPrice = draft.scope === 'sku' ? (draft.target?.listPrice ?? null) : null;
  const list = listPrice === null ? undefined : format.money(listPrice, currencyCode);
  const money = { currencyCode, digits, params: list ? { price: list } : undefined };
  if (draft.kind === 'price')
    return (
      <AmountField
        id="desk-promotion-price"
        label={t('promotions.promotionPrice')}
        value={draft.promotionPrice}
        problem={problems.promotionPrice}
        extra={list && t('promotions.listPrice', { price: list })}
        onChange={(promotionPrice) => onChange({ promotionPrice })}
        {...money}
      />
    );
  if (draft.kind === 'fullReduction')
    return (
      <Space wrap size="large">
        <AmountField
          id="desk-threshold"
          label={t('promotions.threshold')}
          value={draft.thresholdAmount}
          problem={problems.thresholdAmount}
          onChange={(thresholdAmount) => onChange({ thresholdAmount })}
          {...money}
        />
        <AmountField
          id="desk-reduction"
          label={t('promotions.reduction')}
          value={draft.reductionAmount}
          problem={problems.reductionAmount}
          onChange={(reductionAmount) => onChange({ reductionAmount })}
          {...money}
        />
      </Space>
    );
  const setTier = (i: number, tier: Partial<PromotionDraft['tiers'][number]>) =>
    onChange({ tiers: draft.tiers.map((x, j) => (j === i ? { ...x, ...tier } : x)) });
  return (
    <fieldset className="desk__fieldset">
      <legend>{t('promotions.tiers')}</legend>
      {list && <p className="desk__note">{t('promotions.listPrice', { price: list })}</p>}
      {problems.tiers && <p className="desk__problem">{t(`promotions.problem.${problems.tiers}`)}</p>}
      {draft.tiers.map((tier, i) => (
        <Space key={i} wrap align="start">
          <Field
            id={`desk-tier-${i}-quantity`}
            label={t('promotions.tierQuantity', { n: i + 1 })}
            problem={problems[`tiers.${i}.minQuantity`]}
          >
            <Input
              id={`desk-tier-${i}-quantity`}
              inputMode="numeric"
              className="desk__quantity"
              value={tier.minQuantity}
              onChange={(e) => setTier(i, { minQuantity: e.target.value })}
            />
          </Field>
          <AmountField
            id={`desk-tier-${i}-price`}
            label={t('promotions.tierPrice', { n: i + 1 })}
            value={tier.price}
            problem={problems[`tiers.${i}.price`]}
            onChange={(price) => setTier(i, { price })}
            {...money}
          />
          <Button
            className="desk__tier-remove"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('promotions.removeTier', { n: i + 1 })}
            disabled={draft.tiers.length === 1}
            onClick={() => onChange({ tiers: draft.tiers.filter((_, j) => j !== i) })}
          />
        </Space>
      ))}
      <Button
        icon={<PlusOutlined aria-hidden />}
        disabled={draft.tiers.length >= LADDER_TIERS_MAX}
        onClick={() => onChange({ tiers: [...draft.tiers, { minQuantity: '', price: '' }] })}
      >
        {t('promotions.addTier')}
      </Button>
    </fieldset>
  );
}
