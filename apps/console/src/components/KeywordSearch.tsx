import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A list's search box: the keyword kept in the address (typed again when the address changes),
 * sent trimmed on Enter or the button, cleared by its cross.
 */
export function KeywordSearch({
  label,
  value,
  onSearch,
  maxLength = 100,
  className,
}: {
  label: string;
  value: string | undefined;
  onSearch: (keyword: string) => void;
  maxLength?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <Input.Search
      key={value}
      defaultValue={value}
      aria-label={label}
      placeholder={label}
      enterButton={t('app.search')}
      allowClear
      maxLength={maxLength}
      className={className}
      onSearch={(keyword) => onSearch(keyword.trim())}
    />
  );
}
