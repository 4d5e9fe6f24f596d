import { useTranslation } from 'react-i18next';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import type { MerchandisingProductRow } from '@storefront/contract';
import { ShelfTag } from './ShelfTag';
import { ToneTag } from '../../../components/ToneTag';

interface Props {
  products: MerchandisingProductRow[];
  total: number;
  pageNum: number;
  pageSize: number;
  loading: boolean;
  onPage: (pageNum: number, pageSize: number) => void;
  onOpen: (productId: number) => void;
}

/** One row per product; its name opens the product page. */
export function ProductsTable({ products, total, pageNum, pageSize, loading, onPage, onOpen }: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<MerchandisingProductRow> = [
    { title: t('catalogue.id'), dataIndex: 'productId', width: 80 },
    {
      title: t('catalogue.name'),
      dataIndex: 'name',
      render: (_, p) => (
        <Space size={4} wrap>
          <Button type="link" className="catalogue__open" onClick={() => onOpen(p.productId)}>
            {p.name}
          </Button>
          {p.adult && <ToneTag tone="danger">{t('catalogue.adult')}</ToneTag>}
          {p.missingNames.length > 0 && (
            <ToneTag tone="warning">{t('catalogue.missingCount', { count: p.missingNames.length })}</ToneTag>
          )}
        </Space>
      ),
    },
    { title: t('catalogue.category'), dataIndex: 'categoryName' },
    { title: t('catalogue.skus'), dataIndex: 'skuCount', align: 'right', width: 90 },
    {
      title: t('catalogue.shelf'),
      dataIndex: 'onShelfCount',
      render: (_, p) => <ShelfTag onShelf={p.onShelfCount} of={p.skuCount} />,
    },
  ];
  return (
    <Table<MerchandisingProductRow>
      rowKey="productId"
      columns={columns}
      dataSource={products}
      loading={loading}
      scroll={{ x: 800 }}
      pagination={{
        current: pageNum,
        pageSize,
        total,
        showSizeChanger: true,
        showTotal: (count) => t('catalogue.total', { count }),
        onChange: onPage,
      }}
    />
  );
}
