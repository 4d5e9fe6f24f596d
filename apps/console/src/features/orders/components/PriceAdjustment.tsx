import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Typography } from 'antd';
import type { OpsOrder } from '@storefront/contract';
import { opsAdjustPrice } from '@storefront/contract/routes';
import { currencyOf, useCountries } from '../../../lib/countries';
import { call } from '../../../lib/http';
import { useOrderChange } from '../../../lib/orderChange';
import { useSession } from '../../../lib/session';
import { Section } from './Section';
import { useFormat } from './useFormat';
import './PriceAdjustment.css';

/** What the server accepts (operations.money.ts): before shipping, and only while no money is taken. */
export const canAdjustPrice = (o: Pick<OpsOrder, 'status' | 'paidAt' | 'paymentMethod'>) =>
  o.status <= 2 && o.paidAt === null && (o.paymentMethod === 'cashOnDelivery' || o.paymentMethod === 'bankTransfer');

interface Values {
  amount: number;
  reason: string;
}

/**
 * The order's price adjustment and why (the customer reads both in the shop), and for operations
 * the way to set it before shipping: typed in the currency's main unit, sent in minor units. The
 * new adjustment replaces the old one; the server reprices the amount payable.
 */
export function PriceAdjustment({ order }: { order: OpsOrder }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const digits = currencyOf(useCountries().data, order.currencyCode)?.digits ?? 0;
  const mayAdjust = (useSession()?.roles.includes('operations') ?? false) && canAdjustPrice(order);
  const adjust = useOrderChange((v: { priceAdjustment: number; reason: string }) =>
    call(opsAdjustPrice, { body: { orderId: order.orderId, ...v } }),
  );
  const current = order.amounts.priceAdjustment;

  const submit = async () => {
    const { amount, reason } = await form.validateFields();
    setError(null);
    try {
      await adjust.mutateAsync({ priceAdjustment: Math.round(amount * 10 ** digits), reason: reason.trim() });
      setOpen(false);
      void message.success(t('adjust.done'));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Section id="order-adjustment" title={t('adjust.title')}>
      <Typography.Paragraph>
        {current === 0 ? t('adjust.none') : t('adjust.current', { amount: format.money(current, order.currencyCode) })}
        {order.priceAdjustmentReason && ` · ${order.priceAdjustmentReason}`}
      </Typography.Paragraph>
      {mayAdjust && <Button onClick={() => setOpen(true)}>{t('adjust.action')}</Button>}
      {open && (
        <Modal
          open
          title={t('adjust.action')}
          okText={t('actions.confirm')}
          cancelText={t('actions.back')}
          okButtonProps={{ loading: adjust.isPending }}
          onOk={() => void submit().catch(() => undefined)}
          onCancel={() => setOpen(false)}
          destroyOnHidden
        >
          <p>{t('adjust.explain', { payable: format.money(order.amounts.payable, order.currencyCode) })}</p>
          <Form
            form={form}
            layout="vertical"
            name="price-adjustment"
            requiredMark={false}
            initialValues={{ amount: current / 10 ** digits, reason: order.priceAdjustmentReason ?? '' }}
          >
            <Form.Item
              name="amount"
              label={t('adjust.amount', { currency: order.currencyCode })}
              rules={[{ required: true, type: 'number', message: t('adjust.amountRequired') }]}
            >
              <InputNumber precision={digits} step={10 ** -digits} className="price-adjustment__amount" />
            </Form.Item>
            <Form.Item
              name="reason"
              label={t('adjust.reason')}
              rules={[{ required: true, whitespace: true, message: t('adjust.reasonRequired') }]}
            >
              <Input.TextArea maxLength={200} rows={3} />
            </Form.Item>
          </Form>
          {error && <Alert type="error" role="alert" showIcon title={error} />}
        </Modal>
      )}
    </Section>
  );
}
