import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, Space } from 'antd';
import type { DeskFreightActivity, DeskWarehouse } from '@storefront/contract';
import { FREIGHT_ACTIVITY_KINDS } from '@storefront/contract/constants';
import { useFormat } from '../../../lib/useFormat';
import { useFreightChange } from '../api/freight';
import { freightDraft, freightRequest, type FreightDraft } from '../logic/freightForm';
import type { Problems } from '../logic/problems';
import { AmountField } from './AmountField';
import { useCurrency } from './CountrySelect';
import { DeskDrawer, useDeskSave } from './DeskDrawer';
import { Field } from './Field';
import { TitlesField } from './TitlesField';
import { WindowFields } from './WindowFields';

interface Props {
  activity: DeskFreightActivity | null;
  warehouses: DeskWarehouse[];
  onClose: () => void;
}

/** Creates or changes free or reduced delivery from an amount of goods, in one warehouse. */
export function FreightDrawer({ activity, warehouses, onClose }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const storedDigits = useCurrency(activity?.countryCode ?? 'VN').digits;
  const [draft, setDraft] = useState<FreightDraft>(() => freightDraft(activity, storedDigits, Date.now()));
  const { save } = useFreightChange();
  const { tried, save: submit } = useDeskSave(save.mutateAsync, onClose);
  const warehouse = warehouses.find((w) => w.warehouseId === draft.warehouseId);
  const currency = useCurrency(warehouse?.countryCode ?? 'VN');
  const request = freightRequest(draft, warehouse, currency.digits, Date.now());
  const problems: Problems = tried ? request.problems : {};
  const change = (c: Partial<FreightDraft>) => setDraft((d) => ({ ...d, ...c }));
  const basic = warehouse ? format.money(warehouse.basicFee, warehouse.currencyCode) : '';
  const money = { currencyCode: currency.code, digits: currency.digits };

  return (
    <DeskDrawer
      title={activity ? t('promotions.editTitle', { title: activity.title }) : t('promotions.freight.newTitle')}
      saving={save.isPending}
      onSave={() => void submit(request.body)}
      onClose={onClose}
    >
      <Space wrap size="large" align="start">
        <Field
          id="desk-freight-warehouse"
          label={t('promotions.freight.warehouse')}
          problem={problems.warehouseId}
          extra={warehouse ? t('promotions.freight.basicFee', { fee: basic }) : undefined}
        >
          <Select
            id="desk-freight-warehouse"
            className="desk__wide-select"
            showSearch={{ optionFilterProp: 'label' }}
            value={draft.warehouseId ?? undefined}
            onChange={(warehouseId: number) => change({ warehouseId })}
            options={warehouses.map((w) => ({ value: w.warehouseId, label: `${w.name} (${w.countryCode})` }))}
          />
        </Field>
        <Field id="desk-freight-kind" label={t('promotions.kind')}>
          <Select
            id="desk-freight-kind"
            className="desk__select"
            value={draft.kind}
            onChange={(kind) => change({ kind })}
            options={FREIGHT_ACTIVITY_KINDS.map((k) => ({ value: k, label: t(`promotions.freight.kinds.${k}`) }))}
          />
        </Field>
      </Space>
      <Space wrap size="large" align="start">
        <AmountField
          id="desk-freight-threshold"
          label={t('promotions.freight.threshold')}
          value={draft.thresholdAmount}
          problem={problems.thresholdAmount}
          onChange={(thresholdAmount) => change({ thresholdAmount })}
          {...money}
        />
        {draft.kind === 'reduced' && (
          <AmountField
            id="desk-freight-fee"
            label={t('promotions.freight.fee')}
            value={draft.fee}
            problem={problems.fee}
            params={{ fee: basic }}
            onChange={(fee) => change({ fee })}
            {...money}
          />
        )}
      </Space>
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
