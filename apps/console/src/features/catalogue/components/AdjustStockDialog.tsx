import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, InputNumber, Modal, Radio, Space, Typography } from 'antd';
import { STOCK_REASONS, type StockReason } from '@storefront/contract/constants';
import { type StockDialogProps, useSend } from './useSend';
import { adjustmentProblem, onHandAfter } from '../stock';

/**
 * Goods received, a count of the shelf, or goods damaged, in one warehouse. The key made when the
 * dialog opens travels with every try, so a double click or a retry changes stock once.
 */
export function AdjustStockDialog({ skuId, row, onChange, onClose }: StockDialogProps) {
  const { t } = useTranslation();
  const [clientKey] = useState(() => crypto.randomUUID());
  const [reason, setReason] = useState<StockReason>('received');
  const [quantity, setQuantity] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const { sending, send } = useSend(onChange, onClose);
  const problem = adjustmentProblem(reason, quantity, row);

  const submit = async () => {
    if (problem || quantity === null) return;
    await send({
      kind: 'adjustStock',
      body: {
        skuId,
        warehouseId: row.warehouseId,
        reason,
        quantity,
        clientKey,
        ...(note.trim() && { note: note.trim() }),
      },
    });
  };

  return (
    <Modal
      open
      title={t('catalogue.adjustTitle', { warehouse: row.warehouseName })}
      okText={t('catalogue.adjust')}
      cancelText={t('catalogue.cancel')}
      okButtonProps={{ disabled: problem !== null }}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>{t('catalogue.onHandNow', { onHand: row.onHand, reserved: row.reserved })}</Typography.Text>
        <fieldset className="catalogue__fieldset">
          <legend>{t('catalogue.reason')}</legend>
          <Radio.Group
            value={reason}
            onChange={(e) => setReason(e.target.value as StockReason)}
            options={STOCK_REASONS.map((r) => ({ value: r, label: t(`catalogue.reasons.${r}`) }))}
          />
        </fieldset>
        <label htmlFor="adjust-quantity">{t(`catalogue.quantityFor.${reason}`)}</label>
        <InputNumber
          id="adjust-quantity"
          min={0}
          max={1_000_000}
          precision={0}
          value={quantity}
          onChange={setQuantity}
        />
        <label htmlFor="adjust-note">{t('catalogue.note')}</label>
        <Input id="adjust-note" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
        {quantity !== null && problem !== 'quantity' && (
          <Typography.Text role="status">
            {t('catalogue.onHandAfter', { onHand: onHandAfter(reason, row.onHand, quantity) })}
          </Typography.Text>
        )}
        {problem === 'belowReserved' && (
          <Typography.Text type="danger">{t('catalogue.belowReserved', { reserved: row.reserved })}</Typography.Text>
        )}
      </Space>
    </Modal>
  );
}
