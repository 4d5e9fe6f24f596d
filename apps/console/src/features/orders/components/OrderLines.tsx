import { useTranslation } from 'react-i18next';
import { Descriptions, Table } from 'antd';
import type { OpsOrder, OrderLine } from '@storefront/contract';
import { Section } from './Section';
import { useFormat } from './useFormat';

/** What was bought at the prices of the moment it was placed, and how the amount payable adds up. */
export function OrderLines({ order }: { order: OpsOrder }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (minor: number) => format.money(minor, order.currencyCode);
  const a = order.amounts;
  const minus = (minor: number) => (minor ? `−${money(minor)}` : money(0));

  return (
    <>
      <Section id="order-lines" title={t('order.lines')}>
        <Table<OrderLine>
          rowKey="productSkuId"
          size="small"
          pagination={false}
          dataSource={order.list}
          columns={[
            {
              title: t('order.product'),
              dataIndex: 'name',
              render: (_, line) => (
                <>
                  <div>{line.name}</div>
                  {line.spec && <div className="order-drawer__spec">{line.spec}</div>}
                </>
              ),
            },
            { title: t('order.quantity'), dataIndex: 'quantity', align: 'right' },
            { title: t('order.price'), dataIndex: 'price', align: 'right', render: (_, line) => money(line.price) },
            {
              title: t('order.lineTotal'),
              dataIndex: 'payable',
              align: 'right',
              render: (_, line) => money(line.payable),
            },
          ]}
        />
      </Section>
      <Section id="order-amounts" title={t('order.amounts')}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('order.productTotal')}>{money(a.productTotal)}</Descriptions.Item>
          {a.promotionDiscount > 0 && (
            <Descriptions.Item label={t('order.promotionDiscount')}>{minus(a.promotionDiscount)}</Descriptions.Item>
          )}
          {a.directDiscount > 0 && (
            <Descriptions.Item label={t('order.directDiscount')}>{minus(a.directDiscount)}</Descriptions.Item>
          )}
          {a.couponDiscount > 0 && (
            <Descriptions.Item label={t('order.couponDiscount')}>{minus(a.couponDiscount)}</Descriptions.Item>
          )}
          {a.priceAdjustment !== 0 && (
            <Descriptions.Item label={t('order.priceAdjustment')}>{money(a.priceAdjustment)}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('order.freight')}>{money(a.freight.total)}</Descriptions.Item>
          <Descriptions.Item label={t('order.payableTotal')}>
            <strong>{money(a.payable)}</strong>
          </Descriptions.Item>
        </Descriptions>
      </Section>
    </>
  );
}
