import { useTranslation } from 'react-i18next';
import { Select } from 'antd';
import { CATEGORY_ICONS } from '@storefront/contract/constants';

/** Where the shop draws a category icon, at a size for the console. */
export const iconSrc = (key: string) => `/api/images/category/${key}.svg?w=48&h=48`;

/**
 * A category's icon, one of the pictures the shop draws. Each is named by the category that shows
 * it now (in the staff member's language), so the choice reads in any language.
 */
export function IconPicker({
  id,
  value,
  namedBy,
  onChange,
}: {
  id: string;
  value: string | null;
  namedBy: (key: string) => string | undefined;
  onChange: (key: string | null) => void;
}) {
  const { t } = useTranslation();
  const options = Object.keys(CATEGORY_ICONS).map((key, i) => {
    const name = namedBy(key) ?? t('catalogue.categories.iconN', { n: i + 1 });
    return {
      value: key,
      name,
      label: (
        <span className="catalogue__icon-option">
          <img src={iconSrc(key)} alt="" width={24} height={24} />
          {name}
        </span>
      ),
    };
  });
  return (
    <Select
      id={id}
      className="catalogue__unit-select"
      allowClear
      showSearch={{ optionFilterProp: 'name' }}
      placeholder={t('catalogue.categories.noIcon')}
      value={value ?? undefined}
      onChange={(key?: string) => onChange(key ?? null)}
      options={[...options]}
    />
  );
}
