import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { LoadFailed } from '../../../components/LoadFailed';
import type { Today as TodayData } from '@storefront/contract';
import { useSession } from '../../../lib/session';
import { useFormat } from '../../../lib/useFormat';
import { todayQuery } from '../api/today';
import './Today.css';

type LowStock = TodayData['lowStock'][number];

/**
 * The day at a glance: orders and revenue per country, each in its own currency (money of two
 * currencies is never added up), what waits for staff, and the shelves running empty.
 */
export function Today() {
  const { t } = useTranslation();
  const format = useFormat();
  const today = useQuery(todayQuery());
  const isFinance = useSession()?.roles.includes('finance') ?? false;
  const data = today.data;

  if (today.isError)
    return <LoadFailed title={t('today.loadFailed')} error={today.error} onRetry={() => void today.refetch()} />;

  return (
    <section className="today">
      <Typography.Title level={1} className="today__title">
        {t('today.title')}
      </Typography.Title>
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <section aria-labelledby="today-sales">
            <Typography.Title level={2} id="today-sales" className="today__heading">
              {t('today.sales')}
            </Typography.Title>
            {data.countries.length === 0 ? (
              <Empty description={t('today.noOrders')} />
            ) : (
              <Row gutter={[16, 16]}>
                {data.countries.map((c) => (
                  <Col key={`${c.countryCode}-${c.currencyCode}`} xs={24} md={12} xl={8}>
                    <Card title={c.countryCode}>
                      <Statistic title={t('today.orders')} value={c.orders} />
                      <Statistic title={t('today.revenue')} value={format.money(c.revenue, c.currencyCode)} />
                    </Card>
                  </Col>
                ))}
              </Row>
            )}
          </section>
          <section aria-labelledby="today-waiting">
            <Typography.Title level={2} id="today-waiting" className="today__heading">
              {t('today.waiting')}
            </Typography.Title>
            <Row gutter={[16, 16]}>
              {data.waiting.map((w) => (
                <Col key={w.status} xs={12} md={8} xl={4}>
                  <Card>
                    <Statistic title={t(`status.${w.status}`)} value={w.count} />
                    <Link to={`/orders?status=${w.status}`}>{t('today.open')}</Link>
                  </Card>
                </Col>
              ))}
              <Col xs={12} md={8} xl={4}>
                <Card>
                  <Statistic title={t('today.receipts')} value={data.receiptsWaiting} />
                  {isFinance && <Link to="/payments">{t('today.open')}</Link>}
                </Card>
              </Col>
              <Col xs={12} md={8} xl={4}>
                <Card>
                  <Statistic title={t('today.refunds')} value={data.refundsWaiting} />
                  {isFinance && <Link to="/payments?queue=refunds">{t('today.open')}</Link>}
                </Card>
              </Col>
            </Row>
          </section>
          <section aria-labelledby="today-low">
            <Typography.Title level={2} id="today-low" className="today__heading">
              {t('today.lowStock', { count: data.lowStockThreshold })}
            </Typography.Title>
            <Table<LowStock>
              rowKey={(s) => `${s.productSkuId}-${s.warehouseName}`}
              size="small"
              pagination={false}
              dataSource={data.lowStock}
              locale={{ emptyText: t('today.noLowStock') }}
              columns={[
                { title: t('today.product'), dataIndex: 'name', render: (_, s) => `${s.name} · ${s.spec}` },
                { title: t('orders.warehouse'), dataIndex: 'warehouseName' },
                { title: t('today.available'), dataIndex: 'available', align: 'right' },
              ]}
            />
          </section>
        </>
      )}
    </section>
  );
}
