import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, Modal } from 'antd';
import type { OpsOrder } from '@storefront/contract';
import { ACTION_SPECS, type OrderAction } from '../actions';
import { useOrderAction } from '../api/orders';
import { useFormat } from './useFormat';

interface Props {
  order: OpsOrder;
  action: OrderAction;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The confirmation of one action, with the text it asks for (tracking number, reason, note). A
 * refusal stays on show here with the API's message, so staff can correct and try again.
 */
export function ActionDialog({ order, action, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const [form] = Form.useForm<{ text?: string }>();
  const mutation = useOrderAction();
  const [error, setError] = useState<string | null>(null);
  const spec = ACTION_SPECS[action];
  const input = spec.input;

  const confirm = async () => {
    const { text } = await form.validateFields();
    setError(null);
    try {
      await mutation.mutateAsync({ action, orderId: order.orderId, text });
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Modal
      open
      title={t(`actions.${action}`)}
      okText={t('actions.confirm')}
      cancelText={t('actions.back')}
      okButtonProps={{ danger: spec.danger, loading: mutation.isPending }}
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>
        {t(`actions.${action}Confirm`, {
          orderSn: order.orderSn,
          amount: format.money(order.refund?.amount ?? 0, order.currencyCode),
        })}
      </p>
      {input && (
        <Form form={form} layout="vertical" name={`action-${action}`} requiredMark={false}>
          <Form.Item
            name="text"
            label={t(`actions.${input.field}`)}
            rules={
              input.required
                ? [
                    {
                      required: true,
                      whitespace: true,
                      message: t(`actions.${input.field === 'reason' ? 'reasonRequired' : 'trackingRequired'}`),
                    },
                  ]
                : []
            }
          >
            {input.field === 'trackingNumber' ? (
              <Input maxLength={input.max} autoFocus />
            ) : (
              <Input.TextArea maxLength={input.max} rows={3} autoFocus />
            )}
          </Form.Item>
        </Form>
      )}
      {error && <Alert type="error" role="alert" showIcon title={error} />}
    </Modal>
  );
}
