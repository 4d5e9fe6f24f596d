import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Form, Input, InputNumber, Modal, Select } from 'antd';
import type { OpsCustomerDetail } from '@storefront/contract';
import { currencyOf, useCountries } from '../../../lib/countries';
import { useSubmissionKey } from '../../../lib/submissionKey';
import { useRecordCredit, useSetCredit } from '../api/customers';
import './CreditDialog.css';

export type CreditDialogKind = 'limit' | 'settlement' | 'adjustment';

interface Values {
  currencyCode: string;
  amount: number;
  paymentCycle: 0 | 1 | 2 | 3;
  note?: string;
}

const CYCLES = [0, 1, 2, 3] as const;

/**
 * Finance's credit changes, typed in the currency's main unit and sent in minor units: the limit
 * and payment cycle, or a settlement or a debt with its note. A refusal stays on show.
 */
export function CreditDialog({
  detail,
  kind,
  onClose,
}: {
  detail: OpsCustomerDetail;
  kind: CreditDialogKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const countries = useCountries().data ?? [];
  const setCredit = useSetCredit();
  const record = useRecordCredit();
  const keyFor = useSubmissionKey();
  const currencies = [...new Set(countries.map((c) => c.currencyCode))];
  const first = detail.credit[0];
  const currency = Form.useWatch('currencyCode', form) ?? first?.currencyCode ?? currencies[0] ?? 'VND';
  const digits = currencyOf(countries, currency)?.digits ?? 0;
  const title = t(
    kind === 'limit'
      ? 'customers.setCredit'
      : kind === 'settlement'
        ? 'customers.recordSettlement'
        : 'customers.recordDebt',
  );
  const pending = setCredit.isPending || record.isPending;

  const submit = async () => {
    const v = await form.validateFields();
    const minor = Math.round(v.amount * 10 ** digits);
    setError(null);
    try {
      const memberId = detail.customer.memberId;
      if (kind === 'limit')
        await setCredit.mutateAsync({
          memberId,
          currencyCode: v.currencyCode,
          creditLimit: minor,
          paymentCycle: v.paymentCycle,
        });
      else {
        const entry = { memberId, currencyCode: v.currencyCode, kind, amount: minor, note: (v.note ?? '').trim() };
        await record.mutateAsync({ ...entry, idempotencyKey: keyFor(entry) });
      }
      void message.success(t('customers.saved'));
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const limitNow = detail.credit.find((a) => a.currencyCode === currency)?.creditLimit ?? 0;
  return (
    <Modal
      open
      title={title}
      okText={t('actions.confirm')}
      cancelText={t('actions.back')}
      okButtonProps={{ loading: pending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name={`credit-${kind}`}
        requiredMark={false}
        initialValues={{
          currencyCode: currency,
          paymentCycle: detail.customer.paymentCycle,
          amount: kind === 'limit' ? limitNow / 10 ** digits : undefined,
        }}
      >
        <Form.Item name="currencyCode" label={t('customers.currency')} rules={[{ required: true }]}>
          <Select options={currencies.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t(kind === 'limit' ? 'customers.creditLimit' : 'customers.amount')}
          rules={[
            { required: true, type: 'number', message: t('customers.amountRequired') },
            { type: 'number', min: kind === 'limit' ? 0 : 10 ** -digits, message: t('customers.amountPositive') },
          ]}
        >
          <InputNumber precision={digits} step={10 ** -digits} className="credit-dialog__amount" />
        </Form.Item>
        {kind === 'limit' ? (
          <Form.Item name="paymentCycle" label={t('customers.paymentCycle')}>
            <Select options={CYCLES.map((c) => ({ value: c, label: t(`customers.cycle.${c}`) }))} />
          </Form.Item>
        ) : (
          <Form.Item
            name="note"
            label={t(kind === 'settlement' ? 'customers.settlementNote' : 'customers.debtNote')}
            rules={[{ required: true, whitespace: true, message: t('customers.noteRequired') }]}
          >
            <Input.TextArea maxLength={200} rows={2} />
          </Form.Item>
        )}
      </Form>
      {error && <Alert type="error" role="alert" showIcon title={error} />}
    </Modal>
  );
}
