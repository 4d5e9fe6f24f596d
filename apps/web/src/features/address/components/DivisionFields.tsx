import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useT } from '../../../i18n';
import { Field, fieldDescription } from '../../../components/Field';
import { divisionsQuery } from '../api/divisions';

export interface DivisionCodes {
  provinceCode: string | null;
  districtCode: string | null;
  wardCode: string | null;
}

interface DivisionFieldsProps {
  countryCode: string;
  value: DivisionCodes;
  onChange: (v: DivisionCodes) => void;
  errors: Partial<Record<keyof DivisionCodes, string>>;
}

/**
 * Province → district → ward as native selects (the phone's own accessible picker). A level shows
 * once the level above is chosen and has children; choosing a level clears the ones below.
 */
export function DivisionFields({ countryCode, value, onChange, errors }: DivisionFieldsProps) {
  const { t } = useT();
  const id = useId();
  const locale = useLocaleStore((s) => s.locale);
  const provinces = useQuery(divisionsQuery(countryCode, null, locale));
  const districts = useQuery({
    ...divisionsQuery(countryCode, value.provinceCode, locale),
    enabled: !!value.provinceCode,
  });
  const wards = useQuery({ ...divisionsQuery(countryCode, value.districtCode, locale), enabled: !!value.districtCode });

  const select = (
    field: keyof DivisionCodes,
    label: string,
    options: { code: string; name: string }[] | undefined,
    pick: (code: string | null) => DivisionCodes,
  ) => (
    <Field id={`${id}-${field}`} label={label} error={errors[field]}>
      <select
        id={`${id}-${field}`}
        className="field__select"
        value={value[field] ?? ''}
        aria-invalid={!!errors[field]}
        aria-describedby={fieldDescription(`${id}-${field}`, undefined, errors[field])}
        onChange={(e) => onChange(pick(e.target.value || null))}
        data-testid={`address-${field}`}
      >
        <option value="">{t('address:choose')}</option>
        {options?.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </Field>
  );

  const province = provinces.data?.find((p) => p.code === value.provinceCode);
  const district = districts.data?.find((d) => d.code === value.districtCode);
  return (
    <>
      {select('provinceCode', t('address:province'), provinces.data, (code) => ({
        provinceCode: code,
        districtCode: null,
        wardCode: null,
      }))}
      {(province?.hasChildren || value.districtCode) &&
        select('districtCode', t('address:district'), districts.data, (code) => ({
          ...value,
          districtCode: code,
          wardCode: null,
        }))}
      {(district?.hasChildren || value.wardCode) &&
        select('wardCode', t('address:ward'), wards.data, (code) => ({ ...value, wardCode: code }))}
    </>
  );
}
