import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from 'antd';
import type { DeskTarget } from '@storefront/contract';
import { useFormat } from '../../../lib/useFormat';
import { type TargetKind, useTargets } from '../api/targets';

interface Props {
  id: string;
  kind: TargetKind;
  /** A SKU's list price is shown in this country's currency. */
  countryCode?: string | undefined;
  value: DeskTarget | null;
  onChange: (target: DeskTarget | null) => void;
  invalid?: boolean;
  disabled?: boolean;
}

/** How a target reads in a list: a SKU's product, option and list price; a category's parent. */
export function useTargetLabel() {
  const { t } = useTranslation();
  const format = useFormat();
  return (target: DeskTarget) =>
    [
      `${target.name} (${t('promotions.number', { id: target.id })})`,
      target.detail,
      target.listPrice !== null && target.currencyCode ? format.money(target.listPrice, target.currencyCode) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/** Finds a SKU, product or category by a name in any language or its number, as it is typed. */
export function TargetSelect({ id, kind, countryCode, value, onChange, invalid }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useTargets(kind, keyword, countryCode);
  const label = useTargetLabel();
  const options = [...(value ? [value] : []), ...(found.data ?? []).filter((f) => f.id !== value?.id)];
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid}
      className="desk__target"
      placeholder={t('promotions.findTarget')}
      loading={found.isFetching}
      notFoundContent={keyword.trim() ? t('promotions.nothingFound') : t('promotions.typeToFind')}
      value={value?.id}
      onChange={(picked: number | undefined) => onChange(options.find((o) => o.id === picked) ?? null)}
      options={options.map((o) => ({ value: o.id, label: label(o) }))}
    />
  );
}

interface ManyProps extends Omit<Props, 'value' | 'onChange'> {
  value: DeskTarget[];
  onChange: (targets: DeskTarget[]) => void;
  /** At most this many. */
  max: number;
}

/** Several SKUs, products or categories, found as they are typed, in the order picked. */
export function TargetsSelect({ id, kind, countryCode, value, onChange, invalid, disabled, max }: ManyProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useTargets(kind, keyword, countryCode);
  const label = useTargetLabel();
  const picked = new Set(value.map((v) => v.id));
  const options = [...value, ...(found.data ?? []).filter((f) => !picked.has(f.id))];
  return (
    <Select
      id={id}
      mode="multiple"
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid}
      className="desk__target"
      placeholder={t('promotions.findTarget')}
      loading={found.isFetching}
      maxCount={max}
      notFoundContent={keyword.trim() ? t('promotions.nothingFound') : t('promotions.typeToFind')}
      value={value.map((v) => v.id)}
      onChange={(ids: number[]) => onChange(ids.flatMap((i) => options.filter((o) => o.id === i).slice(0, 1)))}
      options={options.map((o) => ({ value: o.id, label: label(o) }))}
    />
  );
}
