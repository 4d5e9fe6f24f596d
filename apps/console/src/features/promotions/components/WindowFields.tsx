import { useTranslation } from 'react-i18next';
import { Input, Space } from 'antd';
import type { Problems } from '../logic/problems';
import { Field } from './Field';

interface Props {
  startsAt: string;
  endsAt: string;
  problems: Problems;
  onChange: (window: { startsAt: string; endsAt: string }) => void;
}

/** From when to when, in the staff member's own time zone (the browser's date and time fields). */
export function WindowFields({ startsAt, endsAt, problems, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Space wrap size="large">
      <Field id="desk-starts-at" label={t('promotions.startsAt')} problem={problems.startsAt}>
        <Input
          id="desk-starts-at"
          type="datetime-local"
          value={startsAt}
          onChange={(e) => onChange({ startsAt: e.target.value, endsAt })}
        />
      </Field>
      <Field id="desk-ends-at" label={t('promotions.endsAt')} problem={problems.endsAt}>
        <Input
          id="desk-ends-at"
          type="datetime-local"
          value={endsAt}
          onChange={(e) => onChange({ startsAt, endsAt: e.target.value })}
        />
      </Field>
    </Space>
  );
}
