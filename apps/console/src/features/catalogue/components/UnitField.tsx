import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { unitsQuery } from '../api/products';
import type { Texts } from '../texts';
import { LocalizedInput } from './LocalizedInput';

/**
 * A SKU's selling unit: one already in use (choosing it fills every language) or a new one typed
 * in six languages.
 */
export function UnitField({ id, value, onChange }: { id: string; value: Texts; onChange: (units: Texts) => void }) {
  const { t, i18n } = useTranslation();
  const units = useQuery(unitsQuery()).data ?? [];
  const label = (u: Record<string, string>) => {
    const own = u[i18n.language];
    return own && own !== u['en-US'] ? `${u['en-US']} · ${own}` : (u['en-US'] ?? '');
  };
  return (
    <div className="catalogue__unit">
      <label htmlFor={`${id}-known`}>{t('catalogue.create.unitInUse')}</label>
      <Select
        id={`${id}-known`}
        className="catalogue__unit-select"
        showSearch={{ optionFilterProp: 'label' }}
        value={units.findIndex((u) => u['en-US'] === value['en-US']?.trim()) ?? -1}
        onChange={(i: number) => units[i] && onChange(units[i])}
        options={[
          { value: -1, label: t('catalogue.create.unitNew') },
          ...units.map((u, i) => ({ value: i, label: label(u) })),
        ]}
      />
      <LocalizedInput id={id} label={t('catalogue.create.unit')} value={value} onChange={onChange} />
    </div>
  );
}
