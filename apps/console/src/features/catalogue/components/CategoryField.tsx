import { useTranslation } from 'react-i18next';
import { Select, Space } from 'antd';
import { ToneTag } from '../../../components/ToneTag';

export interface CategoryChoice {
  categoryId: number;
  name: string;
  adult: boolean;
}

/**
 * A product's category. The 18+ mark is the category's (the shop asks buyers in that subtree to
 * confirm their age), so choosing it is where the mark is set, and it is shown at once.
 */
export function CategoryField({
  categories,
  value,
  onChange,
}: {
  categories: CategoryChoice[];
  value: number | null;
  onChange: (categoryId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap className="catalogue__category">
      <label htmlFor="catalogue-category">{t('catalogue.category')}</label>
      <Select
        id="catalogue-category"
        className="catalogue__category-select"
        showSearch={{ optionFilterProp: 'label' }}
        value={value ?? undefined}
        placeholder={t('catalogue.create.chooseCategory')}
        onChange={onChange}
        options={categories.map((c) => ({
          value: c.categoryId,
          label: c.adult ? `${c.name} (${t('catalogue.adult')})` : c.name,
        }))}
      />
      {categories.find((c) => c.categoryId === value)?.adult && (
        <ToneTag tone="danger">{t('catalogue.adultNote')}</ToneTag>
      )}
    </Space>
  );
}
