import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputNumber, Modal, Space } from 'antd';
import { type StockDialogProps, useSend } from './useSend';

/** The available quantity at or below which the SKU shows as low in this warehouse; empty for none. */
export function LowStockDialog({ skuId, row, onChange, onClose }: StockDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(row.lowStockBelow);
  const { sending, send } = useSend(onChange, onClose);
  const submit = async () => {
    await send({
      kind: 'setLowStock',
      body: { skuId, warehouseId: row.warehouseId, lowStockBelow: value },
    });
  };
  return (
    <Modal
      open
      title={t('catalogue.lowStockTitle', { warehouse: row.warehouseName })}
      okText={t('catalogue.save')}
      cancelText={t('catalogue.cancel')}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <label htmlFor="low-stock">{t('catalogue.lowStockBelow')}</label>
        <InputNumber id="low-stock" min={0} max={1_000_000} precision={0} value={value} onChange={setValue} />
      </Space>
    </Modal>
  );
}
