import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, Modal } from 'antd';

interface Props {
  title: string;
  children: ReactNode;
  /** The one text the action asks for (a reason, a bank reference), always required. */
  field?: { label: string; requiredMessage: string; max: number; multiline?: boolean };
  danger?: boolean;
  onSubmit: (text: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks before money moves, with the text the action needs. A refusal stays on show with the API's
 * message (in the staff member's language), so they can correct and try again.
 */
export function MoneyDialog({ title, children, field, danger = false, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text?: string }>();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const { text } = field ? await form.validateFields() : { text: '' };
    setError(null);
    setPending(true);
    try {
      await onSubmit((text ?? '').trim());
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={t('actions.confirm')}
      cancelText={t('actions.back')}
      okButtonProps={{ danger, loading: pending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {children}
      {field && (
        <Form form={form} layout="vertical" requiredMark={false} name="money-dialog">
          <Form.Item
            name="text"
            label={field.label}
            rules={[{ required: true, whitespace: true, message: field.requiredMessage }]}
          >
            {field.multiline ? (
              <Input.TextArea maxLength={field.max} rows={3} autoFocus />
            ) : (
              <Input maxLength={field.max} autoFocus />
            )}
          </Form.Item>
        </Form>
      )}
      {error && <Alert type="error" role="alert" showIcon title={error} />}
    </Modal>
  );
}
