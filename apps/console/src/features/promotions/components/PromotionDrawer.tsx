import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, Space } from 'antd';
import type { DeskPromotion } from '@storefront/contract';
import { PROMOTION_KINDS } from '@storefront/contract/constants';
import { useCountries } from '../../../lib/countries';
import { usePromotionChange } from '../api/promotions';
import { promotionDraft, promotionRequest, scopesOf, type PromotionDraft } from '../logic/promotionForm';
import type { Problems } from '../logic/problems';
import { CountrySelect, useCurrency } from './CountrySelect';
import { DeskDrawer, useDeskSave } from './DeskDrawer';
import { Field } from './Field';
import { PromotionTerms } from './PromotionTerms';
import { TargetSelect } from './TargetSelect';
import { TitlesField } from './TitlesField';
import { WindowFields } from './WindowFields';

interface Props {
  /** The promotion to change; null: a new one. */
  promotion: DeskPromotion | null;
  onClose: () => void;
}

/** Creates or changes a promotion: kind, country, what it covers, titles, amounts and window. */
export function PromotionDrawer({ promotion, onClose }: Props) {
  const { t } = useTranslation();
  const countries = useCountries().data;
  const digitsOf = (code: string) => countries?.find((c) => c.countryCode === code)?.currencyDigits ?? 0;
  const [draft, setDraft] = useState<PromotionDraft>(() =>
    promotionDraft(promotion, digitsOf(promotion?.countryCode ?? 'VN'), Date.now()),
  );
  const { save } = usePromotionChange();
  const { tried, save: submit } = useDeskSave(save.mutateAsync, onClose);
  const currency = useCurrency(draft.countryCode);
  const request = promotionRequest(draft, currency.digits, Date.now());
  const problems: Problems = tried ? request.problems : {};
  const change = (c: Partial<PromotionDraft>) => setDraft((d) => ({ ...d, ...c }));

  return (
    <DeskDrawer
      title={promotion ? t('promotions.editTitle', { title: promotion.title }) : t('promotions.newTitle')}
      saving={save.isPending}
      onSave={() => void submit(request.body)}
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
        <Field id="desk-target" label={t(`promotions.targets.${draft.scope}`)} problem={problems.target}>
          <TargetSelect
            id="desk-target"
            kind={draft.scope}
            countryCode={draft.countryCode}
            value={draft.target}
            invalid={Boolean(problems.target)}
            onChange={(target) => change({ target })}
          />
        </Field>
      )}
      <PromotionTerms
        draft={draft}
        currencyCode={currency.code}
        digits={currency.digits}
        problems={problems}
        onChange={change}
      />
      <WindowFields startsAt={draft.startsAt} endsAt={draft.endsAt} problems={problems} onChange={change} />
      <TitlesField
        name="titles"
        legend={t('promotions.titles')}
        value={draft.titles}
        problems={problems}
        onChange={(titles) => change({ titles })}
      />
    </DeskDrawer>
  );
}
