import { useTranslation } from 'react-i18next';
import { Select, Space } from 'antd';
import type { DeskFreightActivity, DeskWarehouse } from '@storefront/contract';
import { FREIGHT_ACTIVITY_KINDS } from '@storefront/contract/constants';
import { useFormat } from '../../../lib/useFormat';
import { useFreightChange } from '../api/freight';
import { freightDraft, freightRequest, type FreightDraft } from '../logic/freightForm';
import { AmountField } from './AmountField';
import { useCurrency, useDigits } from './CountrySelect';
import { useDeskForm } from './DeskDrawer';
import { DraftDrawer } from './DraftDrawer';
import { Field } from './Field';
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
  const digitsOf = useDigits();
  const warehouseOf = (d: FreightDraft) => warehouses.find((w) => w.warehouseId === d.warehouseId);
  const { save } = useFreightChange();
  const form = useDeskForm(
    () => freightDraft(activity, digitsOf(activity?.countryCode ?? 'VN'), Date.now()),
    (d: FreightDraft) => freightRequest(d, warehouseOf(d), digitsOf(warehouseOf(d)?.countryCode ?? 'VN'), Date.now()),
    save,
    onClose,
  );
  const { draft, change, problems } = form;
  const warehouse = warehouseOf(draft);
  const currency = useCurrency(warehouse?.countryCode ?? 'VN');
  const basic = warehouse ? format.money(warehouse.basicFee, warehouse.currencyCode) : '';
  const money = { currencyCode: currency.code, digits: currency.digits };

  return (
    <DraftDrawer
      form={form}
      title={activity?.title}
      newTitle={t('promotions.freight.newTitle')}
      texts="titles"
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
    </DraftDrawer>
  );
}
