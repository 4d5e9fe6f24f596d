import { useTranslation } from 'react-i18next';
import { Select, Space } from 'antd';
import type { DeskPromotion } from '@storefront/contract';
import { PROMOTION_KINDS } from '@storefront/contract/constants';
import { usePromotionChange } from '../api/promotions';
import { promotionDraft, promotionRequest, scopesOf, type PromotionDraft } from '../logic/promotionForm';
import { CountrySelect, useCurrency, useDigits } from './CountrySelect';
import { useDeskForm } from './DeskDrawer';
import { DraftDrawer } from './DraftDrawer';
import { Field } from './Field';
import { PromotionTerms } from './PromotionTerms';
import { TargetField } from './TargetField';
import { WindowFields } from './WindowFields';

interface Props {
  /** The promotion to change; null: a new one. */
  promotion: DeskPromotion | null;
  onClose: () => void;
}

/** Creates or changes a promotion: kind, country, what it covers, titles, amounts and window. */
export function PromotionDrawer({ promotion, onClose }: Props) {
  const { t } = useTranslation();
  const digitsOf = useDigits();
  const { save } = usePromotionChange();
  const form = useDeskForm(
    () => promotionDraft(promotion, digitsOf(promotion?.countryCode ?? 'VN'), Date.now()),
    (d: PromotionDraft) => promotionRequest(d, digitsOf(d.countryCode), Date.now()),
    save,
    onClose,
  );
  const { draft, change, problems } = form;
  const currency = useCurrency(draft.countryCode);

  return (
    <DraftDrawer
      form={form}
      title={promotion?.title}
      newTitle={t('promotions.newTitle')}
      texts="titles"
      onClose={onClose}
    >
      <Space wrap size="large">
        <Field id="desk-kind" label={t('promotions.kind')}>
          <Select
            id="desk-kind"
            className="desk__select"
            value={draft.kind}
            onChange={(kind) =>
              change({ kind, ...(scopesOf(kind).includes(draft.scope) ? {} : { scope: 'sku', target: null }) })
            }
            options={PROMOTION_KINDS.map((k) => ({ value: k, label: t(`promotions.kinds.${k}`) }))}
          />
        </Field>
        <Field id="desk-country" label={t('promotions.country')}>
          <CountrySelect
            id="desk-country"
            value={draft.countryCode}
            onChange={(countryCode) => change({ countryCode, ...(draft.scope === 'sku' ? { target: null } : {}) })}
          />
        </Field>
        <Field id="desk-scope" label={t('promotions.scope')}>
          <Select
            id="desk-scope"
            className="desk__select"
            value={draft.scope}
            onChange={(scope) => change({ scope, target: null })}
            options={scopesOf(draft.kind).map((s) => ({ value: s, label: t(`promotions.scopes.${s}`) }))}
          />
        </Field>
      </Space>
      {draft.scope !== 'store' && (
        <TargetField id="desk-target" label={t(`promotions.targets.${draft.scope}`)} kind={draft.scope} form={form} />
      )}
      <PromotionTerms
        draft={draft}
        currencyCode={currency.code}
        digits={currency.digits}
        problems={problems}
        onChange={change}
      />
      <WindowFields startsAt={draft.startsAt} endsAt={draft.endsAt} problems={problems} onChange={change} />
    </DraftDrawer>
  );
}
