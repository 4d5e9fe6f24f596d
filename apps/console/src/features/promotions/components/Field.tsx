import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'antd';
import type { Problem } from '../logic/problems';

interface Props {
  id: string;
  label: string;
  /** Shown once the staff member has tried to save. */
  problem?: Problem | undefined;
  /** Values the problem's text names (the currency's digits, a list price). */
  params?: Record<string, string | number>;
  extra?: ReactNode;
  children: ReactNode;
}

/** One labelled field of a desk form, with what must change before it can be saved. */
export function Field({ id, label, problem, params, extra, children }: Props) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={problem ? 'error' : undefined}
      help={problem ? t(`promotions.problem.${problem}`, params) : undefined}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}
