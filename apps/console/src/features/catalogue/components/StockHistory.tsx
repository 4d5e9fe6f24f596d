import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Table, type TableColumnsType } from 'antd';
import type { MerchandisingSku, MerchandisingStockMovement } from '@storefront/contract';
import { formatDateTime } from '../../../lib/money';
import { stockHistoryQuery } from '../api/products';

type Row = MerchandisingSku['stock'][number];

/** The SKU's stock changes in one warehouse, newest first: who, when, why and by how much. */
export function StockHistory({ skuId, row, onClose }: { skuId: number; row: Row; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const history = useQuery(stockHistoryQuery(skuId, row.warehouseId));
  const columns: TableColumnsType<MerchandisingStockMovement> = [
    { title: t('catalogue.when'), dataIndex: 'at', render: (_, m) => formatDateTime(m.at, i18n.language) },
    { title: t('catalogue.reason'), dataIndex: 'reason', render: (_, m) => t(`catalogue.reasons.${m.reason}`) },
    {
      title: t('catalogue.change'),
      dataIndex: 'change',
      align: 'right',
      render: (_, m) => (m.change > 0 ? `+${m.change}` : m.change),
    },
    { title: t('catalogue.onHand'), dataIndex: 'onHandAfter', align: 'right' },
    { title: t('catalogue.by'), dataIndex: 'staffName' },
    { title: t('catalogue.note'), dataIndex: 'note' },
  ];
  return (
    <Drawer open size="large" title={t('catalogue.historyTitle', { warehouse: row.warehouseName })} onClose={onClose}>
      {history.isError ? (
        <Alert type="error" role="alert" showIcon title={history.error.message} />
      ) : (
        <Table<MerchandisingStockMovement>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={history.data?.list ?? []}
          loading={history.isFetching}
          pagination={false}
          locale={{ emptyText: t('catalogue.noHistory') }}
        />
      )}
    </Drawer>
  );
}
